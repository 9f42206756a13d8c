// Money in KES, the one formatter of the app shell (docs/architecture.md: one place for each format).
// 'code': browsers disagree on the symbol (Ksh or KES); the ISO code reads the same everywhere.
const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES', currencyDisplay: 'code' });

export function formatMoney(amount: number, currency = 'KES'): string {
  if (currency === 'KES') return kes.format(amount);
  try {
    return new Intl.NumberFormat('en-KE', { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

const counts = new Intl.NumberFormat('en-KE');

/** A count with thousands separators (10,000). */
export const formatCount = (n: number): string => counts.format(n);
