// The mock controls' own table through the real API client and the fake server's route builder: the outbox and
// gateway page machines take that client from their input; every control answers, and none is in the spec's table.
import { getResponse } from 'msw';
import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayPageMachine, GATEWAY_REFUSED_RETURN } from '../../machines/payment/gateway-page.machine';
import { outboxMachine } from '../../machines/outbox/outbox.machine';
import { createBackend, type Backend } from '../../mocks/backend';
import { createDevRoutes } from '../../mocks/dev-routes';
import { personaByKey } from '../../mocks/scenarios/personas';
import { SCENARIO_ANCHOR } from '../../mocks/scenarios';
import { ApiError, createApiClient } from '../../src/api';
import { encodeBase64Json, endpoints, listEndpoints, type ApiClient } from '../../src/contract';
import { MOCK_CONTROLS_BASE, mockControls } from '../../src/contract/mock-controls';

const ORIGIN = 'http://portal.test';
const arrears = personaByKey('arrears');

describe('mock controls through the API client', () => {
  let backend: Backend;
  let api: ApiClient;
  let controls: ApiClient;

  beforeAll(async () => {
    backend = await createBackend({ scenario: 'default', seed: 1, startAt: SCENARIO_ANCHOR.getTime() });
    const handlers = [...createDevRoutes({ backend }), ...backend.handlers];
    // The page's fetch, answered by the same handlers the browser worker and `portal serve` use.
    const fetchThroughHandlers = (async (input: RequestInfo | URL, init?: RequestInit) =>
      (await getResponse(handlers, new Request(input, init))) ?? new Response('no handler', { status: 599 })) as typeof fetch;
    api = createApiClient({ baseURL: `${ORIGIN}/api/`, fetch: fetchThroughHandlers });
    controls = createApiClient({ baseURL: `${ORIGIN}${MOCK_CONTROLS_BASE}`, fetch: fetchThroughHandlers });
  });

  it('the outbox machine shows what the fake server sent, newest first', async () => {
    await api.call(endpoints.auth.passwordReset, { body: { email: 'member@demo.test' } });
    await api.call(endpoints.auth.passwordReset, { body: { email: 'pending@demo.test' } });
    const actor = createActor(outboxMachine, { input: { api: controls } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const messages = actor.getSnapshot().context.data ?? [];
    expect(messages[0]?.to).toBe('pending@demo.test');
    expect(messages[1]?.to).toBe('member@demo.test');
    expect(messages.map((m) => m.id)).toEqual(messages.map((m) => m.id).sort((a, b) => b - a));
  });

  it('the outbox machine shows a failed call as a retryable error', async () => {
    const down: ApiClient = { call: () => Promise.reject(new Error('The server could not be reached. Check your connection and try again.')) };
    const actor = createActor(outboxMachine, { input: { api: down } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server could not be reached. Check your connection and try again.');
  });

  const batchTo = (success_url: string, fail_url = `${ORIGIN}/billing`) => encodeBase64Json({ customerNo: arrears.customerNo, accountNo: arrears.memberNo, success_url, fail_url });

  it('the gateway page previews the batch, pays it and returns to its same-origin address', async () => {
    const actor = createActor(gatewayPageMachine, { input: { api: controls, origin: ORIGIN, batch: batchTo(`${ORIGIN}/dashboard?payment=return&ref=r1`) } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.preview).toMatchObject({ kind: 'clear-pending', customerNo: arrears.customerNo, alreadyPaid: false });
    expect(actor.getSnapshot().context.preview?.total).toBeGreaterThan(0);
    actor.send({ type: 'gateway.pay' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(actor.getSnapshot().context.returnTo).toBe('/dashboard?payment=return&ref=r1');
  });

  it('the gateway page refuses to follow a return address of another site', async () => {
    const actor = createActor(gatewayPageMachine, { input: { api: controls, origin: ORIGIN, batch: batchTo(`${ORIGIN}/dashboard`, 'https://evil.example/steal') } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'gateway.cancel' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: GATEWAY_REFUSED_RETURN, returnTo: null });
  });

  it("the gateway page shows the fake server's refusal of a damaged batch", async () => {
    const actor = createActor(gatewayPageMachine, { input: { api: controls, origin: ORIGIN, batch: '%%%' } }).start();
    await waitFor(actor, (s) => s.matches('broken'));
    expect(actor.getSnapshot().context.error).toMatch(/\w/);
    expect(actor.getSnapshot().context.preview).toBeNull();
  });

  it('answers every control with a contract-valid answer', async () => {
    const answers = await Promise.all([
      controls.call(mockControls.outbox),
      controls.call(mockControls.state),
      controls.call(mockControls.flush),
      controls.call(mockControls.hints),
      controls.call(mockControls.clockAdvance, { body: { ms: 1_000 } }),
      controls.call(mockControls.gatewayPreview, { body: { batch: batchTo(`${ORIGIN}/dashboard`) } }),
      controls.call(mockControls.gatewayPay, { body: { batch: batchTo(`${ORIGIN}/dashboard`), outcome: 'cancelled' } }),
    ]);
    expect(answers).toHaveLength(7);
    const reset = await controls.call(mockControls.reset, { body: { scenario: 'fresh', seed: 3 } });
    expect(reset.data).toMatchObject({ scenario: 'fresh', seed: 3 });
    const refused = await controls.call(mockControls.reset, { body: { scenario: 'nowhere' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422 });
    expect((refused as ApiError).message).toMatch(/^Unknown scenario/);
  });

  it('keeps the controls out of the table a real backend serves', () => {
    const paths = new Set(listEndpoints().map((e) => e.endpoint.path));
    for (const control of Object.values(mockControls)) expect(paths.has(control.path)).toBe(false);
    expect(listEndpoints().some((e) => e.endpoint.path.includes('__mock'))).toBe(false);
  });
});
