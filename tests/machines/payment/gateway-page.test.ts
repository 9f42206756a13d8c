// The simulated payment page's machine (mock mode, spec §B) through the mock controls' client and the fake
// gateway: it shows the batch, pays, fails or cancels, and goes back only to a same-origin return address; a
// foreign one is refused in words.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { encodeBase64Json } from '#contract';
import { GATEWAY_REFUSED_RETURN, gatewayPageMachine } from '#machines/payment/gateway-page.machine';
import { personaByKey } from '#mocks/scenarios/personas';
import { useBackend } from '../../support/backend';
import { controlsClientFor } from '../../support/mock-controls';

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
    const page = await openPage({ success_url: `${origin}/dashboard?payment=return&ref=r2`, fail_url: `${origin}/billing` });
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
});
