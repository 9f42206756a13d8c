// The one session store (spec 1 §4, §9): the token, the few facts of the user that say where they belong
// (StoredUser: no name, e-mail, ID number or phone, issue 35), the expiry and whether "Log in as" gave the
// session, the notice of why the last session ended, and
// the inactivityLogout flag, kept in the browser's local storage by the app and in a run's storage by the headless
// runner (machines/session/area.ts), under the same keys. The spec enforces inactivity "only when the inactivity flag is
// stored locally": with nothing stored it is off. Anything unreadable is treated as absent, never as an error.
import { z } from 'zod/mini';
import { UserSchema } from '#contract';
import type { SessionStore, StoredSession } from './session.machine';

/** What the store needs of local storage (the browser's `Storage`, or a headless run's map). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_STORE_KEYS = { session: 'portal.session', notice: 'portal.notice', inactivity: 'portal.inactivityLogout' } as const;
// An object schema drops the keys it does not name: saving a whole user keeps only these fields of it.
const StoredSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: z.pick(UserSchema, { id: true, type: true, is_admin: true, is_approver: true, profile: true }),
  expiresAt: z.number(),
  acting: z.optional(z.boolean()),
});

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
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return null;
      }
      // The shape before issue 35 kept an acting administrator's own session under `admin`: its token must not
      // stay, and without the server's binding there is no way back to it. That session is dropped (sign in again).
      if (json && typeof json === 'object' && 'admin' in json) {
        write(SESSION_STORE_KEYS.session, null);
        return null;
      }
      const parsed = StoredSessionSchema.safeParse(json);
      if (!parsed.success) return null;
      const slim = JSON.stringify(parsed.data);
      // The earlier shape (the whole user) is written back slim at once.
      if (slim !== raw) write(SESSION_STORE_KEYS.session, slim);
      return parsed.data;
    },
    save: (session) => {
      const parsed = StoredSessionSchema.safeParse(session);
      if (parsed.success) write(SESSION_STORE_KEYS.session, JSON.stringify(parsed.data));
    },
    clear: () => write(SESSION_STORE_KEYS.session, null),
    forgetMember,
    loadNotice: () => read(SESSION_STORE_KEYS.notice),
    saveNotice: (notice) => write(SESSION_STORE_KEYS.notice, notice),
    inactivityEnabled: () => read(SESSION_STORE_KEYS.inactivity) === 'true',
    saveInactivityEnabled: (on) => write(SESSION_STORE_KEYS.inactivity, on ? 'true' : 'false'),
  };
}
