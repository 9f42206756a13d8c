// Money in KES, the one formatter of the app shell (docs/architecture.md: one place for each format).
// 'code': browsers disagree on the symbol (Ksh or KES); the ISO code reads the same everywhere.
// Each formatter is built on first use: building one costs milliseconds (more for the first of a locale), which at
// load would fall in the task that evaluates the screen's chunks and paints it.
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const kes = once(() => new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', currencyDisplay: 'code' }));

const twoDecimals = once(() => new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
/** JSON can carry -0 (`JSON.parse('-0')`): an amount of nothing is never shown as "-KES 0.00". */
const unsignedZero = (n: number) => (n === 0 ? 0 : n);

export function formatMoney(amount: number, currency = 'KES'): string {
  const value = unsignedZero(amount);
  if (currency === 'KES') return kes().format(value);
  try {
    return new Intl.NumberFormat('en-KE', { style: 'currency', currency, currencyDisplay: 'code' }).format(value);
  } catch {
    // A code Intl does not know (the contract lets a backend name any): the code as given, the amount as Intl writes
    // KES's, with the same no-break space.
    return `${currency}\u00a0${twoDecimals().format(value)}`;
  }
}

const counts = once(() => new Intl.NumberFormat('en-KE'));

/** A count with thousands separators (10,000). */
export const formatCount = (n: number): string => counts().format(unsignedZero(n));
