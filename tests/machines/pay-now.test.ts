// Paying twice is impossible (issue 15): the invoice page's Pay Now flow against the fake backend and its
// simulated gateway. A payable invoice hands off; once the gateway paid the batch, a second Pay Now (a stale page,
// another tab) asks the backend again and shows the receipt, and the same batch paid again charges nothing.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { invoicePayMachine, type InvoicePayGiven } from '../../machines/billing/invoice-pay.machine';
import { PAY_NOW_MESSAGES, selectHandoffRequest, selectReceiptNo } from '../../machines/payment/pay-now.machine';
import { buildHandoff } from '../../machines/payment/payment.machine';
import { membershipEndpoints, type ApiClient } from '../../src/contract';
import { payBatch, previewBatch } from '../../mocks/world/gateway';
import { useBackend } from '../support/backend';

const origin = 'https://portal.example.org';
/** arrears@'s unpaid 2025 subscription invoice (seed 1). */
const invoice: InvoicePayGiven = { code: 'INV000016', payerID: 'CUST-0002', accountNo: 'M1002' };

describe('Pay Now on an invoice (machines/payment/pay-now.machine.ts)', () => {
  const t = useBackend({ scenario: 'default' });

  const start = async (api: ApiClient, given: InvoicePayGiven) => {
    const actor = createActor(invoicePayMachine, { input: { api, given } }).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    return actor;
  };
  const batchOf = (request: NonNullable<ReturnType<typeof selectHandoffRequest>>) => {
    const built = buildHandoff({ origin, paymentPageUrl: '/__mock/gateway', request, successPath: '/dashboard', failPath: '/billing/invoice/INV000016', ref: 'r1', now: 1 });
    if (!built.ok) throw new Error(built.error);
    return new URL(built.value.url).searchParams.get('batch') ?? '';
  };

  it('offers Pay Now for an unpaid subscription invoice and hands off the ledger amount, description and payer', async () => {
    const actor = await start(await t.signIn('arrears@demo.test'), invoice);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.state).toMatchObject({ status: 'payable' });
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => !s.matches('checking'));
    expect(actor.getSnapshot().value).toBe('handingOff');
    expect(selectHandoffRequest(actor.getSnapshot())).toEqual({ kind: 'document', payerID: 'CUST-0002', sourceDocumentNo: 'INV000016', description: 'Subscription Payment', amount: 11600, accountNo: 'M1002' });
    // A hand-off that cannot start comes back with its reason, Pay Now again.
    actor.send({ type: 'pay.failed', error: 'Online payment is not set up for this portal.' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('Online payment is not set up for this portal.');
  });

  it('a second Pay Now after the gateway paid the batch shows the receipt, and paying the batch again charges nothing', async () => {
    const api = await t.signIn('arrears@demo.test');
    const balance = async () => (await api.call(membershipEndpoints.balance)).data.BalanceLCY;
    const before = await balance();
    const first = await start(api, invoice);
    first.send({ type: 'pay.start' });
    await waitFor(first, (s) => s.matches('handingOff'));
    const batch = batchOf(selectHandoffRequest(first.getSnapshot())!);

    const paid = await payBatch(t.backend.world, batch, 'paid');
    expect(paid).toMatchObject({ status: 'paid', duplicate: false, amount: 11600 });
    const receiptNo = paid.receiptNos[0];
    expect(receiptNo).toMatch(/^RCT/);
    expect(await balance()).toBeCloseTo(before - 11600, 2);

    // The same batch again (the gateway page reloaded, Back and Pay): a duplicate, nothing charged, the same receipt.
    const again = await payBatch(t.backend.world, batch, 'paid');
    expect(previewBatch(t.backend.world, batch)).toMatchObject({ alreadyPaid: true, receiptNos: [receiptNo] });
    expect(again).toMatchObject({ status: 'paid', duplicate: true, amount: 0, receiptNos: [receiptNo] });
    expect(await balance()).toBeCloseTo(before - 11600, 2);

    // The stale page (loaded before the payment) still shows Pay Now; the click asks again and shows the receipt.
    const stale = await start(api, { ...invoice });
    expect(selectReceiptNo(stale.getSnapshot())).toBe(receiptNo);
    first.send({ type: 'pay.failed', error: 'back on the page' });
    first.send({ type: 'pay.start' });
    await waitFor(first, (s) => !s.matches('checking'));
    expect(first.getSnapshot().value).toBe('alreadyPaid');
    expect(selectReceiptNo(first.getSnapshot())).toBe(receiptNo);
    expect(first.getSnapshot().context.notice).toBe(PAY_NOW_MESSAGES.alreadyPaid);
    expect(selectHandoffRequest(first.getSnapshot())).toBeNull();
    expect(await balance()).toBeCloseTo(before - 11600, 2);
  });

  it('an application invoice paid long ago shows its receipt and no Pay Now, by its code or its invoice number', async () => {
    const api = await t.signIn('member@demo.test');
    const byCode = await start(api, { code: 'APP000001', payerID: 'CUST-0001', accountNo: 'M1001' });
    expect(byCode.getSnapshot().context.state).toEqual({ status: 'paid', receiptNo: 'RCT000001' });
    const invoiceNo = (await api.call(membershipEndpoints.ledger)).data.find((e) => e.documentType === 'Invoice' && e.externalDocumentNo === 'APP000001')?.documentNo ?? '';
    const byNumber = await start(api, { code: invoiceNo, payerID: 'CUST-0001', accountNo: 'M1001' });
    expect(byNumber.getSnapshot().context.state).toEqual({ status: 'paid', receiptNo: 'RCT000001' });
  });

  it('an invoice of something else (a booking) has no Pay Now here; an unknown code neither', async () => {
    const api = await t.signIn('member@demo.test');
    expect((await start(api, { code: 'INV000010', payerID: 'CUST-0001', accountNo: 'M1001' })).getSnapshot().context.state).toEqual({ status: 'none' });
    expect((await start(api, { code: 'NOPE', payerID: 'CUST-0001', accountNo: 'M1001' })).getSnapshot().context.state).toEqual({ status: 'none' });
  });

  it('a failed look-up is a visible, retryable error; a failed check on the click keeps Pay Now with the reason', async () => {
    const real = await t.signIn('arrears@demo.test');
    let failing = true;
    const flaky: ApiClient = { call: (endpoint, ...args) => (failing ? Promise.reject(new TypeError('Failed to fetch')) : real.call(endpoint, ...args)) };
    // The 2026 invoice (this file's world keeps the 2025 one paid).
    const actor = await start(flaky, { ...invoice, code: 'INV000017' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBeTruthy();
    failing = false;
    actor.send({ type: 'loader.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    failing = true;
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => !s.matches('checking'));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeTruthy();
    expect(actor.getSnapshot().context.state).toMatchObject({ status: 'payable' });
  });
});
