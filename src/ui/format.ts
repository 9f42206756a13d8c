// Money in KES, the one formatter of the app shell (ARCHITECTURE.md: one place for each format).
const kes = new Intl.NumberFormat('en-KE', { style: 'currency', currency: 'KES' });

export function formatMoney(amount: number, currency = 'KES'): string {
  if (currency === 'KES') return kes.format(amount);
  try {
    return new Intl.NumberFormat('en-KE', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}
