// The one session store (spec 1 §4, §9): token, user and expiry, the notice of why the last session ended, and
// the inactivityLogout flag, kept in the browser's local storage by the app and in a run's storage by the headless
// runner (machines/registry.ts), under the same keys. The spec enforces inactivity "only when the inactivity flag is
// stored locally": with nothing stored it is off. Anything unreadable is treated as absent, never as an error.
import { z } from 'zod/mini';
import { SessionSchema } from '#contract';
import type { SessionStore, StoredSession } from './session.machine';

/** What the store needs of local storage (the browser's `Storage`, or a headless run's map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_STORE_KEYS = { session: 'portal.session', notice: 'portal.notice', inactivity: 'portal.inactivityLogout' } as const;
const StoredSessionSchema = z.extend(SessionSchema, { expiresAt: z.number(), admin: z.optional(SessionSchema) });

/**
 * `forgetMember` removes what a logout must not leave behind beside the session (the browser's: every member
 * datum of local and session storage, src/kernel/member-data.ts); a headless run has nothing else to forget.
 */
export function createSessionStore(storage: () => KeyValueStorage, forgetMember: () => void = () => undefined): SessionStore {
  const read = (key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage().removeItem(key);
      else storage().setItem(key, value);
    } catch {
      // Storage full or blocked: the session still works for this page's lifetime.
    }
  };
  return {
    load(): StoredSession | null {
      const raw = read(SESSION_STORE_KEYS.session);
      if (!raw) return null;
      try {
        const parsed = StoredSessionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save: (session) => write(SESSION_STORE_KEYS.session, JSON.stringify(session)),
    clear: () => write(SESSION_STORE_KEYS.session, null),
    forgetMember,
    loadNotice: () => read(SESSION_STORE_KEYS.notice),
    saveNotice: (notice) => write(SESSION_STORE_KEYS.notice, notice),
    inactivityEnabled: () => read(SESSION_STORE_KEYS.inactivity) === 'true',
    saveInactivityEnabled: (on) => write(SESSION_STORE_KEYS.inactivity, on ? 'true' : 'false'),
  };
}
