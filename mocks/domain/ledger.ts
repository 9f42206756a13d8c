// The money side of membership: invoices with their ledger entries, receipts that settle them and post to what
// was paid (application, upgrade, subscription, licence, booking), open invoices and the balance.
import { hrefTo } from '#contract/routes.ts';
import type { Db } from '../db';
import type { InvoiceRecord, InvoiceSource, ReceiptRecord } from '../db/membership';
import { formatMoney } from '#contract/money.ts';
import { addDays, DAY_MS } from './dates';
import { refreshGoodStanding } from './good-standing';
import { memberRefOf, type MemberRef } from './member';
import { nextDocumentNo, nextEntryNo } from './numbering';
import { TASK } from './tasks';
import type { SimulationPort } from './simulation-port';

export interface NewInvoice {
  member: MemberRef;
  source: InvoiceSource;
  sourceCode: string;
  description: string;
  amount: number;
  /** ISO date-time; default the simulated now. */
  postedAt?: string;
  /** Use this number (subscriptions pre-allocate theirs); default the next INV number. */
  documentNo?: string;
}

/** Creates an invoice and its ledger entry (due in 30 days). */
export async function createInvoice(simulation: SimulationPort, input: NewInvoice): Promise<InvoiceRecord> {
  const { db } = simulation;
  const postedAt = input.postedAt ?? simulation.nowIso();
  const documentNo = input.documentNo ?? (await nextDocumentNo(simulation, 'invoice'));
  const postingDate = postedAt.slice(0, 10);
  const dueDate = addDays(postingDate, 30);
  const invoice = await db.invoices.create({
    documentNo,
    customerNo: input.member.customerNo,
    profileID: input.member.profileId,
    source: input.source,
    sourceCode: input.sourceCode,
    description: input.description,
    amount: input.amount,
    remainingAmount: input.amount,
    postingDate,
    dueDate,
    receiptNo: '',
  });
  await db.ledger.create({
    entryNo: await nextEntryNo(simulation),
    customerNo: input.member.customerNo,
    profileID: input.member.profileId,
    documentNo,
    externalDocumentNo: input.sourceCode,
    documentDate: postingDate,
    postingDate,
    dueDate,
    documentType: 'Invoice',
    description: input.description,
    amountLCY: input.amount,
    remainingAmtLCY: input.amount,
  });
  return invoice;
}

/** The invoice a member means by a code: its number, or the code of what it bills. Null when not the member's. */
export function findInvoice(db: Db, profileId: string, code: string): InvoiceRecord | null {
  return (
    db.invoices.findFirst((q) => q.where({ documentNo: code, profileID: profileId })) ??
    db.invoices.findMany((q) => q.where({ sourceCode: code, profileID: profileId }), { orderBy: { postingDate: 'desc' } })[0] ??
    null
  );
}

export interface PaymentInfo {
  paymentID: string;
  /** M-Pesa, Card… */
  paymentType: string;
  /** ISO date-time; default the simulated now. */
  paidAt?: string;
  /** No receipt e-mail (seeding). */
  silent?: boolean;
}

/** Settles an invoice in full: receipt, ledger payment entry, the paid record's receipt fields, e-mail. */
export async function postReceipt(simulation: SimulationPort, invoice: InvoiceRecord, payment: PaymentInfo): Promise<ReceiptRecord> {
  const { db } = simulation;
  const paidAt = payment.paidAt ?? simulation.nowIso();
  const receiptNo = await nextDocumentNo(simulation, 'receipt');
  const amount = invoice.remainingAmount;
  const subscription =
    invoice.source === 'Subscription' ? db.subscriptions.findFirst((q) => q.where({ documentNo: invoice.sourceCode })) : null;
  const receipt = await db.receipts.create({
    receiptNo,
    customerNo: invoice.customerNo,
    profileID: invoice.profileID,
    invoiceNo: invoice.documentNo,
    source: invoice.source,
    sourceCode: invoice.sourceCode,
    description: invoice.description,
    amount,
    paidAt,
    paymentID: payment.paymentID,
    paymentType: payment.paymentType,
    year: subscription?.subsPeriod ?? paidAt.slice(0, 4),
  });
  await db.invoices.update((q) => q.where({ documentNo: invoice.documentNo }), {
    data: (i) => {
      i.remainingAmount = 0;
      i.receiptNo = receiptNo;
    },
  });
  await db.ledger.update((q) => q.where({ documentNo: invoice.documentNo, documentType: 'Invoice' }), {
    data: (l) => void (l.remainingAmtLCY = 0),
  });
  await db.ledger.create({
    entryNo: await nextEntryNo(simulation),
    customerNo: invoice.customerNo,
    profileID: invoice.profileID,
    documentNo: receiptNo,
    externalDocumentNo: payment.paymentID,
    documentDate: paidAt.slice(0, 10),
    postingDate: paidAt.slice(0, 10),
    dueDate: paidAt.slice(0, 10),
    documentType: 'Payment',
    description: `Payment for ${invoice.documentNo}: ${invoice.description}`,
    amountLCY: -amount,
    remainingAmtLCY: 0,
  });

  switch (invoice.source) {
    case 'Application':
      await db.applications.update((q) => q.where({ Code: invoice.sourceCode }), { data: (a) => void (a.postedReceiptNo = receiptNo) });
      break;
    case 'Upgrade': {
      const upgrade = await db.upgrades.update((q) => q.where({ code: invoice.sourceCode }), {
        data: (u) => void (u.postedReceiptNo = receiptNo),
      });
      // The board accepts a paid upgrade that is under review the next day.
      if (upgrade?.status === 'Open' && !payment.silent)
        await simulation.schedule(TASK.upgradeAdvance, DAY_MS, { code: upgrade.code, expected: 'Open' });
      break;
    }
    case 'Subscription':
      await db.subscriptions.update((q) => q.where({ documentNo: invoice.sourceCode }), {
        data: (s) => {
          s.paidAmount = s.paidAmount + amount;
          s.paid = true;
          s.fullyPaid = s.paidAmount >= s.billedAmount;
          s.status = s.fullyPaid ? 'Paid' : 'Partially Paid';
          s.recieptNo = receiptNo;
          s.lastPaidDate = paidAt;
        },
      });
      break;
    case 'License': {
      const licence = await db.licences.update((q) => q.where({ licenseApplicationNo: invoice.sourceCode }), {
        data: (l) => {
          l.receiptNo = receiptNo;
          if (l.status === 'Pending Payment' || l.status === 'New' || l.status === 'Pending Upload') l.status = 'Paid';
        },
      });
      if (licence?.status === 'Paid' && !payment.silent)
        await simulation.schedule(TASK.licenceAdvance, DAY_MS, { no: licence.licenseApplicationNo, expected: 'Paid' });
      break;
    }
    case 'Event':
      await db.bookings.update((q) => q.where({ bookingNo: invoice.sourceCode }), {
        data: (b) => {
          b.paid = true;
          b.receiptNo = receiptNo;
        },
      });
      break;
  }

  if (!payment.silent) {
    const member = memberRefOf(db, invoice.profileID);
    if (member.email) {
      await simulation.send({
        channel: 'email',
        to: member.email,
        subject: `Payment received: receipt ${receiptNo}`,
        body: `Dear ${member.name}, we have received ${formatMoney(amount)} for ${invoice.description} (invoice ${invoice.documentNo}). Your receipt number is ${receiptNo}.`,
        links: [hrefTo('receipt', { code: receiptNo })],
        codes: [],
      });
    }
    await refreshGoodStanding(db, invoice.profileID, simulation.today());
  }
  return receipt;
}
