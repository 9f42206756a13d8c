// The mock controls' own table through the real API client and the fake server's route builder: the outbox machine
// takes that client from its input (the gateway page: gateway-page.test.ts); every control answers, and none is
// in the spec's table.
import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMachine } from '#machines/mock/outbox.machine.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { ApiError } from '#api/index.ts';
import { encodeBase64Json, endpoints, listEndpoints, type ApiClient } from '#contract';
import { mockControls } from '#contract/mock-controls.ts';
import { useBackend } from '../../support/backend';
import { controlsClientFor } from '../../support/mock-controls';

const ORIGIN = 'http://portal.test';
const arrears = personaByKey('arrears');

describe('mock controls through the API client', () => {
  const t = useBackend({ scenario: 'default' });
  let controls: ApiClient;
  beforeAll(() => {
    controls = controlsClientFor(t.backend, ORIGIN);
  });

  it('the outbox machine shows what the fake server sent, newest first', async () => {
    await t.anon.call(endpoints.auth.passwordReset, { body: { email: 'member@demo.test' } });
    await t.anon.call(endpoints.auth.passwordReset, { body: { email: 'pending@demo.test' } });
    const actor = createActor(outboxMachine, { input: { api: controls } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const messages = actor.getSnapshot().context.data ?? [];
    expect(messages[0]?.to).toBe('pending@demo.test');
    expect(messages[1]?.to).toBe('member@demo.test');
    expect(messages.map((m) => m.id)).toEqual(messages.map((m) => m.id).sort((a, b) => b - a));
  });

  it('the outbox machine shows a failed call as a retryable error', async () => {
    const down: ApiClient = {
      call: () => Promise.reject(new Error('The server could not be reached. Check your connection and try again.')),
    };
    const actor = createActor(outboxMachine, { input: { api: down } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The server could not be reached. Check your connection and try again.');
  });

  const batchTo = (success_url: string, fail_url = `${ORIGIN}/billing`) =>
    encodeBase64Json({ customerNo: arrears.customerNo, accountNo: arrears.memberNo, success_url, fail_url });

  it('answers every control with a contract-valid answer', async () => {
    const answers = await Promise.all([
      controls.call(mockControls.outbox),
      controls.call(mockControls.state),
      controls.call(mockControls.hints),
      controls.call(mockControls.clockAdvance, { body: { ms: 1_000 } }),
      controls.call(mockControls.gatewayPreview, { body: { batch: batchTo(`${ORIGIN}/dashboard`) } }),
      controls.call(mockControls.gatewayPay, { body: { batch: batchTo(`${ORIGIN}/dashboard`), outcome: 'cancelled' } }),
    ]);
    expect(answers).toHaveLength(6);
    const reset = await controls.call(mockControls.reset, { body: { scenario: 'fresh', seed: 3 } });
    expect(reset.data).toMatchObject({ scenario: 'fresh', seed: 3 });
    const refused = await controls.call(mockControls.reset, { body: { scenario: 'nowhere' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422 });
    expect((refused as ApiError).message).toMatch(/^Unknown scenario/);
  });

  it('the snapshot control answers the whole world and its now, what a recording on a served world carries', async () => {
    await t.anon.call(endpoints.auth.passwordReset, { body: { email: 'member@demo.test' } });
    const [{ data }, { data: state }] = await Promise.all([controls.call(mockControls.snapshot), controls.call(mockControls.state)]);
    expect(data.snapshot).toEqual(JSON.parse(JSON.stringify(t.backend.snapshot())));
    expect(data.snapshot.collections.outbox).toContainEqual(expect.objectContaining({ to: 'member@demo.test' }));
    expect(data.now).toBe(state.now);
  });

  it('keeps the controls out of the table a real backend serves', () => {
    const paths = new Set(listEndpoints().map((e) => e.endpoint.path));
    for (const control of Object.values(mockControls)) expect(paths.has(control.path)).toBe(false);
    expect(listEndpoints().some((e) => e.endpoint.path.includes('__mock'))).toBe(false);
  });
});
