// The fake payment gateway's rules at their edges (spec §B): the amount must match what is due to the cent,
// an invoice already settled is paid once only, a code billed twice pays its open invoice, and Clear Pending
// Invoices pays what has come due since the last time it was used.
import { describe, expect, it } from 'vitest';
import { encodeBase64Json } from '#contract';
import { payBatch } from '#mocks/simulation/gateway.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';

const member = personaByKey('member');
const urls = { success_url: '/dashboard', fail_url: '/billing' };

describe('payment gateway rules', () => {
  const t = useBackend({ scenario: 'default' });

  /** An Event invoice of member@ (with its ledger entry), as the billing code would write it. */
  async function invoice(documentNo: string, sourceCode: string, postingDate: string, remaining: number) {
    const { db } = t.backend;
    const fields = { customerNo: member.customerNo!, profileID: member.profileId!, documentNo, postingDate, dueDate: postingDate };
    await db.invoices.create({
      ...fields,
      source: 'Event',
      sourceCode,
      description: `Event ${sourceCode}`,
      amount: 2_000,
      remainingAmount: remaining,
      receiptNo: remaining > 0 ? '' : `RCP-${documentNo}`,
    });
    await db.ledger.create({
      ...fields,
      entryNo: 970_000 + db.ledger.count(),
      externalDocumentNo: sourceCode,
      documentDate: postingDate,
      documentType: 'Invoice',
      description: `Event ${sourceCode}`,
      amountLCY: 2_000,
      remainingAmtLCY: remaining,
    });
  }
  const documentBatch = (sourceDocumentNo: string, amount: number) =>
    encodeBase64Json({
      payerID: member.customerNo,
      sourceDocumentNo,
      description: 'Event Payment',
      amount,
      accountNo: member.memberNo,
      ...urls,
    });

  it('amount rule: one cent short of what is due is refused; the exact amount is paid', async () => {
    await invoice('INV-GWR-1', 'EVT-GWR-1', '2026-10-01', 2_000);
    await expect(payBatch(t.backend.simulation, documentBatch('INV-GWR-1', 1_999.99), 'paid')).rejects.toMatchObject({
      status: 422,
      message: 'The amount does not match the invoice INV-GWR-1: KES\u00a02,000.00 is due.',
    });
    expect(await payBatch(t.backend.simulation, documentBatch('INV-GWR-1', 2_000), 'paid')).toMatchObject({
      status: 'paid',
      duplicate: false,
      amount: 2_000,
    });
  });

  it('paid-once rule: an invoice already settled (nothing left to pay) is a duplicate: nothing charged, its receipt named', async () => {
    await invoice('INV-GWR-2', 'EVT-GWR-2', '2026-10-01', 0);
    expect(await payBatch(t.backend.simulation, documentBatch('INV-GWR-2', 2_000), 'paid')).toMatchObject({
      status: 'paid',
      duplicate: true,
      amount: 0,
      receiptNos: ['RCP-INV-GWR-2'],
    });
  });

  it('open-invoice rule: a code billed twice pays its open invoice, even when the settled one is newer', async () => {
    await invoice('INV-GWR-3A', 'EVT-GWR-3', '2026-09-01', 2_000);
    await invoice('INV-GWR-3B', 'EVT-GWR-3', '2026-10-01', 0);
    const paid = await payBatch(t.backend.simulation, documentBatch('EVT-GWR-3', 2_000), 'paid');
    expect(paid).toMatchObject({ status: 'paid', duplicate: false, amount: 2_000 });
    expect(t.backend.db.invoices.findFirst((q) => q.where({ documentNo: 'INV-GWR-3A' }))).toMatchObject({
      remainingAmount: 0,
      receiptNo: paid.receiptNos[0],
    });
  });

  it('Clear Pending Invoices rule: the same batch used again after a new invoice of the same total came due pays the new invoice', async () => {
    const { simulation, db } = t.backend;
    const clear = encodeBase64Json({ customerNo: member.customerNo, accountNo: member.memberNo, ...urls });
    await invoice('INV-GWR-4', 'EVT-GWR-4', '2026-10-01', 2_000);
    const first = await payBatch(simulation, clear, 'paid');
    expect(first).toMatchObject({ status: 'paid', duplicate: false });
    await invoice('INV-GWR-5', 'EVT-GWR-5', '2026-10-02', 2_000);
    const second = await payBatch(simulation, clear, 'paid');
    expect(second).toMatchObject({ status: 'paid', duplicate: false, amount: 2_000 });
    expect(db.invoices.findFirst((q) => q.where({ documentNo: 'INV-GWR-5' }))).toMatchObject({
      remainingAmount: 0,
      receiptNo: second.receiptNos[0],
    });
  });
});
