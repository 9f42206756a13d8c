// The Upcoming tab's layout choice (grid or list), remembered in this browser across reloads.
import { eventLayoutOf, type EventLayout } from '#machines/events/event-rules.ts';

const KEY = 'portal.events.layout';

export function recallEventLayout(): EventLayout {
  try {
    return eventLayoutOf(localStorage.getItem(KEY));
  } catch {
    return eventLayoutOf(null);
  }
}

export function rememberEventLayout(layout: EventLayout): void {
  try {
    localStorage.setItem(KEY, layout);
  } catch {
    // Without storage the choice lasts until the page is left; nothing else depends on it.
  }
}
