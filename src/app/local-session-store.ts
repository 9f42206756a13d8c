// The session kept in local storage (document 1 §4): token, user and expiry, the notice of why the last session
// ended, and the inactivityLogout flag. Anything unreadable is treated as absent, never as an error.
import { SessionSchema } from '../contract';
import { z } from 'zod/mini';
import type { SessionStore, StoredSession } from '../../machines/session/session.machine';

const KEYS = { session: 'portal.session', notice: 'portal.notice', inactivity: 'portal.inactivityLogout' } as const;
const StoredSessionSchema = z.extend(SessionSchema, { expiresAt: z.number(), admin: z.optional(SessionSchema) });

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the session still works for this page's lifetime.
  }
}

export function localSessionStore(): SessionStore {
  return {
    load(): StoredSession | null {
      const raw = read(KEYS.session);
      if (!raw) return null;
      try {
        const parsed = StoredSessionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save: (session) => write(KEYS.session, JSON.stringify(session)),
    clear: () => write(KEYS.session, null),
    loadNotice: () => read(KEYS.notice),
    saveNotice: (notice) => write(KEYS.notice, notice),
    inactivityEnabled: () => read(KEYS.inactivity) === 'true',
    saveInactivityEnabled: (on) => write(KEYS.inactivity, on ? 'true' : 'false'),
  };
}
