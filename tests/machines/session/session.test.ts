// The session machine with the real API client against the fake backend (MSW node server). Signing in goes
// through the login machine, then `session.established`, as the login page does.
import { http, HttpResponse } from 'msw';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import { endpoints, type ApiClient } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { loginMachine } from '#machines/access/login.machine.ts';
import { homeRouteOf, selectToken, SESSION_EXPIRED_MESSAGE, sessionMachine, type SessionActor } from '#machines/session/session.machine.ts';
import { INACTIVITY_MESSAGE, INACTIVITY_TIMEOUT_MS } from '#machines/inactivity/inactivity.machine.ts';
import { useBackend } from '../../support/backend';
import { memorySessionStore } from '../../support/memory-session-store';

function startSession(store = memorySessionStore(), options: { clock?: SimulatedClock; now?: () => number; ttlMs?: number } = {}) {
  let actor: SessionActor | undefined = undefined;
  const api = createApiClient({
    baseURL: TEST_BASE_URL,
    getToken: () => (actor ? selectToken(actor.getSnapshot()) : null),
    onUnauthorized: (_endpoint, token) => actor?.send({ type: 'session.expired', token }),
  });
  const { clock, ...rest } = options;
  actor = createActor(sessionMachine, { input: { api, store, ...rest }, ...(clock ? { clock } : {}) });
  actor.start();
  return { actor, api, store };
}

/** The login page's path: the login form's machine signs in, the session actor takes what it made. */
async function signIn(actor: SessionActor, api: ApiClient, email: string, password = 'Passw0rd!') {
  const form = createActor(loginMachine, { input: { api } }).start();
  form.send({ type: 'form.change', name: 'email', value: email });
  form.send({ type: 'form.change', name: 'password', value: password });
  form.send({ type: 'form.submit' });
  const done = await waitFor(form, (s) => s.status === 'done');
  actor.send({ type: 'session.established', session: done.output! });
  await waitFor(actor, (s) => s.matches('signedIn'));
}

