// Collections of the membership area. Records refer to profiles by ProfileID/profileID and to customers by
// customerNo; invoices and receipts tie every paid thing (application, upgrade, subscription, licence, booking)
// to the ledger.
import { lazyCollection } from './lazy-collection';
import { z } from '#contract/mini.ts';
import { ApplicationSchema } from '#contract/membership-applications.ts';
import { UpgradeApplicationSchema } from '#contract/membership-upgrades.ts';
import { LedgerEntrySchema, SubscriptionSchema } from '#contract/membership-billing.ts';
import { LicenceSchema } from '#contract/membership-licence.ts';
import { EventBookingSchema, EventSchema } from '#contract/membership-events.ts';
import { CpdAwardSchema } from '#contract/membership-cpd.ts';

/** What an invoice bills: decides where its receipt is posted. */
const InvoiceSourceSchema = z.enum(['Application', 'Upgrade', 'Subscription', 'License', 'Event']);
export type InvoiceSource = z.infer<typeof InvoiceSourceSchema>;

const InvoiceRecordSchema = z.object({
  documentNo: z.string(),
  customerNo: z.string(),
  profileID: z.string(),
  source: InvoiceSourceSchema,
  /** Code of the billed record (application Code, upgrade code, subscription documentNo, licence no, booking no). */
  sourceCode: z.string(),
  description: z.string(),
  amount: z.number(),
  remainingAmount: z.number(),
  postingDate: z.string(),
  dueDate: z.string(),
  /** Empty until paid. */
  receiptNo: z.string(),
});
export type InvoiceRecord = z.infer<typeof InvoiceRecordSchema>;

const ReceiptRecordSchema = z.object({
  receiptNo: z.string(),
  customerNo: z.string(),
  profileID: z.string(),
  invoiceNo: z.string(),
  source: InvoiceSourceSchema,
  sourceCode: z.string(),
  description: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  /** Gateway transaction reference. */
  paymentID: z.string(),
  paymentType: z.string(),
  /** Year the payment concerns (subscription period, else the year paid). */
  year: z.string(),
});
export type ReceiptRecord = z.infer<typeof ReceiptRecordSchema>;

const LedgerRecordSchema = z.extend(LedgerEntrySchema, { customerNo: z.string(), profileID: z.string() });
export type LedgerRecord = z.infer<typeof LedgerRecordSchema>;

const LicenceRecordSchema = LicenceSchema;
export type LicenceRecord = z.infer<typeof LicenceRecordSchema>;

const BookingRecordSchema = z.extend(EventBookingSchema, { profileID: z.string() });
const CpdAwardRecordSchema = z.extend(CpdAwardSchema, { profileID: z.string() });

/**
 * The day the Board decided (yyyy-mm-dd; empty until Released or Rejected): for a Released application or upgrade,
 * the day its category was conferred, which the membership certificate states (DECISIONS.md §F).
 */
const decidedOn = z.string();

const ApplicationRecordSchema = z.extend(ApplicationSchema, { decidedOn });
export type ApplicationRecord = z.infer<typeof ApplicationRecordSchema>;

const UpgradeRecordSchema = z.extend(UpgradeApplicationSchema, { requestedDate: z.string(), decidedOn });
export type UpgradeRecord = z.infer<typeof UpgradeRecordSchema>;

/** One processed payment batch: the gateway's idempotency record. */
const PaymentBatchRecordSchema = z.object({
  key: z.string(),
  customerNo: z.string(),
  status: z.enum(['paid', 'pending']),
  receiptNos: z.array(z.string()),
  amount: z.number(),
  at: z.string(),
});

export function createMembershipCollections() {
  return {
    applications: lazyCollection({ schema: ApplicationRecordSchema }),
    upgrades: lazyCollection({ schema: UpgradeRecordSchema }),
    subscriptions: lazyCollection({ schema: SubscriptionSchema }),
    invoices: lazyCollection({ schema: InvoiceRecordSchema }),
    receipts: lazyCollection({ schema: ReceiptRecordSchema }),
    ledger: lazyCollection({ schema: LedgerRecordSchema }),
    licences: lazyCollection({ schema: LicenceRecordSchema }),
    events: lazyCollection({ schema: EventSchema }),
    bookings: lazyCollection({ schema: BookingRecordSchema }),
    cpdAwards: lazyCollection({ schema: CpdAwardRecordSchema }),
    paymentBatches: lazyCollection({ schema: PaymentBatchRecordSchema }),
  };
}
