// Mock mode's calls go through its service worker (world-host/service-worker.ts) only once it controls the page:
// until then a call goes past it to the static server (a 404 or the HTML page), which the portal would show as the
// fake backend's answer.
import { CLAIM_MESSAGE, type ClaimWanted } from './world-host/messages';

/** Long enough for a first visit on a loaded two-core machine (5 s was seen to run out under CI load). */
export const CONTROL_LIMIT_MS = 30_000;

/** The part of `navigator.serviceWorker` this needs (a fake in unit tests). */
export interface ControlledContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/** The part of the awaited `ServiceWorker` this needs. */
export interface AwaitedWorker {
  readonly state: string;
  postMessage(message: ClaimWanted): void;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}

/**
 * Resolves once `worker` (the registration's newest: a first visit's, or a new build's, still installing; any worker
 * when none is named) controls the page. A registered worker is not yet in charge on a first visit (`register()`
 * resolves before its `clients.claim()`), nor while an older one (another build's) still controls the page. A page
 * loaded while the worker installed (a reload during a first visit) can miss that claim: it came after the
 * page's request but before the page existed. So once the worker is activated, a page it does not control asks it
 * to claim it again. Never resolves early: the badge and every call wait on this; after `limitMs` it rejects with
 * what to do, which the boot shows instead of letting calls reach the static server.
 */
export function untilControlled(container: ControlledContainer, worker?: AwaitedWorker, limitMs = CONTROL_LIMIT_MS): Promise<void> {
  const inCharge = () => container.controller !== null && (worker === undefined || container.controller === worker);
  if (inCharge()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const changed = () => {
      if (!inCharge()) return;
      done();
      resolve();
    };
    const askClaim = () => {
      if (worker?.state === 'activated' && !inCharge()) worker.postMessage({ type: CLAIM_MESSAGE });
    };
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', changed);
      worker?.removeEventListener('statechange', askClaim);
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
    worker?.addEventListener('statechange', askClaim);
    askClaim();
  });
}
