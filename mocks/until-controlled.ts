// Mock mode's calls go through MSW's service worker only once it controls the page: until then a call goes past it
// to the static server (a 404 or the HTML page), which the portal would show as the fake backend's answer.

/** Long enough for a first visit on a loaded two-core machine (5 s was seen to run out under CI load). */
export const CONTROL_LIMIT_MS = 30_000;

/** The part of `navigator.serviceWorker` this needs (a fake in unit tests). */
export interface ControlledContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Resolves once `worker` (the one MSW activated this page's mocking in; any worker when MSW names none) controls
 * the page. Two ways a started MSW is not yet in charge: on a first visit `worker.start()` can resolve before the
 * worker's `clients.claim()`, and on a load that follows another page of the portal, that page's goodbye
 * (CLIENT_CLOSED) can make the worker unregister itself, leaving the new page controlled by a worker that passes
 * every call through while a new one starts. Never resolves early: the badge and every call wait on this; after
 * `limitMs` it rejects with what to do, which the boot shows instead of letting calls reach the static server.
 */
export function untilControlled(container: ControlledContainer, worker?: unknown, limitMs = CONTROL_LIMIT_MS): Promise<void> {
  const inCharge = () => container.controller !== null && (worker === undefined || container.controller === worker);
  if (inCharge()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const changed = () => {
      if (!inCharge()) return;
      done();
      resolve();
    };
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', changed);
    };
    const timer = setTimeout(() => {
      done();
      reject(
        new Error(
          `Mock mode's service worker has not taken control of this page after ${limitMs / 1000} s, so the fake backend cannot answer. Reload the page.`,
        ),
      );
    }, limitMs);
    container.addEventListener('controllerchange', changed);
  });
}
