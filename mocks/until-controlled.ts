// Mock mode's calls go through its service worker (world-host/service-worker.ts) only once it controls the page:
// until then a call goes past it to the static server (a 404 or the HTML page), which the portal would show as the
// fake backend's answer.

/** Long enough for a first visit on a loaded two-core machine (5 s was seen to run out under CI load). */
export const CONTROL_LIMIT_MS = 30_000;

/** The part of `navigator.serviceWorker` this needs (a fake in unit tests). */
export interface ControlledContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * Resolves once `worker` (the registration's newest: a first visit's, or a new build's, still installing; any worker
 * when none is named) controls the page. A registered worker is not yet in charge on a first visit (`register()`
 * resolves before its `clients.claim()`), nor while an older one (another build's, or MSW's of earlier builds) still
 * controls the page. Never resolves early: the badge and every call wait on this; after `limitMs` it rejects with
 * what to do, which the boot shows instead of letting calls reach the static server.
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
