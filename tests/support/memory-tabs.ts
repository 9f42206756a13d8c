// The tabs of one browser for machine tests: what one posts reaches every other, a turn later (as a
// BroadcastChannel's message does), and each says whether it is in front.
import type { SessionTabs, TabMessage } from '#machines/session/session-tabs.ts';

export type MemoryTab = SessionTabs & { setFront(front: boolean): void; posted: TabMessage[] };

export function memoryBrowser() {
  const tabs = new Set<{ hear: (message: TabMessage) => void }>();
  return {
    /** A new tab; `front`: whether the user is looking at it. */
    open(front = true): MemoryTab {
      const listeners = new Set<(message: TabMessage) => void>();
      const frontListeners = new Set<(front: boolean) => void>();
      const self = { hear: (message: TabMessage) => listeners.forEach((l) => l(message)) };
      tabs.add(self);
      let isFront = front;
      const posted: TabMessage[] = [];
      return {
        posted,
        post(message) {
          posted.push(message);
          for (const tab of tabs) if (tab !== self) queueMicrotask(() => tab.hear(structuredClone(message)));
        },
        listen: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
        inFront: () => isFront,
        onFrontChanged: (listener) => (frontListeners.add(listener), () => void frontListeners.delete(listener)),
        setFront(next) {
          isFront = next;
          frontListeners.forEach((l) => l(next));
        },
      };
    },
  };
}
