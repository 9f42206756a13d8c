// The rules of My Payment History (spec 3 §2 Payment history, §9; issue 34 item 3): what each payment paid for,
// read from the member's ledger; the table's order (year of subscription, newest first; a payment that is no
// subscription by the year it was paid); what its search reads; and the CSV's columns with readable headings.
// Pure.
import { formatDateTime } from '#contract/medium-date.ts';
import { PAYMENT_DESCRIPTION, type LedgerEntry } from '#contract/membership-billing.ts';
import { type PaymentHistoryRow } from '#contract/membership-statement.ts';

/** What a payment paid, by kind: the kinds of spec 1 §7's payment descriptions, any other invoice, or not known. */
type PaidForKind = 'subscription' | 'application' | 'upgrade' | 'licence' | 'event' | 'invoice' | 'unknown';

export interface PaidFor {
  kind: PaidForKind;
  /** What the invoice names after its kind (a category, an event's title), or the invoice's own words. */
  detail: string;
  /** The invoice the payment settled, when the ledger says which. */
  invoiceNo: string;
}

/** A payment of the history with what it paid for; `subscriptionYear` only when it paid a subscription. */
export interface PaymentWithPurpose extends PaymentHistoryRow {
  paidFor: PaidFor;
  subscriptionYear: string;
}

/** The invoice a ledger payment names: "Payment for INV-0001: …" (how the ledger describes a payment). */
const SETTLED_INVOICE = /^Payment for (\S+?):?(?:\s|$)/;

const KIND_BY_DESCRIPTION: ReadonlyArray<readonly [PaidForKind, string]> = [
  ['subscription', PAYMENT_DESCRIPTION.subscription],
  ['application', PAYMENT_DESCRIPTION.application],
  ['upgrade', PAYMENT_DESCRIPTION.upgrade],
  ['licence', PAYMENT_DESCRIPTION.licence],
  ['event', PAYMENT_DESCRIPTION.event],
];

/** An invoice's description read as a kind and the rest ("Event Payment: Bridge design" → event, "Bridge design"). */
export function paidForOfInvoice(invoice: Pick<LedgerEntry, 'documentNo' | 'description'>): PaidFor {
  const text = invoice.description.trim();
  for (const [kind, prefix] of KIND_BY_DESCRIPTION) {
    if (text === prefix || text.startsWith(`${prefix} `) || text.startsWith(`${prefix}:`)) {
      const detail = text.slice(prefix.length).replace(/^[\s:]+/, '');
      return { kind, detail, invoiceNo: invoice.documentNo };
    }
  }
  return { kind: 'invoice', detail: text, invoiceNo: invoice.documentNo };
}

const UNKNOWN: PaidFor = { kind: 'unknown', detail: '', invoiceNo: '' };

/**
 * What each payment paid for, from the ledger: the ledger's Payment entry with the payment's receipt number names
 * the invoice it settled, and that invoice's description says what was billed. A payment the ledger does not
 * show is `unknown` (never guessed from the row's year).
 */
export function withWhatItPaid(rows: readonly PaymentHistoryRow[], ledger: readonly LedgerEntry[]): PaymentWithPurpose[] {
  const invoices = new Map(ledger.filter((e) => e.documentType === 'Invoice').map((e) => [e.documentNo, e]));
  const payments = new Map(ledger.filter((e) => e.documentType === 'Payment').map((e) => [e.documentNo, e]));
  return rows.map((row) => {
    const payment = payments.get(row.paymentCode);
    const invoiceNo = payment ? SETTLED_INVOICE.exec(payment.description.trim())?.[1] : undefined;
    const invoice = invoiceNo ? invoices.get(invoiceNo) : undefined;
    const paidFor = invoice ? paidForOfInvoice(invoice) : UNKNOWN;
    // The subscription's year: the one its invoice names ("Subscription Payment 2024: …"), else the row's.
    const named = /^(\d{4})\b/.exec(paidFor.detail)?.[1];
    const subscriptionYear = paidFor.kind === 'subscription' ? (named ?? row.yearOfSubscription.trim()) : '';
    return { ...row, paidFor, subscriptionYear };
  });
}

/** The words of the Paid for column; `licence` is the site's licence caption (license_alternative_caption). */
export function paidForText(paidFor: PaidFor, licence: string): string {
  const { kind, detail, invoiceNo } = paidFor;
  const withDetail = (label: string, rest = detail) => (rest ? `${label}: ${rest}` : label);
  switch (kind) {
    case 'subscription': {
      // "2024: Professional Engineer" → "Subscription 2024: Professional Engineer".
      const [, year, rest] = /^(\d{4})?[\s:]*(.*)$/.exec(detail) ?? [];
      return withDetail(year ? `Subscription ${year}` : 'Subscription', rest ?? '');
    }
    case 'application':
      return withDetail('Application fee');
    case 'upgrade':
      return withDetail('Upgrade fee');
    case 'licence':
      return `${licence || 'Licence'} fee`;
    case 'event':
      return withDetail('Event');
    case 'invoice':
      return withDetail(`Invoice ${invoiceNo}`);
    case 'unknown':
      return 'Not shown in your statement';
  }
}

/** The year a payment sorts by: its subscription's year, else the year it was paid. */
const yearOf = (row: PaymentWithPurpose) => {
  const year = Number(row.subscriptionYear || row.paymentDate.slice(0, 4));
  return Number.isFinite(year) ? year : Number.NEGATIVE_INFINITY;
};

/** Year of subscription descending; within a year the latest payment first; the server's order breaks ties. */
export function sortPaymentHistory(rows: readonly PaymentWithPurpose[]): PaymentWithPurpose[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => yearOf(b.row) - yearOf(a.row) || b.row.paymentDate.localeCompare(a.row.paymentDate) || a.i - b.i)
    .map(({ row }) => row);
}

/** The texts the table's search looks in (with what the payment paid for). */
export const paymentHistoryTexts =
  (licence: string) =>
  (r: PaymentWithPurpose): string[] => [
    r.paymentCode,
    r.paymentID,
    r.paymentType,
    r.subscriptionYear,
    r.paymentDate,
    r.paymentFrom,
    r.paymentTo,
    String(r.amount),
    paidForText(r.paidFor, licence),
  ];

export const paymentHistoryFileName = (memberNo: string) => `payment-history-${memberNo.trim() || 'member'}.csv`;

/**
 * The CSV's columns (issue 34 item 3): the spec's fields (spec 3 §9) under headings a member reads, plus what each
 * payment paid for; the date of payment in the portal's date form at the member's local time (never the UTC
 * timestamp); the amount a number. Decided in docs/spec/decisions.md (the spec's headings were field names).
 */
export function paymentHistoryCsvColumns(licence: string): ReadonlyArray<readonly [string, (row: PaymentWithPurpose) => string | number]> {
  return [
    ['Receipt No', (r) => r.paymentCode],
    ['Date of payment', (r) => formatDateTime(r.paymentDate)],
    ['Paid for', (r) => paidForText(r.paidFor, licence)],
    ['From', (r) => r.paymentFrom],
    ['To', (r) => r.paymentTo],
    ['Amount (KES)', (r) => r.amount],
    ['Payment ID', (r) => r.paymentID],
    ['Payment type', (r) => r.paymentType],
    ['Year of subscription', (r) => r.subscriptionYear],
    ['E-mail', (r) => r.email],
    ['Name', (r) => r.name],
    ['No.', (r) => r.no],
  ];
}
