// The simulated payment gateway (spec §B): the external payment page receives a base64 JSON batch;
// paying posts receipts in the fake backend, once. Exposed over HTTP by the dev routes (/__mock/gateway/pay).
//
// - `previewBatch(simulation, base64)` → what the gateway page shows (payer, documents, amounts), or a clear error.
// - `payBatch(simulation, base64, outcome)` → records the payment ONCE (idempotency key: the invoice + amount, or for
//   Clear Pending Invoices the customer + its open invoices and their total), posts receipts, e-mails them, and
//   says where the browser goes next (success_url when paid, fail_url otherwise). Garbage → MockHttpError 422 with
//   a message a person understands; an unknown document or customer → 404.
import { decodePaymentBatch, isClearPendingBatch, type PaymentBatch } from '#contract/payment-batch.ts';
import { GATEWAY_OUTCOMES, type GatewayOutcome, type GatewayPreview, type GatewayResult } from '#contract/mock-controls.ts';
import { notFound, unprocessable } from '../core/http-error';
import type { Db } from '../db';
import type { InvoiceRecord } from '../db/membership';
import { openInvoices } from '../domain/balance';
import { postReceipt } from '../domain/ledger';
import { subscriptionWaitReason } from '../domain/subscription-order';
import { memberRefOf } from '../domain/member';
import { nextDocumentNo } from '../domain/numbering';
import { TASK } from '../domain/tasks';
import { formatMoney } from '#contract/money.ts';
import type { Simulation } from './simulation';

export interface GatewayOptions {
  /** Shown on receipts and in the payment history (default 'M-Pesa'). */
  paymentType?: string;
  /** > 0: the payment is confirmed later on the simulated clock (status 'pending', receipts posted by a timeline task). */
  settleAfterMs?: number;
}

function decode(batchBase64: string): PaymentBatch {
  if (typeof batchBase64 !== 'string' || batchBase64.trim() === '') throw unprocessable('The payment request is empty.');
  if (batchBase64.length > 100_000) throw unprocessable('The payment request is too large.');
  const decoded = decodePaymentBatch(batchBase64);
  if (!decoded.ok) throw unprocessable(decoded.error);
  return decoded.value;
}

function invoiceOf(db: Db, source: string, payer: string): InvoiceRecord {
  const match = (i: InvoiceRecord) =>
    (i.customerNo === payer || i.profileID === payer) && (i.documentNo === source || i.sourceCode === source);
  const found = db.invoices.findMany((q) => q.where(match), { orderBy: { postingDate: 'desc' } });
  const invoice = found.find((i) => i.remainingAmount > 0) ?? found[0];
  if (!invoice) throw notFound('No invoice matches this payment request.');
  return invoice;
}

function customerExists(db: Db, customerNo: string) {
  return Boolean(
    db.profiles.findFirst((q) => q.where({ CustomerNo: customerNo })) ?? db.invoices.findFirst((q) => q.where({ customerNo })),
  );
}

interface Plan {
  key: string;
  customerNo: string;
  invoices: InvoiceRecord[];
  /** Receipts already posted for this batch (it was paid before). */
  settled: { receiptNos: string[]; status: 'paid' | 'pending' } | null;
}

function plan(db: Db, batch: PaymentBatch): Plan {
  if (isClearPendingBatch(batch)) {
    if (!customerExists(db, batch.customerNo)) throw notFound('No customer matches this payment request.');
    const open = openInvoices(db, batch.customerNo);
    const total = Math.round(open.reduce((s, i) => s + i.remainingAmount, 0) * 100) / 100;
    if (open.length === 0) {
      const last = db.paymentBatches.findMany((q) => q.where({ key: (k) => k.startsWith(`clear|${batch.customerNo}|`) }), {
        orderBy: { at: 'desc' },
      })[0];
      return {
        key: '',
        customerNo: batch.customerNo,
        invoices: [],
        settled: last ? { receiptNos: last.receiptNos, status: last.status } : { receiptNos: [], status: 'paid' },
      };
    }
    // The invoices themselves, not only their total: next year's subscription of the same amount is a new payment.
    const key = `clear|${batch.customerNo}|${open.map((i) => i.documentNo).join(',')}|${total.toFixed(2)}`;
    const seen = db.paymentBatches.findFirst((q) => q.where({ key }));
    return {
      key,
      customerNo: batch.customerNo,
      invoices: open,
      settled: seen ? { receiptNos: seen.receiptNos, status: seen.status } : null,
    };
  }
  const invoice = invoiceOf(db, batch.sourceDocumentNo, batch.payerID);
  const key = `doc|${invoice.documentNo}|${batch.amount.toFixed(2)}`;
  const seen = db.paymentBatches.findFirst((q) => q.where({ key }));
  if (seen) return { key, customerNo: invoice.customerNo, invoices: [], settled: { receiptNos: seen.receiptNos, status: seen.status } };
  if (invoice.remainingAmount <= 0)
    return {
      key,
      customerNo: invoice.customerNo,
      invoices: [],
      settled: { receiptNos: invoice.receiptNo ? [invoice.receiptNo] : [], status: 'paid' },
    };
  const waits = subscriptionWaitReason(db, invoice);
  if (waits) throw unprocessable(waits);
  if (Math.abs(invoice.remainingAmount - batch.amount) > 0.005) {
    throw unprocessable(`The amount does not match the invoice ${invoice.documentNo}: ${formatMoney(invoice.remainingAmount)} is due.`);
  }
  return { key, customerNo: invoice.customerNo, invoices: [invoice], settled: null };
}

