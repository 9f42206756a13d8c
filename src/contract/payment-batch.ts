// The payment batch: the external payment page's input, base64 JSON (spec 1 §7, spec §B). Read by the payment page
// (the fake gateway), never by the portal's own pages, which only encode it (machines/payment/payment-handoff.ts).
import { z } from './mini';
import { decodeBase64Json, type DecodeResult } from './base64';
import { firstIssueMessage, requiredText } from './rules';

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
