// The session's link to the other tabs in the browser (machines/session/session-tabs.ts): a BroadcastChannel, and the
// page's visibility and focus for "in front". A browser without BroadcastChannel gets a lone tab: each tab still
// ends its own session and the token is revoked on the server, so the other tabs end at their next call (a 401).
import type { SessionTabs, TabMessage } from '#machines/session/session-tabs.ts';

const SESSION_CHANNEL = 'portal.session';

const inFront = () => document.visibilityState === 'visible' && document.hasFocus();

export function browserTabs(): SessionTabs | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  return {
    post: (message) => channel.postMessage(message),
    listen(listener) {
      const heard = (event: MessageEvent<TabMessage>) => listener(event.data);
      channel.addEventListener('message', heard);
      return () => channel.removeEventListener('message', heard);
    },
    inFront,
    onFrontChanged(listener) {
      const changed = () => listener(inFront());
      const targets = [
        [document, 'visibilitychange'],
        [window, 'focus'],
        [window, 'blur'],
      ] as const;
      for (const [target, type] of targets) target.addEventListener(type, changed);
      return () => {
        for (const [target, type] of targets) target.removeEventListener(type, changed);
      };
    },
  };
}
