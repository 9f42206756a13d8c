// Money as every screen and every document writes it (DECISIONS.md §F: the statement on paper reads as on screen):
// the currency code, a no-break space and the amount with two decimals, the minus sign first: "KES 11,600.00",
// "-KES 2,500.00". Lives in the contract, beside the date form (medium-date.ts), because the fake backend's PDFs use it
// too; written out rather than left to Intl's currency style, whose sign and symbol placement differ by ICU version.
import { groupedDigits } from './grouped-digits';

/**
 * Decimals of a currency as Intl knows them (JPY 0); 2 for KES without asking Intl (building its first formatter is
 * what ./grouped-digits.ts spares the first screen) and for a code Intl does not know.
 */
function decimalsOf(currency: string): number {
  if (currency === 'KES') return 2;
  try {
    return new Intl.NumberFormat('en-KE', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount with its currency code. One sign convention everywhere: a negative amount (a payment, a credit memo)
 * is "-KES 2,500.00", never "KES -2,500.00". An amount of nothing is never signed (JSON can carry -0), and one that
 * rounds to nothing is not either.
 */
export function formatMoney(amount: number, currency = 'KES'): string {
  const digits = groupedDigits(Math.abs(amount), decimalsOf(currency));
  const negative = amount < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${currency}\u00a0${digits}`;
}
