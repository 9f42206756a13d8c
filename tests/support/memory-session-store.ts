// The app's session store (machines/session/session-store.ts) over a map, for machine tests: what a test seeds is
// written as the browser would hold it (an earlier shape included), and `state` reads back what the store wrote.
import type { SessionStore, StoredSession } from '#machines/session/session.machine.ts';
import { createSessionStore, SESSION_STORE_KEYS } from '#machines/session/session-store.ts';

export function memorySessionStore(initial: { session?: StoredSession; notice?: string; inactivity?: boolean } = {}) {
  const memory = new Map<string, string>();
  if (initial.session) memory.set(SESSION_STORE_KEYS.session, JSON.stringify(initial.session));
  if (initial.notice !== undefined) memory.set(SESSION_STORE_KEYS.notice, initial.notice);
  if (initial.inactivity) memory.set(SESSION_STORE_KEYS.inactivity, 'true');
  let forgotten = 0;
  const inner = createSessionStore(
    () => ({
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }),
    () => void (forgotten += 1),
  );
  const state = {
    /** The stored session as the store wrote it (parsed), null when none. */
    get session(): StoredSession | null {
      const raw = memory.get(SESSION_STORE_KEYS.session);
      return raw === undefined ? null : (JSON.parse(raw) as StoredSession);
    },
    /** The stored session's text, exactly as written. */
    get raw(): string | null {
      return memory.get(SESSION_STORE_KEYS.session) ?? null;
    },
    get notice() {
      return inner.loadNotice();
    },
    get inactivity() {
      return inner.inactivityEnabled();
    },
    /** How many times a logout asked to forget the member's other data. */
    get forgotten() {
      return forgotten;
    },
  };
  const store: SessionStore & { state: typeof state } = { ...inner, state };
  return store;
}
