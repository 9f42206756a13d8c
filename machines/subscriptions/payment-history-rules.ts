// The rules of My Payment History (spec 3 §2 Payment history, §9): the table's order (year of subscription,
// newest first), what its search reads, and the CSV's columns in the spec's order and spelling. Pure.
import type { PaymentHistoryRow } from '#contract/membership-billing';

/** The CSV's header and, for each, the row's field (spec 3 §9; `PaymentRecepient` is spelt so). */
export const PAYMENT_HISTORY_CSV_COLUMNS = [
  ['PaymentCode', 'paymentCode'],
  ['DateOfPayment', 'paymentDate'],
  ['PaymentOrigin', 'paymentFrom'],
  ['PaymentRecepient', 'paymentTo'],
  ['amount', 'amount'],
  ['PaymentID', 'paymentID'],
  ['PaymentType', 'paymentType'],
  ['YearOfSubscription', 'yearOfSubscription'],
  ['email', 'email'],
  ['name', 'name'],
  ['no', 'no'],
] as const satisfies ReadonlyArray<readonly [string, keyof PaymentHistoryRow]>;

export const paymentHistoryFileName = (memberNo: string) => `payment-history-${memberNo.trim() || 'member'}.csv`;

const yearOf = (row: PaymentHistoryRow) => {
  const n = Number(row.yearOfSubscription.trim());
  return Number.isFinite(n) ? n : Number.NEGATIVE_INFINITY;
};

/** Year of subscription descending; within a year the latest payment first; the server's order breaks ties. */
export function sortPaymentHistory(rows: readonly PaymentHistoryRow[]): PaymentHistoryRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => yearOf(b.row) - yearOf(a.row) || b.row.paymentDate.localeCompare(a.row.paymentDate) || a.i - b.i)
    .map(({ row }) => row);
}

/** The texts the table's search looks in. */
export const paymentHistoryTexts = (r: PaymentHistoryRow): string[] => [
  r.paymentCode,
  r.paymentID,
  r.paymentType,
  r.yearOfSubscription,
  r.paymentDate,
  r.paymentFrom,
  r.paymentTo,
  String(r.amount),
];
