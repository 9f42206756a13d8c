// The payment hand-off against the fake backend: the batch the gateway receives, same-origin returns only, and
// confirmation by polling the backend (never trusting the arrival at success_url), on the simulated clock.
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decodePaymentBatch } from '../../src/contract';
import { buildHandoff, PAYMENT_MESSAGES, paymentConfirmMachine, type PendingPayment } from '../../machines/payment/payment.machine';
import { payBatch } from '../../mocks/world/gateway';
import { personaByKey } from '../../mocks/scenarios/personas';
import { useBackend } from '../support/backend';

const origin = 'https://portal.example.org';
const arrears = personaByKey('arrears');
const clearPending = { kind: 'clearPending' as const, customerNo: arrears.customerNo ?? '', accountNo: arrears.memberNo ?? '' };

describe('payment hand-off', () => {
  const t = useBackend({ scenario: 'default' });

  it('builds the batch of document 1 §7 with same-origin return addresses', () => {
    const built = buildHandoff({ origin, paymentPageUrl: '/__mock/gateway', request: clearPending, successPath: '/dashboard', failPath: '/billing', ref: 'r1', now: 1 });
    if (!built.ok) throw new Error(built.error);
    const url = new URL(built.value.url);
    expect(url.pathname).toBe('/__mock/gateway');
    const batch = decodePaymentBatch(url.searchParams.get('batch') ?? '');
    expect(batch).toEqual({ ok: true, value: { ...{ customerNo: arrears.customerNo, accountNo: arrears.memberNo }, success_url: `${origin}/dashboard?payment=return&ref=r1`, fail_url: `${origin}/billing?payment=failed&ref=r1` } });
  });

  it('refuses a return address of another origin', () => {
    for (const bad of ['//evil.com', 'https://portal@evil.com', 'javascript:alert(1)', '/\\evil.com']) {
      expect(buildHandoff({ origin, paymentPageUrl: '/pay', request: clearPending, successPath: bad, failPath: '/billing', ref: 'r', now: 1 })).toEqual({ ok: false, error: PAYMENT_MESSAGES.badReturn });
    }
  });

  it('confirms only once the backend shows the payment, polling on the clock', async () => {
    const built = buildHandoff({ origin, paymentPageUrl: '/__mock/gateway', request: clearPending, successPath: '/dashboard', failPath: '/billing', ref: 'r2', now: 1 });
    if (!built.ok) throw new Error(built.error);
    const clock = new SimulatedClock();
    const actor = createActor(paymentConfirmMachine, { input: { api: await t.signIn(arrears.email), pending: built.value.pending, outcome: 'return', pollMs: 1_000, limitMs: 10_000 }, clock }).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.confirming);

    await payBatch(t.backend.world, new URL(built.value.url).searchParams.get('batch') ?? '', 'paid');
    clock.increment(1_000);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.confirmed);
  });

  it('says the payment is still being confirmed after the time limit, and can check again', async () => {
    const pending: PendingPayment = { ref: 'r3', request: { kind: 'document', payerID: 'CUST-0002', sourceDocumentNo: 'INV-NOT-PAID', description: 'x', amount: 10, accountNo: 'M1002' }, startedAt: 1 };
    const clock = new SimulatedClock();
    const actor = createActor(paymentConfirmMachine, { input: { api: await t.signIn(arrears.email), pending, outcome: 'return', pollMs: 1_000, limitMs: 3_000 }, clock }).start();
    for (let i = 0; i < 4; i++) {
      await waitFor(actor, (s) => s.matches('waiting') || s.matches('stillConfirming'));
      clock.increment(1_000);
    }
    await waitFor(actor, (s) => s.matches('stillConfirming'));
    expect(actor.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.stillConfirming);
    actor.send({ type: 'payment.check' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('reports a failed or unknown return without checking anything', () => {
    const failed = createActor(paymentConfirmMachine, { input: { api: t.anon, pending: null, outcome: 'failed' } }).start();
    expect(failed.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.failed);
    const unknown = createActor(paymentConfirmMachine, { input: { api: t.anon, pending: null, outcome: 'return' } }).start();
    expect(unknown.getSnapshot().context.message).toBe(PAYMENT_MESSAGES.unknown);
  });
});
