// The simulated payment page's machine (mock mode, spec §B) through the mock controls' client and the fake
// gateway: it shows the batch, pays, fails or cancels, and goes back only to a same-origin return address; a
// foreign one is refused in words.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { encodeBase64Json } from '#contract';
import { GATEWAY_REFUSED_RETURN, gatewayOffer, gatewayPageMachine } from '#machines/payment/gateway-page.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { controlsClientFor } from '../../support/mock-controls';
import { freshInvoiceBatch } from '../../support/fresh-invoice';

const origin = 'https://portal.example.org';
const arrears = personaByKey('arrears');

describe('gateway page machine', () => {
  const t = useBackend({ scenario: 'default' });
  const start = (batch: string) =>
    createActor(gatewayPageMachine, { input: { api: controlsClientFor(t.backend, origin), origin, batch } }).start();
  /** The page for a Clear Pending Invoices batch with these return addresses, answered by the fake gateway. */
  const openPage = async (urls: { success_url: string; fail_url: string }) => {
    const actor = start(encodeBase64Json({ customerNo: arrears.customerNo, accountNo: arrears.memberNo, ...urls }));
    await waitFor(actor, (s) => !s.matches('loading'));
    return actor;
  };
  /** The page for a new invoice of arrears@ (the tests share one world: a batch no test has paid yet). */
  const openInvoicePage = async (urls: { success_url: string; fail_url: string }) => {
    const { batch } = await freshInvoiceBatch(t.backend, urls);
    const actor = start(batch);
    await waitFor(actor, (s) => !s.matches('loading'));
    return actor;
  };

  it('shows the payer and the open invoices of the batch', async () => {
    const page = await openPage({ success_url: `${origin}/dashboard`, fail_url: `${origin}/billing` });
    expect(page.getSnapshot().value).toBe('ready');
    expect(page.getSnapshot().context.preview).toMatchObject({ kind: 'clear-pending', customerNo: arrears.customerNo, alreadyPaid: false });
    expect(page.getSnapshot().context.preview?.documents.length).toBeGreaterThan(0);
  });

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    'javascript:alert(1)',
    'https://portal.example.org@evil.example/x',
  ])('return address rule: refuses to go back to the foreign address %s, says why, and stays on the page', async (foreign) => {
    const page = await openPage({ success_url: `${origin}/dashboard`, fail_url: foreign });
    page.send({ type: 'gateway.cancel' });
    await waitFor(page, (s) => !s.matches('submitting'));
    expect(page.getSnapshot().value).toBe('ready');
    expect(page.getSnapshot().context.returnTo).toBeNull();
    expect(page.getSnapshot().context.error).toBe(GATEWAY_REFUSED_RETURN);
  });

  it('return address rule: goes back to a same-origin address as a path (cancel goes to fail_url)', async () => {
    const page = await openPage({
      success_url: `${origin}/dashboard?payment=return&ref=r1`,
      fail_url: `${origin}/billing?payment=failed&ref=r1`,
    });
    page.send({ type: 'gateway.cancel' });
    await waitFor(page, (s) => s.status === 'done');
    expect(page.getSnapshot().context).toMatchObject({ returnTo: '/billing?payment=failed&ref=r1', outcome: 'cancelled', error: null });
  });

  it('return address rule: a paid batch with a foreign success address is not followed either', async () => {
    const page = await openPage({ success_url: 'https://evil.example/thanks', fail_url: `${origin}/billing` });
    page.send({ type: 'gateway.pay' });
    await waitFor(page, (s) => !s.matches('submitting'));
    expect(page.getSnapshot().context).toMatchObject({ returnTo: null, error: GATEWAY_REFUSED_RETURN, outcome: 'paid' });
  });

  it('return address rule: a paid batch goes back to its same-origin success address', async () => {
    const page = await openInvoicePage({ success_url: `${origin}/dashboard?payment=return&ref=r2`, fail_url: `${origin}/billing` });
    page.send({ type: 'gateway.pay' });
    await waitFor(page, (s) => s.status === 'done');
    expect(page.getSnapshot().context).toMatchObject({ returnTo: '/dashboard?payment=return&ref=r2', outcome: 'paid', error: null });
  });

  it('a batch the gateway cannot read leaves the page broken with the reason', async () => {
    const actor = start('not a batch');
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(actor.getSnapshot().value).toBe('broken');
    expect(actor.getSnapshot().context.error).toMatch(/damaged/);
  });
  it('gatewayOffer: a batch not paid is offered for payment; paid with a receipt says paid; paid without one yet says confirming', () => {
    expect(gatewayOffer({ alreadyPaid: false, receiptNos: [] })).toBe('pay');
    expect(gatewayOffer({ alreadyPaid: true, receiptNos: ['RCT000001'] })).toBe('paid');
    expect(gatewayOffer({ alreadyPaid: true, receiptNos: [] })).toBe('confirming');
  });

  it('issue 23 item 3: the page of a batch paid before (reloaded, revisited) says paid with its receipt; Pay, failure and Cancel are not taken; the way back charges nothing', async () => {
    const urls = { success_url: `${origin}/dashboard?payment=return&ref=r9`, fail_url: `${origin}/billing?payment=failed&ref=r9` };
    const first = await openInvoicePage(urls);
    first.send({ type: 'gateway.pay' });
    await waitFor(first, (s) => s.status === 'done');
    const paidCount = t.backend.db.paymentBatches.count();

    // The same page again (a reload): the same batch.
    const again = start(first.getSnapshot().context.batch);
    await waitFor(again, (s) => !s.matches('loading'));
    const preview = again.getSnapshot().context.preview!;
    expect(gatewayOffer(preview)).toBe('paid');
    expect(preview.receiptNos.length).toBeGreaterThan(0);
    for (const type of ['gateway.pay', 'gateway.fail', 'gateway.cancel'] as const) {
      again.send({ type });
      expect(again.getSnapshot().value, type).toBe('ready');
    }
    again.send({ type: 'gateway.return' });
    await waitFor(again, (s) => s.status === 'done');
    expect(again.getSnapshot().context.returnTo).toBe('/dashboard?payment=return&ref=r9');
    expect(t.backend.db.paymentBatches.count()).toBe(paidCount);
  });

  it('gateway.return is not taken on a batch still to pay', async () => {
    const page = await openInvoicePage({ success_url: `${origin}/dashboard`, fail_url: `${origin}/billing` });
    expect(gatewayOffer(page.getSnapshot().context.preview!)).toBe('pay');
    page.send({ type: 'gateway.return' });
    expect(page.getSnapshot().value).toBe('ready');
  });
});
