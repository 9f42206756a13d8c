// What brings the user back to the page, as the real backend's refresh policy hears it
// (machines/changes/refresh-on-return.machine.ts): the window regains focus, the tab becomes visible, the user moves to
// another route (wouter's `pushState` event, or Back/Forward's `popstate`; a `replaceState` that only keeps the
// address in step with a screen is no return).
import type { WatchPage } from '#machines/changes/refresh-on-return.machine.ts';

interface PageTargets {
  window: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: DocumentVisibilityState };
}

/** The page's signals from these targets (the browser's own window and document by default). */
export const watchPageSignals =
  (targets: PageTargets = { window, document }): WatchPage =>
  (notice) => {
    const listeners: [Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, string, () => void][] = [
      [targets.window, 'focus', () => notice('focus')],
      [targets.document, 'visibilitychange', () => targets.document.visibilityState === 'visible' && notice('visible')],
      [targets.window, 'pushState', () => notice('route')],
      [targets.window, 'popstate', () => notice('route')],
    ];
    for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
    return () => {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    };
  };
