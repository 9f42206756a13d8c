// Money as every screen and every document writes it (DECISIONS.md §F: the statement on paper reads as on screen):
// the currency code, a no-break space and the amount with two decimals, the minus sign first: "KES 11,600.00",
// "-KES 2,500.00". Lives in the contract, beside the date form (medium-date.ts), because the fake backend's PDFs use it
// too; written out rather than left to Intl's currency style, whose sign and symbol placement differ by ICU version.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

// Built on first use: building a formatter costs milliseconds, which at load would fall in the first paint's task.
const twoDecimals = once(() => new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Decimals of a currency as Intl knows them (JPY 0, KES 2); 2 for a code Intl does not know. */
function decimalsOf(currency: string): Intl.NumberFormat {
  if (currency === 'KES') return twoDecimals();
  try {
    const digits = new Intl.NumberFormat('en-KE', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    return new Intl.NumberFormat('en-KE', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    return twoDecimals();
  }
}

/**
 * An amount with its currency code. One sign convention everywhere: a negative amount (a payment, a credit memo)
 * is "-KES 2,500.00", never "KES -2,500.00". An amount of nothing is never signed (JSON can carry -0), and one that
 * rounds to nothing is not either.
 */
export function formatMoney(amount: number, currency = 'KES'): string {
  const digits = decimalsOf(currency).format(Math.abs(amount));
  const negative = amount < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${currency}\u00a0${digits}`;
}
