// An in-memory SessionStore for machine tests.
import type { SessionStore, StoredSession } from '#machines/session/session.machine';

export function memorySessionStore(initial: { session?: StoredSession; notice?: string; inactivity?: boolean } = {}) {
  const state = {
    session: initial.session ?? null,
    notice: initial.notice ?? null,
    inactivity: initial.inactivity ?? false,
    /** How many times a logout asked to forget the member's other data. */
    forgotten: 0,
  };
  const store: SessionStore & { state: typeof state } = {
    state,
    load: () => state.session,
    save: (s) => void (state.session = s),
    clear: () => void (state.session = null),
    forgetMember: () => void (state.forgotten += 1),
    loadNotice: () => state.notice,
    saveNotice: (n) => void (state.notice = n),
    inactivityEnabled: () => state.inactivity,
    saveInactivityEnabled: (on) => void (state.inactivity = on),
  };
  return store;
}
