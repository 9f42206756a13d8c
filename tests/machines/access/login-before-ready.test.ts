// A Login pressed before the backend can answer (mock mode's fake backend still starting: 2 s on a normal line, up to
// 15 s on a slow one) says "Still connecting…" (the form machine's `connecting`) and goes on by itself once it can:
// one login request, never none and never two, whatever is pressed meanwhile. The backend here is held back by a
// gate, as the composition root holds every call until the fake backend has started (src/app/boot.tsx).
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import { loginMachine } from '#machines/access/login.machine.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';
import { createGate } from '../../support/gate';

/** A backend that answers once its gate opens, and the readiness the login form is given for it. */
function delayedBackend() {
  const gate = createGate();
  let open = false;
  void gate.opened.then(() => (open = true));
  const logins: string[] = [];
  const api = createApiClient({
    baseURL: TEST_BASE_URL,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      await gate.opened;
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/auth/login')) logins.push(url);
      return fetch(input, init);
    },
  });
  return { api, logins, backend: () => open || gate.opened, open: gate.open };
}

const fill = (actor: ReturnType<typeof start>, email: string, password: string) => {
  actor.send({ type: 'form.change', name: 'email', value: email });
  actor.send({ type: 'form.change', name: 'password', value: password });
};

const start = (line: ReturnType<typeof delayedBackend>) =>
  createActor(loginMachine, { input: { api: line.api, backend: line.backend } }).start();

/** Lets every pending promise and timer of this turn run. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a Login pressed before the backend is ready', () => {
  useBackend({ scenario: 'fresh' });

  it('waits as "connecting", sends nothing, and signs in by itself once the backend answers: one request', async () => {
    const line = delayedBackend();
    const actor = start(line);
    fill(actor, 'member@demo.test', DEMO_PASSWORD);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    // Pressed again meanwhile: no second submit.
    actor.send({ type: 'form.submit' });
    await aWhile();
    expect(actor.getSnapshot().value).toBe('connecting');
    expect(line.logins).toHaveLength(0);
    line.open();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.token).toEqual(expect.any(String));
    expect(line.logins).toHaveLength(1);
  });

  it("keeps the typed values and the server's answer once it is sent: a refusal is said as usual", async () => {
    const line = delayedBackend();
    const actor = start(line);
    fill(actor, 'member@demo.test', 'wrong-password');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('connecting');
    line.open();
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.serverError).toBe('These credentials do not match our records.');
    expect(actor.getSnapshot().context.values).toEqual({ email: 'member@demo.test', password: 'wrong-password' });
    expect(line.logins).toHaveLength(1);
  });

  it('does not wait when the form is invalid: the messages show at once, as when the backend is ready', () => {
    const line = delayedBackend();
    const actor = start(line);
    fill(actor, 'member@demo.test', '');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password is required' });
  });

  it('sends at once, never "connecting", when the backend is already ready', async () => {
    const line = delayedBackend();
    line.open();
    await aWhile();
    const actor = start(line);
    fill(actor, 'member@demo.test', DEMO_PASSWORD);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.status === 'done');
    expect(line.logins).toHaveLength(1);
  });

  it('goes back to the form with the reason, the values kept, when the backend never starts', async () => {
    // As the composition root's: one promise, whose failure the root also shows in its own panel.
    const never = Promise.reject(new Error('The demo backend could not start.'));
    never.catch(() => undefined);
    const actor = createActor(loginMachine, { input: { api: createApiClient({ baseURL: TEST_BASE_URL }), backend: () => never } }).start();
    fill(actor, 'member@demo.test', DEMO_PASSWORD);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.serverError).toBe('The demo backend could not start.');
    expect(actor.getSnapshot().context.values).toEqual({ email: 'member@demo.test', password: DEMO_PASSWORD });
  });
});
