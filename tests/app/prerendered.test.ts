// @vitest-environment jsdom
// When the page hydrates the screen its HTML holds (src/app/prerendered.ts, decision 056): only where it starts in
// the states the build rendered (a visitor with nothing to be told, on the path rendered, with no parameter the
// screen reads), each cause alone on both sides; and then once the screen's chunk is here.
import { createActor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract';
import { prerenderedScreen } from '#app/prerendered.ts';
import { PRERENDERED_ATTRIBUTE } from '#app/prerendered-mark.ts';
import { sessionMachine, type StoredSession } from '#machines/session/session.machine.ts';
import { memorySessionStore } from '../support/memory-session-store';

/** The backend has not answered (a stored session's user is asked for, and waits). */
const api: ApiClient = { call: () => new Promise<never>(() => undefined) };

const actors: Array<{ stop(): void }> = [];
afterEach(() => actors.splice(0).forEach((a) => a.stop()));

function sessionWith(initial: Parameters<typeof memorySessionStore>[0] = {}) {
  const actor = createActor(sessionMachine, { input: { api, store: memorySessionStore(initial) } });
  actors.push(actor);
  actor.start();
  return actor;
}

function rootFor(path: string | null) {
  const root = document.createElement('div');
  if (path !== null) root.setAttribute(PRERENDERED_ATTRIBUTE, path);
  return root;
}

const at = (href: string) => new URL(href, 'http://portal.test') as unknown as Location;

const stored: StoredSession = {
  token: 'token-1',
  user: { id: 7, type: 'Individual', is_admin: false, is_approver: false, profile: true },
  expiresAt: Date.now() + 60_000,
};

describe('a prerendered screen is hydrated', () => {
  it('for a visitor with nothing to be told on the path it was rendered for', async () => {
    const ready = prerenderedScreen(rootFor('/'), sessionWith(), at('/'));
    expect(ready).not.toBeNull();
    await expect(ready).resolves.toBeUndefined();
  });

  it("with mock mode's own address parameters, which the screen does not read", () => {
    expect(prerenderedScreen(rootFor('/search'), sessionWith(), at('/search?scenario=busy&seed=2&world=browser'))).not.toBeNull();
  });

  it("once a lazy screen's chunk is here", async () => {
    const ready = prerenderedScreen(rootFor('/categories'), sessionWith(), at('/categories'));
    const chunk = (await ready) as Record<string, unknown> | undefined;
    // The screen itself, fetched: the page renders it at once, never suspending while hydrating.
    expect(typeof chunk).toBe('function');
  });
});

describe('the page renders afresh', () => {
  it('when the HTML holds no screen (a page of its own, the app shell)', () => {
    expect(prerenderedScreen(rootFor(null), sessionWith(), at('/'))).toBeNull();
  });

  it('when the HTML was rendered for another path (index.html served for a member page)', () => {
    expect(prerenderedScreen(rootFor('/'), sessionWith(), at('/dashboard'))).toBeNull();
  });

  it('when the address carries a parameter the screen reads (a search)', () => {
    expect(prerenderedScreen(rootFor('/search'), sessionWith(), at('/search?term=M1001'))).toBeNull();
  });

  it('when the last session left a notice to show', () => {
    expect(prerenderedScreen(rootFor('/'), sessionWith({ notice: 'You were signed out.' }), at('/'))).toBeNull();
  });

  it('when a stored session is being restored (a visitor page sends its user home)', () => {
    const session = sessionWith({ session: stored });
    expect(session.getSnapshot().matches('restoring')).toBe(true);
    expect(prerenderedScreen(rootFor('/'), session, at('/'))).toBeNull();
  });
});