describe('session machine', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());

  it("takes the login form's session, stores token and user, and knows where each persona belongs", async () => {
    const { actor, api, store } = startSession();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    await signIn(actor, api, 'member@demo.test');
    expect(store.state.session?.user.id).toBe(actor.getSnapshot().context.session!.user.id);
    expect(homeRouteOf(actor.getSnapshot().context.session!.user)).toBe('dashboard');
    for (const [email, home] of [
      ['admin@demo.test', 'admin'],
      ['applicant@demo.test', 'initiateProfile'],
      ['newfirm@demo.test', 'initiateFirm'],
      ['firm@demo.test', 'dashboard'],
    ] as const) {
      const answer = await t.anon.call(endpoints.auth.login, { body: { email, password: 'Passw0rd!' } });
      expect(homeRouteOf(answer.data.user)).toBe(home);
    }
  });

  it('refreshes a restored user from the server, and ends a restored session whose token was revoked', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    const stale = { ...login.data, user: { ...login.data.user, name: 'Stale Name' }, expiresAt: Date.now() + 60_000 };
    const fresh = startSession(memorySessionStore({ session: stale }));
    await waitFor(fresh.actor, (s) => s.matches('signedIn'));
    expect(fresh.actor.getSnapshot().context.session?.user.name).toBe(login.data.user.name);

    await t.clientWith(login.data.token).call(endpoints.auth.logout);
    const revoked = startSession(memorySessionStore({ session: { ...login.data, expiresAt: Date.now() + 60_000 } }));
    await waitFor(revoked.actor, (s) => s.matches('signedOut'));
    expect(revoked.actor.getSnapshot().context.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(revoked.store.state.session).toBeNull();
  });

  it('restores a stored live session without a sign-in', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'firm@demo.test', password: 'Passw0rd!' } });
    const store = memorySessionStore({ session: { ...login.data, expiresAt: Date.now() + 60_000 } });
    const { actor, api } = startSession(store);
    await waitFor(actor, (s) => s.matches('signedIn'));
    await expect(api.call(endpoints.auth.user)).resolves.toMatchObject({ data: { email: 'firm@demo.test' } });
  });

  it('drops an expired stored session and shows the expiry notice', () => {
    const user = { id: 1, type: 'Individual' as const, is_admin: false, is_approver: false, profile: true };
    const store = memorySessionStore({ session: { token: 'old', user, expiresAt: Date.now() - 1 } });
    const { actor } = startSession(store);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(store.state.session).toBeNull();
  });

  it('logs out on a 401 from any call, keeping the notice for the login page', async () => {
    const { actor, api, store } = startSession();
    await signIn(actor, api, 'member@demo.test');
    // The server forgets the session (e.g. revoked elsewhere).
    t.backend.db.sessions.deleteMany((q) => q.where({ token: actor.getSnapshot().context.session!.token }));
    await expect(api.call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(store.state.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(store.state.session).toBeNull();
    // Every end forgets what the member left in the browser (issue 35 item 2): the next user may be anyone.
    expect(store.state.forgotten).toBe(1);
  });

  it("a 401 to a call sent with an earlier session's token ends nothing: the session now in use stays", async () => {
    const { actor, api, store } = startSession();
    await signIn(actor, api, 'member@demo.test');
    const first = actor.getSnapshot().context.session!.token;
    const next = (await t.anon.call(endpoints.auth.login, { body: { email: 'admin@demo.test', password: 'Passw0rd!' } })).data;
    t.backend.db.sessions.deleteMany((q) => q.where({ token: first }));
    // Sent with the first token; the administrator's session arrives before its answer (Return to admin).
    const refused = api.call(endpoints.auth.user);
    actor.send({ type: 'session.established', session: next });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(store.state.session?.token).toBe(next.token);
    expect(store.state.notice).toBeNull();
  });

  it('logs out through the server: the old token no longer works', async () => {
    const { actor, api, store } = startSession();
    await signIn(actor, api, 'member@demo.test');
    const token = actor.getSnapshot().context.session!.token;
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(store.state.session).toBeNull();
    // What else the member left in the browser goes too (drafts, payments in progress).
    expect(store.state.forgotten).toBe(1);
    await expect(t.clientWith(token).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
  });

  it('takes a session made by another flow (OTP, activation)', async () => {
    const { actor } = startSession();
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'pending@demo.test', password: 'Passw0rd!' } });
    actor.send({ type: 'session.established', session: login.data });
    expect(actor.getSnapshot().context.session?.user.email).toBe('pending@demo.test');
  });

  it('expiry rule: a stored session is used until the millisecond before its expiry, not at it', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'firm@demo.test', password: 'Passw0rd!' } });
    const at = (expiresAt: number) => startSession(memorySessionStore({ session: { ...login.data, expiresAt } }), { now: () => 5_000 });
    // Used: its user is asked of the server (restoring), not dropped.
    expect(at(5_001).actor.getSnapshot().matches('restoring')).toBe(true);
    const expired = at(5_000);
    expect(expired.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(expired.actor.getSnapshot().context.notice).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('expiry rule: a session ends at its time to live, lived second by second, with the expiry notice', async () => {
    const clock = new SimulatedClock();
    const { actor, api, store } = startSession(memorySessionStore(), { clock, now: () => clock.now(), ttlMs: 60_000 });
    await signIn(actor, api, 'member@demo.test');
    for (let s = 1; s < 60; s++) {
      clock.increment(1_000);
      expect(actor.getSnapshot().matches('signedIn'), `${s} s`).toBe(true);
    }
    clock.increment(1_000);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(store.state.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(store.state.session).toBeNull();
    // Every end forgets what the member left in the browser (issue 35 item 2): the next user may be anyone.
    expect(store.state.forgotten).toBe(1);
  });

  it('ends the session after 300,000 ms of inactivity when the setting is on', async () => {
    const clock = new SimulatedClock();
    const { actor, api, store } = startSession(memorySessionStore({ inactivity: true }), { clock, now: () => 0 });
    await signIn(actor, api, 'member@demo.test');
    clock.increment(240_000);
    expect(actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('warning');
    actor.send({ type: 'inactivity.stay' });
    // The clock is stepped to each deadline: SimulatedClock starts a timer set during a jump at the jump's end.
    clock.increment(239_999);
    expect(actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('warning');
    clock.increment(59_999);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(store.state.notice).toBe(INACTIVITY_MESSAGE);
    // The inactivity logout is a logout (the member left a shared computer): their drafts go too.
    expect(store.state.forgotten).toBe(1);
  });

  it('inactivity rule: never watches when the setting is off (the clock stepped second by second past the timeout)', async () => {
    const clock = new SimulatedClock();
    const { actor, api } = startSession(memorySessionStore({ inactivity: false }), { clock, now: () => 0 });
    await signIn(actor, api, 'member@demo.test');
    // A user who does nothing for twice the timeout, lived one second at a time: a timer started on the way
    // (the warning, then the end) would fire inside the window.
    for (let ms = 0; ms < 2 * INACTIVITY_TIMEOUT_MS; ms += 1_000) {
      clock.increment(1_000);
      expect(actor.getSnapshot().children.inactivity).toBeUndefined();
    }
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('inactivity rule: the setting turned on while signed in starts the watch (the same stepping ends the session)', async () => {
    const clock = new SimulatedClock();
    const store = memorySessionStore({ inactivity: false });
    const { actor, api } = startSession(store, { clock, now: () => 0 });
    await signIn(actor, api, 'member@demo.test');
    store.saveInactivityEnabled(true);
    actor.send({ type: 'session.settingsChanged' });
    let endedAt = -1;
    for (let ms = 1_000; ms <= 2 * INACTIVITY_TIMEOUT_MS && endedAt < 0; ms += 1_000) {
      clock.increment(1_000);
      if (actor.getSnapshot().matches('signedOut')) endedAt = ms;
    }
    expect(endedAt).toBe(INACTIVITY_TIMEOUT_MS);
    expect(store.state.notice).toBe(INACTIVITY_MESSAGE);
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('logout rule: a failed logout call (%s) still ends the session and forgets the token', async (_name, answer) => {
    const { actor, api, store } = startSession();
    await signIn(actor, api, 'member@demo.test');
    const token = actor.getSnapshot().context.session!.token;
    let called = 0;
    t.server.use(
      http.post(`${TEST_BASE_URL}auth/logout`, ({ request }) => {
        // An earlier test's session may still be revoking (never waited for): only this one's call counts.
        if (request.headers.get('Authorization') === `Bearer ${token}`) called++;
        return answer();
      }),
    );
    actor.send({ type: 'session.logout' });
    // Signed out at once: the server's answer is not waited for.
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    await expect.poll(() => called).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(store.state.session).toBeNull();
    expect(store.state.forgotten).toBe(1);
  });
});
