// Subscriptions, ledger, balance, good standing and what a payment is for (spec 1 §3, §7; spec 3 §3, §4, §9;
// spec §B): what the member data reads on every member page. The payment history and the statement are in
// membership-statement.ts, the payment page's batch in payment-batch.ts.
import { z } from './mini';
import { AnswerDayOrEmptySchema, AnswerDaySchema, messages, requiredText } from './rules';

// ——— Subscriptions ———

const SubscriptionStatusSchema = z.enum(['Billed', 'Partially Paid', 'Paid']);

export const SubscriptionSchema = z.object({
  /** Year, as text. */
  subsPeriod: z.string(),
  memberCategory: z.string(),
  status: SubscriptionStatusSchema,
  billedAmount: z.number().check(z.nonnegative()),
  paidAmount: z.number().check(z.nonnegative()),
  /** ISO date-time of the last payment; empty when unpaid (the view shows the first 10 characters). */
  lastPaidDate: AnswerDayOrEmptySchema,
  billed: z.boolean(),
  paid: z.boolean(),
  fullyPaid: z.boolean(),
  /** The invoice number. */
  documentNo: z.string(),
  /** Spelt so on the wire. Empty while unpaid. */
  recieptNo: z.string(),
  profileID: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** POST subs/certificate: the subscription row the member clicked (only documentNo is needed). */
export const SubscriptionCertificateRequestSchema = z.extend(z.partial(SubscriptionSchema), {
  documentNo: requiredText(messages.fieldRequired, 50),
});

// ——— Ledger, balance ———

const LedgerDocumentTypeSchema = z.enum(['Invoice', 'Payment', 'Credit Memo']);

/**
 * One customer ledger entry. Document 3 names two shapes (ledger entry: externalDocumentNo, documentDate,
 * documentType, amountLCY, remainingAmtLCY; statement ledger entry: documentNo, documentType, description,
 * amountLCY, dueDate, postingDate); `GET profile/ledger` sends their union, so the dashboard's Pending Payments
 * and the billing My Statement table read the same rows. Invoices are positive, payments negative.
 */
export const LedgerEntrySchema = z.object({
  entryNo: z.number().check(z.int()),
  documentNo: z.string(),
  externalDocumentNo: z.string(),
  documentDate: AnswerDaySchema,
  postingDate: AnswerDaySchema,
  /** Empty (or 0001-01-01) for an entry with nothing due, such as a payment. */
  dueDate: AnswerDayOrEmptySchema,
  documentType: LedgerDocumentTypeSchema,
  description: z.string(),
  amountLCY: z.number(),
  remainingAmtLCY: z.number(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const BalanceSchema = z.object({ BalanceLCY: z.number() });

// ——— Good standing ———

export const GoodStandingSchema = z.object({
  ProfileID: z.string(),
  MemberNo: z.string(),
  InGoodStanding: z.boolean(),
  /** Reasons separated by backslash; empty when in good standing. */
  goodStandingMessage: z.string(),
  BalanceLCY: z.number(),
  cpdPoints: z.number(),
  requiredCpdPoints: z.number(),
  subscriptionsPaid: z.boolean(),
  pendingDisciplinary: z.boolean(),
  checkedOn: AnswerDaySchema,
});
export type GoodStanding = z.infer<typeof GoodStandingSchema>;

// ——— Payment batch (the external payment page's input, base64 JSON) ———

const PAYMENT_DESCRIPTIONS = ['Application Payment', 'Upgrade Payment', 'Subscription Payment', 'License fees', 'Event Payment'] as const;
export type PaymentDescription = (typeof PAYMENT_DESCRIPTIONS)[number];

/** The description each kind of payment carries, on the batch and on the invoice it pays (spec 1 §7). */
export const PAYMENT_DESCRIPTION = {
  application: PAYMENT_DESCRIPTIONS[0],
  upgrade: PAYMENT_DESCRIPTIONS[1],
  subscription: PAYMENT_DESCRIPTIONS[2],
  licence: PAYMENT_DESCRIPTIONS[3],
  event: PAYMENT_DESCRIPTIONS[4],
} as const satisfies Record<string, PaymentDescription>;

/** Who pays: the member's customer number (the gateway's payer) and member number (empty until registered). */
export interface Payer {
  CustomerNo: string;
  MemberNo: string;
}

/** The account a payment is posted to: the member number, or the customer number before there is one. */
export const paymentAccountNo = (payer: Payer): string => payer.MemberNo || payer.CustomerNo;

/** Where a pending payment is kept while the member is on the payment page (the browser's session storage). */
export interface PendingPaymentStore {
  /**
   * Marks a payment confirmed. It is kept, not forgotten: the return page reloaded (or reached again from history)
   * still knows which payment it was, checks it again and says it is confirmed, not that none is waiting.
   */
  confirmed(ref: string): void;
}
