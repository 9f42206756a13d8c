// Subscriptions are paid oldest first (spec §F), on both sides of the wire: the one Pay Now machine waits (and says
// why) on a later year while an earlier one is unpaid, and the fake backend's gateway refuses that year's batch, as
// the body's backend would. arrears@ owes 2025 (INV000016) and 2026 (INV000017); paying 2025 frees 2026.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { payNowMachine, selectHandoffRequest, selectWaitingReason } from '#machines/payment/pay-now.machine.ts';
import type { Payable } from '#machines/payment/payables.ts';
import { buildHandoff, type PaymentRequest } from '#machines/payment/payment-handoff.ts';
import { PAYMENT_DESCRIPTION, type ApiClient, type Payer } from '#contract';
import { subscriptionWaitsMessage } from '#contract/subscription-order.ts';
import { payBatch, previewBatch } from '#mocks/simulation/gateway.ts';
import { useBackend } from '../../support/backend';

const arrears: Payer = { CustomerNo: 'CUST-0002', MemberNo: 'M1002' };
const WAITS = subscriptionWaitsMessage({ subsPeriod: '2025' });
const EARLIEST = 'INV000016';
const LATER = 'INV000017';

describe('subscriptions are paid oldest first (pay-now machine and the gateway)', () => {
  const t = useBackend({ scenario: 'default' });

  const click = async (api: ApiClient, payable: Payable) => {
    const actor = createActor(payNowMachine, { input: { api, payable, payer: arrears } }).start();
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => !s.matches('checking'));
    return actor.getSnapshot();
  };
  const batchFor = (sourceDocumentNo: string) => {
    const request: PaymentRequest = {
      kind: 'document',
      payerID: arrears.CustomerNo,
      sourceDocumentNo,
      description: PAYMENT_DESCRIPTION.subscription,
      amount: 11_600,
      accountNo: arrears.MemberNo,
    };
    const built = buildHandoff({
      origin: 'https://portal.example.org',
      paymentPageUrl: '/__mock/gateway',
      request,
      successPath: '/subscription',
      failPath: '/subscription',
      ref: 'r1',
      now: 1,
    });
    if (!built.ok) throw new Error(built.error);
    return new URL(built.value.url).searchParams.get('batch') ?? '';
  };

  it('the later year waits and says why, as a subscription and as an invoice; the gateway refuses its batch', async () => {
    const api = await t.signIn('arrears@demo.test');
    for (const payable of [
      { kind: 'subscription', code: LATER },
      { kind: 'invoice', code: LATER },
    ] as const) {
      const snapshot = await click(api, payable);
      expect(snapshot.value, payable.kind).toBe('ready');
      expect(selectHandoffRequest(snapshot)).toBeNull();
      expect(selectWaitingReason(snapshot)).toBe(WAITS);
      expect(snapshot.context.notice).toBe(WAITS);
    }
    // A batch built anyway (a stale page, a hand-made request) is refused, for the page and for the payment.
    expect(() => previewBatch(t.backend.simulation, batchFor(LATER))).toThrow(WAITS);
    await expect(payBatch(t.backend.simulation, batchFor(LATER), 'paid')).rejects.toMatchObject({ status: 422, message: WAITS });
    expect(t.backend.db.subscriptions.findFirst((q) => q.where({ documentNo: LATER }))?.fullyPaid).toBe(false);
  });

  it('the earliest unpaid year is payable; once it is paid, the next becomes payable on both sides', async () => {
    const api = await t.signIn('arrears@demo.test');
    const earliest = await click(api, { kind: 'subscription', code: EARLIEST });
    expect(earliest.value).toBe('handingOff');
    expect(selectHandoffRequest(earliest)).toMatchObject({ sourceDocumentNo: EARLIEST, amount: 11_600 });
    expect(selectWaitingReason(earliest)).toBeNull();
    expect(await payBatch(t.backend.simulation, batchFor(EARLIEST), 'paid')).toMatchObject({ status: 'paid', duplicate: false });

    const later = await click(api, { kind: 'subscription', code: LATER });
    expect(later.value).toBe('handingOff');
    expect(selectHandoffRequest(later)).toMatchObject({ sourceDocumentNo: LATER, amount: 11_600 });
    expect(previewBatch(t.backend.simulation, batchFor(LATER))).toMatchObject({ alreadyPaid: false, total: 11_600 });
    expect(await payBatch(t.backend.simulation, batchFor(LATER), 'paid')).toMatchObject({ status: 'paid', duplicate: false });
  });
});
