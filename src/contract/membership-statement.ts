// The payment history and the statement (spec 1 §3, §7; spec 3 §9; spec §B): a module of their own, so the member
// pages' first load (subscriptions, ledger, balance, good standing: membership-billing.ts) carries neither.
import { z } from './mini';
import { AnswerDaySchema, messages, requiredIsoDate, requiredText } from './rules';

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
