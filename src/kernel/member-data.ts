// What a logout leaves in this browser: nothing of the member (issue 24 item 6). Every key of local and session
// storage goes except those known to hold no member datum, so a store added later is forgotten by default rather
// than left behind. The fake backend's world (IndexedDB, mock mode) is the server's, not the browser's: it stays.
import { SESSION_STORE_KEYS } from '#machines/session/session-store.ts';

/**
 * Kept: the notice of why the session ended and the inactivity flag (the session store's), the site's settings
 * shown before the backend answers (`portal.site`), the events page's grid or list, and mock mode's tester
 * controls: the choice of world and the dev panel's flow log (replay files of what this tab did, which a tester
 * exports after the logout too).
 */
const KEPT = [
  SESSION_STORE_KEYS.notice,
  SESSION_STORE_KEYS.inactivity,
  'portal.site',
  'portal.events.layout',
  'portal.mock.world',
  'portal.devPanel.',
];

const isKept = (key: string) => KEPT.some((kept) => (kept.endsWith('.') ? key.startsWith(kept) : key === kept));

/** Removes every member datum from local and session storage; storage the browser refuses is skipped. */
export function forgetMemberData(stores: () => Storage[] = () => [localStorage, sessionStorage]): void {
  try {
    for (const storage of stores()) {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
      for (const key of keys) if (!isKept(key)) storage.removeItem(key);
    }
  } catch {
    // Storage refused (private mode): nothing was stored either.
  }
}
