// My Subscriptions and My Payment History against the fake backend (issue 15 items 1, 2; spec 3 §2, §6): both
// loaders and a failed load. The pure rules are in subscription-rules.test.ts.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { subscriptionRowActions } from '#machines/subscriptions/subscription-rules.ts';
import { paymentHistoryMachine, subscriptionListMachine } from '#machines/subscriptions/subscriptions.machine.ts';
import { useBackend } from '../../support/backend';

describe('the loaders against the fake backend', () => {
  const t = useBackend({ scenario: 'default' });

  it('arrears@: four subscriptions, the newest two unpaid with Pay Now', async () => {
    const actor = createActor(subscriptionListMachine, { input: { api: await t.signIn('arrears@demo.test') } }).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    const rows = done.context.data ?? [];
    expect(rows.map((s) => s.subsPeriod)).toEqual(['2026', '2025', '2024', '2023']);
    const viewer = { memberType: 'PE', company: 'ICS' };
    expect(rows.map((s) => subscriptionRowActions(s, viewer).payNow)).toEqual([true, true, false, false]);
    expect(rows.map((s) => subscriptionRowActions(s, viewer).receipt)).toEqual([false, false, true, true]);
  });

  it('member@: the payments sorted by year (of subscription, else paid), newest first, each with what it paid for', async () => {
    const actor = createActor(paymentHistoryMachine, { input: { api: await t.signIn('member@demo.test') } }).start();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    const rows = done.context.data ?? [];
    const years = rows.map((r) => Number(r.subscriptionYear || r.paymentDate.slice(0, 4)));
    expect(years.length).toBeGreaterThan(5);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    // Issue 34 item 3: the ledger says what each paid; only subscriptions carry a year of subscription.
    expect(rows.filter((r) => r.paidFor.kind === 'unknown')).toEqual([]);
    const kinds = new Set(rows.map((r) => r.paidFor.kind));
    expect(kinds).toContain('subscription');
    expect(kinds).toContain('event');
    for (const r of rows) {
      expect(r.subscriptionYear !== '', `${r.paymentCode} (${r.paidFor.kind})`).toBe(r.paidFor.kind === 'subscription');
      expect(r.yearOfSubscription !== '', `${r.paymentCode} from the server`).toBe(r.paidFor.kind === 'subscription');
    }
    expect(done.context.data?.every((r) => r.memberNo === 'M1001')).toBe(true);
  });

  it('a failed load is a retryable error, then data', async () => {
    const api = await t.signIn('member@demo.test');
    const { http, HttpResponse } = await import('msw');
    t.server.use(http.get(/\/billing\/history$/, () => HttpResponse.json({ message: 'History is down' }, { status: 503 }), { once: true }));
    const actor = createActor(paymentHistoryMachine, { input: { api } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toContain('History is down');
    expect(failed.context.retryable).toBe(true);
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
