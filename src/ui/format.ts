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

const short = new Intl.DateTimeFormat('en-KE', { dateStyle: 'medium' });

/** A backend date (yyyy-mm-dd or ISO) as a short date; empty or unreadable stays as given. */
export function formatDate(value: string): string {
  if (!value || value.startsWith('0001-01-01')) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : short.format(date);
}

const counts = new Intl.NumberFormat('en-KE');

/** A count with thousands separators (10,000). */
export const formatCount = (n: number): string => counts.format(n);
