// Subscriptions, ledger, balance, payment history, statement, good standing and the payment batch
// (spec 1 §3, §7; spec 3 §3, §4, §9; spec §B).
import { z } from './mini';
import { decodeBase64Json, type DecodeResult } from './base64';
import { AnswerDayOrEmptySchema, AnswerDaySchema, firstIssueMessage, messages, requiredIsoDate, requiredText } from './rules';

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

export const PaymentHistoryRowSchema = z.object({
  paymentCode: z.string(),
  paymentDate: AnswerDaySchema,
  /** Who paid (the member's name). */
  paymentFrom: z.string(),
  /** Who was paid (the organisation). */
  paymentTo: z.string(),
  amount: z.number(),
  /** Gateway transaction reference. */
  paymentID: z.string(),
  paymentType: z.string(),
  yearOfSubscription: z.string(),
  email: z.string(),
  name: z.string(),
  no: z.number().check(z.int()),
  memberNo: z.string(),
});
export type PaymentHistoryRow = z.infer<typeof PaymentHistoryRowSchema>;

// ——— Statement (POST codeunit/:provider/:entity) ———

export const DEFAULT_STATEMENT_CODEUNIT = { provider: 'MembershipManager', entity: 'statement' } as const;

export const statementMessages = {
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  order: 'The start date must be on or before the end date',
  startFuture: 'The start date cannot be in the future',
  endFuture: 'The end date cannot be in the future',
} as const;

/** Both dates required and start ≤ end (spec §B). The "not in the future" rule needs today: `statementRequestSchema(today)`. */
export const StatementRequestSchema = z
  .object({
    customerNo: requiredText(messages.fieldRequired, 50),
    startDate: requiredIsoDate(statementMessages.startRequired),
    endDate: requiredIsoDate(statementMessages.endRequired),
  })
  .check(z.refine((v) => v.startDate <= v.endDate, { message: statementMessages.order, path: ['endDate'] }));
export type StatementRequest = z.infer<typeof StatementRequestSchema>;

/** The full dialog rule: also neither date after `today` (yyyy-mm-dd). */
export const statementRequestSchema = (today: string) =>
  StatementRequestSchema.check(
    z.refine((v) => v.startDate <= today, { message: statementMessages.startFuture, path: ['startDate'] }),
    z.refine((v) => v.endDate <= today, { message: statementMessages.endFuture, path: ['endDate'] }),
  );

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

const url = z
  .string({ error: 'A return address is required' })
  .check(z.trim(), z.minLength(1, 'A return address is required'), z.maxLength(2000, 'The return address is too long'));

const DocumentPaymentBatchSchema = z.object({
  /** The payer: customer number (or profile id) of the member. */
  payerID: requiredText('The payer is missing', 50),
  /** The invoice number, or the code of what is paid (application, upgrade, subscription, licence). */
  sourceDocumentNo: requiredText('The document to pay is missing', 50),
  description: requiredText('The payment description is missing'),
  amount: z
    .number({ error: 'The amount is missing' })
    .check(z.positive('The amount must be positive'), z.lte(100_000_000, 'The amount is too large')),
  accountNo: requiredText('The account is missing', 50),
  success_url: url,
  fail_url: url,
});

/** Clear Pending Invoices: pays every open invoice of the customer. */
const ClearPendingBatchSchema = z.object({
  customerNo: requiredText('The customer is missing', 50),
  accountNo: requiredText('The account is missing', 50),
  success_url: url,
  fail_url: url,
});
export type ClearPendingBatch = z.infer<typeof ClearPendingBatchSchema>;

export const PaymentBatchSchema = z.union([DocumentPaymentBatchSchema, ClearPendingBatchSchema]);
export type PaymentBatch = z.infer<typeof PaymentBatchSchema>;

export const isClearPendingBatch = (batch: PaymentBatch): batch is ClearPendingBatch => !('sourceDocumentNo' in batch);

/** Reads a batch from any decoded value with a message a person understands (never throws). */
function parsePaymentBatch(value: unknown): DecodeResult<PaymentBatch> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'The payment request is not valid: it does not describe a payment.' };
  }
  const schema = 'sourceDocumentNo' in value || !('customerNo' in value) ? DocumentPaymentBatchSchema : ClearPendingBatchSchema;
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: `The payment request is not valid: ${firstIssueMessage(parsed.error)}.` };
}

/** Decodes the base64 JSON batch the payment page receives (never throws). */
export function decodePaymentBatch(encoded: string): DecodeResult<PaymentBatch> {
  const decoded = decodeBase64Json(encoded);
  if (!decoded.ok) return { ok: false, error: 'The payment request is damaged: it could not be read.' };
  return parsePaymentBatch(decoded.value);
}
