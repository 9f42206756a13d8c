// The referee's answers in progress in the browser's session storage, one entry per link (spec §D): a reload
// keeps them, closing the tab forgets them, so answers about a colleague do not outlive the visit on a shared
// computer. Storage that refuses (private mode, full) only loses the convenience.
import type { RefereeDraftStore } from '#machines/referees/referee-response.machine.ts';

const PREFIX = 'portal.referee.draft.';

export const sessionDraftStore: RefereeDraftStore = {
  read(key) {
    try {
      const text = window.sessionStorage.getItem(PREFIX + key);
      return text === null ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  },
  write(key, draft) {
    try {
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
    } catch {
      // Nothing to do: the answers stay on the page.
    }
  },
  clear(key) {
    try {
      window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // As above.
    }
  },
};
