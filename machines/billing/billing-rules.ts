// My Transactions (spec 3 §2 Billing): the My Statement rows and where each document opens, the document
// types of /billing/document/:type/:code, and when an invoice offers Pay Now (only while the matching application
// or subscription has no posted receipt number, spec 3 §2, §4). Pure functions over contract data.
import { type Application, type LedgerEntry, PAYMENT_DESCRIPTION, type PaymentDescription, type Subscription } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { PAGE_SIZES, tableWindow, type PageSize, type TableWindow } from '../table/table-window';

export { PAGE_SIZES as STATEMENT_PAGE_SIZES };

/** The kinds of document /billing/document/:type/:code shows: an invoice (pro-forma) or a receipt. */
const BILLING_DOCUMENT_TYPES = ['invoice', 'receipt'] as const;
export type BillingDocumentType = (typeof BILLING_DOCUMENT_TYPES)[number];

export const isBillingDocumentType = (type: string): type is BillingDocumentType =>
  (BILLING_DOCUMENT_TYPES as readonly string[]).includes(type);

export const UNKNOWN_DOCUMENT_TYPE = 'This kind of document cannot be shown here: only invoices and receipts can.';

/** Where a statement row's Document No opens: invoices and payments have a document; a credit memo has none. */
export function statementDocumentHref(entry: Pick<LedgerEntry, 'documentType' | 'documentNo'>): string | null {
  if (entry.documentNo === '') return null;
  if (entry.documentType === 'Invoice') return hrefTo('billingDocument', { type: 'invoice', code: entry.documentNo });
  if (entry.documentType === 'Payment') return hrefTo('billingDocument', { type: 'receipt', code: entry.documentNo });
  return null;
}

/** My Statement: newest posting first (the entry number breaks ties), one page at a time. */
export function statementWindow(ledger: readonly LedgerEntry[], size: PageSize, page: number): TableWindow<LedgerEntry> {
  const sorted = [...ledger].sort((a, b) => b.postingDate.localeCompare(a.postingDate) || b.entryNo - a.entryNo);
  return tableWindow(sorted, () => [], '', size, page);
}

/** What the invoice page knows to decide Pay Now. */
export interface InvoiceFacts {
  applications: readonly Application[];
  subscriptions: readonly Subscription[];
  ledger: readonly LedgerEntry[];
}

/** What an invoice offers: Pay Now (with what the hand-off needs), its receipt, or neither. */
export type InvoicePayState =
  | { status: 'payable'; sourceDocumentNo: string; description: PaymentDescription; amount: number }
  | { status: 'paid'; receiptNo: string }
  | { status: 'none' };

/**
 * The invoice's code is its document number or the code of what it bills (spec 3 §2: "code = document number
 * or application code"). Pay Now only while the matching application or subscription has no posted receipt
 * number; any other invoice (an upgrade's, a booking's) is paid from its own screen. The amount is what the
 * ledger still owes, so the gateway's check of the amount agrees.
 */
export function invoicePayState(code: string, facts: InvoiceFacts): InvoicePayState {
  const invoice = facts.ledger.find((e) => e.documentType === 'Invoice' && (e.documentNo === code || e.externalDocumentNo === code));
  const billed = invoice?.externalDocumentNo ?? code;
  const owed = (fallback: number) => (invoice && invoice.remainingAmtLCY > 0.005 ? invoice.remainingAmtLCY : fallback);
  const application = facts.applications.find((a) => a.Code === code || a.Code === billed);
  if (application) {
    return application.postedReceiptNo
      ? { status: 'paid', receiptNo: application.postedReceiptNo }
      : {
          status: 'payable',
          sourceDocumentNo: application.Code,
          description: PAYMENT_DESCRIPTION.application,
          amount: owed(application.Amount),
        };
  }
  const subscription = facts.subscriptions.find((s) => s.documentNo === code || s.documentNo === billed);
  if (subscription) {
    return subscription.recieptNo
      ? { status: 'paid', receiptNo: subscription.recieptNo }
      : {
          status: 'payable',
          sourceDocumentNo: subscription.documentNo,
          description: PAYMENT_DESCRIPTION.subscription,
          amount: owed(Math.max(0, subscription.billedAmount - subscription.paidAmount)),
        };
  }
  return { status: 'none' };
}
