// Issue 35 item 3 in the session machine, with the real API client against the fake backend: a restored session
// asks the server who its user is before it counts as signed in (the store keeps no name, e-mail, ID number or
// phone); Log in as keeps nothing of the administrator, Return to admin asks the server for their session; a
// logout while acting leaves neither token working.
import { http, HttpResponse } from 'msw';
import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import { endpoints, type Session } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import {
  RETURN_FAILED_MESSAGE,
  selectActingAdmin,
  selectRestoreFailed,
  selectRestoringUser,
  selectToken,
  selectUser,
  SESSION_EXPIRED_MESSAGE,
  sessionMachine,
  type SessionActor,
} from '#machines/session/session.machine.ts';
import { useBackend } from '../../support/backend';
import { memorySessionStore } from '../../support/memory-session-store';

const member = personaByKey('member');
const adminPersona = personaByKey('admin');

function startSession(store = memorySessionStore()) {
  const holder: { actor?: SessionActor } = {};
  const api = createApiClient({
    baseURL: TEST_BASE_URL,
    getToken: () => (holder.actor ? selectToken(holder.actor.getSnapshot()) : null),
    onUnauthorized: (_endpoint, token) => holder.actor?.send({ type: 'session.expired', token }),
  });
  const actor = (holder.actor = createActor(sessionMachine, { input: { api, store } }));
  actor.start();
  return { actor, store };
}

describe('session machine: the slim stored session and Log in as', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());
  const login = async (email: string) => (await t.anon.call(endpoints.auth.login, { body: { email, password: 'Passw0rd!' } })).data;
  const slim = (session: Session, extra: object = {}) => ({
    token: session.token,
    user: {
      id: session.user.id,
      type: session.user.type,
      is_admin: session.user.is_admin,
      is_approver: false,
      profile: session.user.profile,
    },
    expiresAt: Date.now() + 60_000,
    ...extra,
  });
  const countUserCalls = () => {
    const calls = { n: 0 };
    t.server.events.on('request:start', ({ request }) => void (request.url.endsWith('/auth/user') && calls.n++));
    return calls;
  };

  it('restore: knows where the user belongs at once, their name only once the server answered (one call)', async () => {
    const session = await login(member.email);
    const calls = countUserCalls();
    const { actor, store } = startSession(memorySessionStore({ session: slim(session) }));
    expect(actor.getSnapshot().matches('restoring')).toBe(true);
    expect(selectUser(actor.getSnapshot())).toBeNull();
    expect(selectRestoringUser(actor.getSnapshot())).toMatchObject({ id: member.userId, profile: true, is_admin: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectUser(actor.getSnapshot())).toMatchObject({
      name: session.user.name,
      email: member.email,
      id_number: session.user.id_number,
    });
    expect(selectRestoringUser(actor.getSnapshot())).toBeNull();
    await t.settled();
    expect(calls.n).toBe(1);
    // What is stored stays slim after the user arrived.
    for (const value of [session.user.name, member.email, session.user.id_number!, session.user.phone_no!]) {
      expect(store.state.raw).not.toContain(value);
    }
    t.server.events.removeAllListeners();
  });

  it('restore: an earlier stored shape (the whole user) is restored and written back slim', async () => {
    const session = await login(member.email);
    const { actor, store } = startSession(memorySessionStore({ session: { ...session, expiresAt: Date.now() + 60_000 } }));
    expect(store.state.raw).not.toContain(member.email);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(selectUser(actor.getSnapshot())?.email).toBe(member.email);
  });

  it('restore: a revoked token ends the session with the expiry notice; no network keeps it stored, Try again restores it', async () => {
    const revoked = await login(member.email);
    await t.clientWith(revoked.token).call(endpoints.auth.logout);
    const ended = startSession(memorySessionStore({ session: slim(revoked) }));
    await waitFor(ended.actor, (s) => s.matches('signedOut'));
    expect(ended.actor.getSnapshot().context.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(ended.store.state.session).toBeNull();

    const live = await login(member.email);
    t.server.use(http.get(`${TEST_BASE_URL}auth/user`, () => HttpResponse.error(), { once: true }));
    const offline = startSession(memorySessionStore({ session: slim(live) }));
    await waitFor(offline.actor, (s) => selectRestoreFailed(s));
    expect(offline.store.state.session?.token).toBe(live.token);
    expect(selectUser(offline.actor.getSnapshot())).toBeNull();
    offline.actor.send({ type: 'session.retryRestore' });
    await waitFor(offline.actor, (s) => s.matches('signedIn'));
    expect(selectUser(offline.actor.getSnapshot())?.email).toBe(member.email);
  });

  async function actingSession() {
    const admin = await login(adminPersona.email);
    const acting = (await t.clientWith(admin.token).call(endpoints.setup.loginAs, { body: { id: member.userId } })).data;
    const started = startSession();
    started.actor.send({ type: 'session.established', session: admin });
    started.actor.send({ type: 'session.actAs', session: acting });
    return { ...started, admin, acting };
  }

  it('act as: the stored session is the acting one, marked so, with nothing of the administrator', async () => {
    const { actor, store, admin, acting } = await actingSession();
    expect(selectActingAdmin(actor.getSnapshot())).toEqual({ name: admin.user.name });
    expect(store.state.session).toMatchObject({ token: acting.token, acting: true });
    expect(store.state.raw).not.toContain(admin.token);
    expect(store.state.raw).not.toContain(admin.user.email);
  });

  it("return: the administrator is back with a new token; the server's refusal or no network leaves the user's session with the reason", async () => {
    const { actor, store, admin, acting } = await actingSession();
    t.server.use(http.post(`${TEST_BASE_URL}auth/return`, () => HttpResponse.error(), { once: true }));
    actor.send({ type: 'session.returnToAdmin' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.returnError).toBe(RETURN_FAILED_MESSAGE);
    expect(selectToken(actor.getSnapshot())).toBe(acting.token);
    expect(store.state.session).toMatchObject({ acting: true });

    actor.send({ type: 'session.returnToAdmin' });
    await waitFor(actor, (s) => s.matches('signedIn') && selectActingAdmin(s) === null);
    const back = actor.getSnapshot().context.session!;
    expect(back.user.id).toBe(adminPersona.userId);
    expect(back.token).not.toBe(admin.token);
    expect(actor.getSnapshot().context.returnError).toBeNull();
    expect(store.state.session).toMatchObject({ token: back.token });
    expect(store.state.session).not.toHaveProperty('acting');
  });

  it('return: a 401 (the acting session already over) ends the session like any other', async () => {
    const { actor, store, acting } = await actingSession();
    await t.clientWith(acting.token).call(endpoints.auth.logout);
    actor.send({ type: 'session.returnToAdmin' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.notice).toBe(SESSION_EXPIRED_MESSAGE);
    expect(store.state.session).toBeNull();
  });

  it('logout while acting: both tokens are refused by the server afterwards', async () => {
    const { actor, store, admin, acting } = await actingSession();
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(store.state.session).toBeNull();
    for (const token of [acting.token, admin.token]) {
      await expect(t.clientWith(token).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    }
  });
});
