// The session's link to the other tabs of this browser (issue 35 item 2): a session that ends in one tab ends in all
// of them at once, activity in any tab keeps every tab's inactivity timer alive, and "Stay signed in" in one keeps
// all. The session machine stays transport-free: the browser gives a BroadcastChannel (src/app/browser-tabs.ts),
// tests and the headless runner an in-memory bus or nothing (a lone tab).
import { fromCallback } from 'xstate';
import type { EventsOf } from '../event-schemas';
import type { tabsEventSchemas } from './session-tabs.events';

/** What one tab tells the others. `token`: the session that ended (a tab signed in since with another one stays). */
export type TabMessage = { kind: 'ended'; token: string; notice: string | null } | { kind: 'activity' } | { kind: 'stay' };

/** The other tabs as the session sees them, and whether this tab is the one in front of the user. */
export interface SessionTabs {
  /** Sent to every other tab, never back to this one. */
  post(message: TabMessage): void;
  /** Returns the way to stop listening. */
  listen(listener: (message: TabMessage) => void): () => void;
  /** Visible and focused: the tab where the inactivity warning shows (WCAG 2.2.1 needs a user who sees it). */
  inFront(): boolean;
  /** Returns the way to stop listening. */
  onFrontChanged(listener: (front: boolean) => void): () => void;
}

type TabsEvent = EventsOf<typeof tabsEventSchemas>;
export type TabsCommand = { type: 'tabs.post'; message: TabMessage };

// Checked by hand, not with a zod schema: the app would ship zod's discriminated union for this one check
// (session-tabs.events.ts keeps the schema docs/flows shows, held equal to this type).
const isTabMessage = (value: unknown): value is TabMessage => {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<Record<string, unknown>>;
  if (m.kind === 'activity' || m.kind === 'stay') return true;
  return m.kind === 'ended' && typeof m.token === 'string' && (m.notice === null || typeof m.notice === 'string');
};

/** The adapter actor: what the other tabs say reaches the session as events; what the session posts goes out. */
export const tabsLink = fromCallback<TabsCommand, { tabs: SessionTabs | undefined }>(({ input, sendBack, receive }) => {
  const { tabs } = input;
  if (!tabs) return undefined;
  receive((command) => tabs.post(command.message));
  // Another tab's message is data from outside this page's code: anything malformed is dropped.
  const stopListening = tabs.listen((message) => {
    if (isTabMessage(message)) sendBack({ type: 'tabs.heard', message } satisfies TabsEvent);
  });
  const stopFront = tabs.onFrontChanged((front) => sendBack({ type: 'tabs.front', front } satisfies TabsEvent));
  return () => {
    stopListening();
    stopFront();
  };
});
