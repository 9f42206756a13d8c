// Issue 35 item 2: a session that ends everywhere. Two tabs of one browser (two session actors, one shared store as
// localStorage is shared, joined by an in-memory channel) against the fake backend: each way a session ends in one
// tab ends both, revokes the token once on the server, and forgets the member; activity and "Stay signed in" in one
// tab count in the other; the warning shows in the tab in front only. Time is lived in small steps.
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import { endpoints, type Session } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { selectToken, SESSION_EXPIRED_MESSAGE, sessionMachine, type SessionActor } from '#machines/session/session.machine.ts';
import { INACTIVITY_MESSAGE, INACTIVITY_TIMEOUT_MS, selectWarningShown } from '#machines/inactivity/inactivity.machine.ts';
import { useBackend } from '../../support/backend';
import { memorySessionStore } from '../../support/memory-session-store';
import { memoryBrowser } from '../../support/memory-tabs';

const WARNING_AT = INACTIVITY_TIMEOUT_MS - 60_000;

describe('a session ends in every tab, and on the server', () => {
  const t = useBackend({ scenario: 'default' });
  afterEach(() => t.server.resetHandlers());

  /** Tabs opened in one browser: one store (localStorage), one channel. Each tab has its own clock unless shared. */
  function browser(options: { inactivity?: boolean; ttlMs?: number; sharedClock?: SimulatedClock } = {}) {
    const store = memorySessionStore({ inactivity: options.inactivity ?? false });
    const channel = memoryBrowser();
    /** `alone`: a tab that hears no other (a browser without BroadcastChannel, a message lost). */
    const open = (front = true, alone = false) => {
      const tabs = alone ? undefined : channel.open(front);
      const clock = options.sharedClock ?? new SimulatedClock();
      let actor: SessionActor | undefined = undefined;
      const api = createApiClient({
        baseURL: TEST_BASE_URL,
        getToken: () => (actor ? selectToken(actor.getSnapshot()) : null),
        onUnauthorized: (_endpoint, token) => actor?.send({ type: 'session.expired', token }),
      });
      actor = createActor(sessionMachine, {
        input: { api, store, tabs, now: () => clock.now(), ...(options.ttlMs ? { ttlMs: options.ttlMs } : {}) },
        clock,
      });
      // Started once the client can read its token: a restored session checks the user at once.
      actor.start();
      return { actor, api, clock, tabs };
    };
    return { store, open };
  }

  /** Tab A signs in; tab B, opened after, restores the stored session (as a second tab of the portal does). */
  async function twoTabs(options: Parameters<typeof browser>[0] & { frontB?: boolean } = {}) {
    const b = browser(options);
    const a = b.open(true);
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    a.actor.send({ type: 'session.established', session: login.data });
    const second = b.open(options.frontB ?? false);
    // The stored session names its user by id only: the second tab asks the server who it is (decision 026).
    await waitFor(second.actor, (s) => s.matches('signedIn'));
    // Each tab's check of the user answered (a late refusal would end a tab by itself).
    await t.settled();
    return { store: b.store, a, b: second, token: login.data.token, login: login.data };
  }

  /** Every auth/logout the fake backend receives, by the token it carried. */
  function logoutCalls() {
    const tokens: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auth/logout'))
        tokens.push((request.headers.get('Authorization') ?? '').replace(/^Bearer /, ''));
    };
    t.server.events.on('request:start', listener);
    return { tokens, stop: () => t.server.events.removeListener('request:start', listener) };
  }

  const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
  const refused = (token: string) => expect(t.clientWith(token).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });

  async function expectEndedEverywhere(tabs: { actor: SessionActor }[], token: string, notice: string | null) {
    await turn();
    for (const tab of tabs) {
      expect(tab.actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(tab.actor.getSnapshot().context.session).toBeNull();
      expect(tab.actor.getSnapshot().context.notice).toBe(notice);
    }
    await expect.poll(() => t.backend.db.sessions.findFirst((q) => q.where({ token }))).toBeUndefined();
    await refused(token);
  }

  it('Logout in one tab ends both at once, revokes the token once, and forgets the member', async () => {
    const calls = logoutCalls();
    const { store, a, b, token } = await twoTabs();
    a.actor.send({ type: 'session.logout' });
    expect(a.actor.getSnapshot().matches('signedOut')).toBe(true);
    await expectEndedEverywhere([a, b], token, null);
    expect(store.state.session).toBeNull();
    // Each tab forgets its own (sessionStorage is per tab).
    expect(store.state.forgotten).toBe(2);
    expect(calls.tokens).toEqual([token]);
    calls.stop();
  });

  it('a 401 in one tab ends both with the expiry notice; the refused token is not called twice', async () => {
    const calls = logoutCalls();
    const { a, b, token } = await twoTabs();
    t.backend.db.sessions.deleteMany((q) => q.where({ token }));
    await expect(a.api.call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    await expectEndedEverywhere([a, b], token, SESSION_EXPIRED_MESSAGE);
    await t.settled();
    expect(calls.tokens).toEqual([token]);
    calls.stop();
  });

  it('the 12-hour expiry in one tab ends both (a minute before: both signed in; at it: both out)', async () => {
    const calls = logoutCalls();
    const ttlMs = 12 * 3_600_000;
    const { a, b, token, store } = await twoTabs({ ttlMs });
    // Lived a minute at a time up to the last minute, then second by second.
    for (let ms = 60_000; ms <= ttlMs - 60_000; ms += 60_000) a.clock.increment(60_000);
    for (let s = 1; s < 60; s++) {
      a.clock.increment(1_000);
      expect(a.actor.getSnapshot().matches('signedIn'), `${s} s into the last minute`).toBe(true);
    }
    await turn();
    expect(b.actor.getSnapshot().matches('signedIn')).toBe(true);
    a.clock.increment(1_000);
    await expectEndedEverywhere([a, b], token, SESSION_EXPIRED_MESSAGE);
    expect(store.state.forgotten).toBe(2);
    expect(calls.tokens).toEqual([token]);
    calls.stop();
  });

  it('inactivity in one tab ends both with the inactivity notice', async () => {
    const calls = logoutCalls();
    const { a, b, token } = await twoTabs({ inactivity: true });
    for (let ms = 1_000; ms < INACTIVITY_TIMEOUT_MS; ms += 1_000) a.clock.increment(1_000);
    await turn();
    expect(a.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(b.actor.getSnapshot().matches('signedIn')).toBe(true);
    a.clock.increment(1_000);
    await expectEndedEverywhere([a, b], token, INACTIVITY_MESSAGE);
    expect(calls.tokens).toEqual([token]);
    calls.stop();
  });

  it("activity in tab B keeps tab A's timer: A ends 300 s after B's last activity, not after its own", async () => {
    const { a, b } = await twoTabs({ inactivity: true });
    // A sees no activity of its own; B's user is active at 200 s.
    for (let s = 1; s <= 200; s++) a.clock.increment(1_000);
    b.actor.send({ type: 'inactivity.activity' });
    await turn();
    // A minute before and a minute after A's own timeout would have been, and at the moments either side of the end.
    for (let s = 201; s < 200 + INACTIVITY_TIMEOUT_MS / 1_000; s++) {
      a.clock.increment(1_000);
      const inactivity = a.actor.getSnapshot().children.inactivity?.getSnapshot();
      expect(a.actor.getSnapshot().matches('signedIn'), `${s} s`).toBe(true);
      expect(inactivity?.value, `${s} s`).toBe(s < 200 + WARNING_AT / 1_000 ? 'active' : 'warning');
    }
    a.clock.increment(1_000);
    expect(a.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(a.actor.getSnapshot().context.notice).toBe(INACTIVITY_MESSAGE);
  });

  it('the warning shows in the tab in front only; Stay signed in there keeps both tabs', async () => {
    const clock = new SimulatedClock();
    const { a, b } = await twoTabs({ inactivity: true, sharedClock: clock });
    const shown = (tab: { actor: SessionActor }) => {
      const timer = tab.actor.getSnapshot().children.inactivity?.getSnapshot();
      return timer ? selectWarningShown(timer) : false;
    };
    for (let ms = 1_000; ms < WARNING_AT; ms += 1_000) clock.increment(1_000);
    expect([shown(a), shown(b)]).toEqual([false, false]);
    clock.increment(1_000);
    // Both timers warn; only A, the tab the user looks at, shows the dialog.
    expect(a.actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('warning');
    expect(b.actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('warning');
    expect([shown(a), shown(b)]).toEqual([true, false]);
    // The user switches to B: the dialog follows.
    a.tabs!.setFront(false);
    b.tabs!.setFront(true);
    expect([shown(a), shown(b)]).toEqual([false, true]);
    b.actor.send({ type: 'inactivity.stay' });
    await turn();
    expect(a.actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('active');
    expect(b.actor.getSnapshot().children.inactivity?.getSnapshot().value).toBe('active');
    // Both timers run from the Stay: a minute before the end both are in, at the end both are out.
    for (let ms = 1_000; ms < INACTIVITY_TIMEOUT_MS - 60_000; ms += 1_000) clock.increment(1_000);
    expect([shown(a), shown(b)]).toEqual([false, false]);
    clock.increment(1_000);
    expect([shown(a), shown(b)]).toEqual([false, true]);
    for (let ms = 1_000; ms < 60_000; ms += 1_000) clock.increment(1_000);
    expect(a.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(b.actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1_000);
    await turn();
    expect(a.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(b.actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a tab that missed the end never writes the cleared session back (its late answers included)', async () => {
    const b = browser();
    // B has no channel: it hears nothing of A's logout (a browser without BroadcastChannel, a lost message).
    const a = b.open(true);
    const deaf = b.open(true, true);
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    a.actor.send({ type: 'session.established', session: login.data });
    deaf.actor.send({ type: 'session.established', session: login.data });
    await t.settled();
    a.actor.send({ type: 'session.logout' });
    expect(b.store.state.session).toBeNull();
    expect(deaf.actor.getSnapshot().matches('signedIn')).toBe(true);
    // What the deaf tab still learns of the user (a save's answer, the refresh) changes nothing in storage.
    deaf.actor.send({ type: 'session.userChanged', user: { ...login.data.user, name: 'Late Answer' } });
    deaf.actor.send({ type: 'changes.changed', news: { change: 'user', detail: { name: 'Later Still' } } });
    await t.settled();
    expect(b.store.state.session).toBeNull();
    // Its next call is refused (the token was revoked): it ends too, still writing nothing back.
    await expect(deaf.api.call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    expect(deaf.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(b.store.state.session).toBeNull();
  });

  it("another tab's end of an earlier session leaves a session signed in since alone", async () => {
    const { a, b, token, store } = await twoTabs();
    const next: Session = (await t.anon.call(endpoints.auth.login, { body: { email: 'firm@demo.test', password: 'Passw0rd!' } })).data;
    b.actor.send({ type: 'session.established', session: next });
    // A still holds the first session and ends it: B, signed in as someone else since, stays.
    a.actor.send({ type: 'session.logout' });
    await turn();
    expect(b.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(b.actor.getSnapshot().context.session?.token).toBe(next.token);
    // …and what the browser stores is B's session, still there for a reload: A's end cleared nothing of it.
    expect(store.load()?.token).toBe(next.token);
    await refused(token);
  });

  it("a tab still asking who its stored session's user is ends with the other tab's Logout, not with an expiry of its own", async () => {
    const b = browser();
    const a = b.open(true);
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    a.actor.send({ type: 'session.established', session: login.data });
    // The second tab's question is not answered before the first tab's Logout reaches it.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    t.server.use(
      http.get(`${TEST_BASE_URL}auth/user`, async () => (await held, HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })), {
        once: true,
      }),
    );
    const second = b.open(false);
    expect(second.actor.getSnapshot().matches('restoring')).toBe(true);
    a.actor.send({ type: 'session.logout' });
    await turn();
    expect(second.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(second.actor.getSnapshot().context.notice).toBeNull();
    expect(b.store.state.session).toBeNull();
    answer();
    await t.settled();
    expect(second.actor.getSnapshot().context.notice).toBeNull();
  });

  it('a stored session found expired at page load is revoked on the server, and the member forgotten', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    const store = memorySessionStore({ session: { ...login.data, expiresAt: Date.now() - 1 } });
    const api = createApiClient({ baseURL: TEST_BASE_URL });
    const actor = createActor(sessionMachine, { input: { api, store } }).start();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(store.state.forgotten).toBe(1);
    await expect.poll(() => t.backend.db.sessions.findFirst((q) => q.where({ token: login.data.token }))).toBeUndefined();
    await waitFor(actor, (s) => s.matches('signedOut'));
  });
});