/** What the gateway page shows before the member pays. */
export function previewBatch(simulation: Simulation, batchBase64: string): GatewayPreview {
  const batch = decode(batchBase64);
  const p = plan(simulation.db, batch);
  const profile = simulation.db.profiles.findFirst((q) => q.where({ CustomerNo: p.customerNo }));
  const invoice = simulation.db.invoices.findFirst((q) => q.where({ customerNo: p.customerNo }));
  const profileId = profile?.ProfileID ?? invoice?.profileID;
  const documents = p.invoices.map((i) => ({ documentNo: i.documentNo, description: i.description, amount: i.remainingAmount }));
  return {
    batch,
    kind: isClearPendingBatch(batch) ? 'clear-pending' : 'document',
    payerName: profileId ? memberRefOf(simulation.db, profileId).name : p.customerNo,
    customerNo: p.customerNo,
    documents,
    total: documents.reduce((s, d) => s + d.amount, 0),
    alreadyPaid: p.settled !== null,
    receiptNos: p.settled?.receiptNos ?? [],
  };
}

/** Pays (or fails, or cancels) a batch. Paying the same batch twice pays once. */
export async function payBatch(
  simulation: Simulation,
  batchBase64: string,
  outcome: GatewayOutcome,
  options: GatewayOptions = {},
): Promise<GatewayResult> {
  if (!(GATEWAY_OUTCOMES as readonly string[]).includes(outcome))
    throw unprocessable('The payment outcome must be paid, failed or cancelled.');
  const batch = decode(batchBase64);
  const p = plan(simulation.db, batch);
  // Paid before (the page reloaded or revisited): whatever is pressed, the truth is that it is paid.
  if (p.settled) {
    return {
      status: p.settled.status,
      duplicate: true,
      receiptNos: p.settled.receiptNos,
      amount: 0,
      redirectTo: batch.success_url,
      message: p.settled.receiptNos.length ? 'This payment was already made: nothing was charged again.' : 'There is nothing to pay.',
      batch,
    };
  }
  if (outcome !== 'paid') {
    return {
      status: outcome,
      duplicate: false,
      receiptNos: [],
      amount: 0,
      redirectTo: batch.fail_url,
      message: outcome === 'failed' ? 'The payment failed. Nothing was charged.' : 'The payment was cancelled. Nothing was charged.',
      batch,
    };
  }

  const { db } = simulation;
  const paymentType = options.paymentType ?? 'M-Pesa';
  const paymentID = await nextDocumentNo(simulation, 'payment');
  const amount = Math.round(p.invoices.reduce((s, i) => s + i.remainingAmount, 0) * 100) / 100;
  // The idempotency record is written before anything is posted, so a second request arriving meanwhile is a duplicate.
  await db.paymentBatches.create({
    key: p.key,
    customerNo: p.customerNo,
    status: 'pending',
    receiptNos: [],
    amount,
    at: simulation.nowIso(),
  });

  if ((options.settleAfterMs ?? 0) > 0) {
    for (const invoice of p.invoices) {
      await simulation.schedule(TASK.postReceipt, options.settleAfterMs ?? 0, {
        invoiceNo: invoice.documentNo,
        paymentID,
        paymentType,
        batchKey: p.key,
      });
    }
    return {
      status: 'pending',
      duplicate: false,
      receiptNos: [],
      amount,
      redirectTo: batch.success_url,
      message: 'Payment received; the receipt will be posted once it is confirmed.',
      batch,
    };
  }

  const receiptNos: string[] = [];
  for (const invoice of p.invoices) receiptNos.push((await postReceipt(simulation, invoice, { paymentID, paymentType })).receiptNo);
  await db.paymentBatches.update((q) => q.where({ key: p.key }), {
    data: (b) => {
      b.status = 'paid';
      b.receiptNos = receiptNos;
    },
  });
  return {
    status: 'paid',
    duplicate: false,
    receiptNos,
    amount,
    redirectTo: batch.success_url,
    message: `Payment of ${formatMoney(amount)} received.`,
    batch,
  };
}
