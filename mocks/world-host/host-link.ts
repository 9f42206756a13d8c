// The page's first step of mock mode, taken as soon as the app's code runs (src/app/boot.tsx), before the first
// screen: which world this page uses and, for this browser's own, the world host started (a SharedWorker). The
// host's download, the world's restore or seed and its store in IndexedDB are the long pole of mock mode's first
// answer and happen off the page's main thread, so they need not wait for the screen; the page's link of its calls
// to the host (mocks/browser.ts, mock mode's service worker) still loads after it (docs/decisions/054-mock-mode-on-a-slow-line.md). Small on purpose:
// it is fetched before the first screen's largest paint.
import { isLoopbackHost } from '../loopback';
import type { bringSeedWorld } from './bring-seed-world';
import { askHost, type AskHost, type HostPort } from './ask-host';
import type { StartOptions, Started, ToHost } from './messages';

/** Where the choice of world is remembered: a `portal serve` origin, or absent for this browser's own world. */
const WORLD_KEY = 'portal.mock.world';

/**
 * The `portal serve` whose world this page uses (its origin), or null for this browser's own world. `?world=` in
 * the address chooses and is remembered; `?world=browser` forgets. Anything but a loopback address is refused.
 */
function chosenWorld(search: string, remembered: Storage | null): string | null {
  const asked = new URLSearchParams(search).get('world');
  if (asked === null) {
    const kept = remembered?.getItem(WORLD_KEY) ?? null;
    return kept && remoteOrigin(kept);
  }
  if (asked === '' || asked === 'browser') {
    remembered?.removeItem(WORLD_KEY);
    return null;
  }
  const origin = remoteOrigin(asked);
  if (!origin) {
    throw new Error(
      `Mock mode refuses ?world=${asked}: a remote world must be a \`portal serve\` on this machine, at a loopback address (http://127.0.0.1:8787, http://localhost:8787 or http://[::1]:8787). Open ?world=browser for this browser's own world.`,
    );
  }
  remembered?.setItem(WORLD_KEY, origin);
  return origin;
}

function remoteOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname) ? url.origin : null;
}

/** localStorage, or null where the browser refuses it. */
function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * A scenario or seed the address asks for (`?scenario=busy&seed=2`); the world remembers it after that. The host
 * ignores a scenario it does not know (it holds the list: this chunk stays without it).
 */
function askedInAddress(search: string): StartOptions['asked'] {
  const params = new URLSearchParams(search);
  const scenario = params.get('scenario');
  const seed = params.get('seed');
  return {
    ...(scenario ? { scenario } : {}),
    ...(seed && /^\d{1,10}$/.test(seed) && Number.isSafeInteger(Number(seed)) ? { seed: Number(seed) } : {}),
  };
}

/** The world this page opened: a `portal serve` (its origin), or this browser's own, its host starting. */
export type OpenedWorld =
  | { kind: 'remote'; tab: string; origin: string }
  | {
      kind: 'host';
      tab: string;
      port: HostPort;
      ask: AskHost;
      started: Promise<Started>;
      /**
       * Fetches the seed world the host likely needs and posts it there (once the screen shows: boot.tsx), with the
       * code `load` brings: a dynamic import here would keep this file, and so the host, in a real-backend build.
       */
      bringSeedWorld(load: () => Promise<{ bringSeedWorld: typeof bringSeedWorld }>): Promise<void>;
    };

export interface OpenWorldOptions {
  /** The address's query as the page was opened (`?scenario=`, `?seed=`, `?world=`). */
  search: string;
  /** Another build discards the stored world. */
  buildId?: string;
  superAdminEmail?: string;
}

/** Chooses the world and, for this browser's own, starts its host; throws on a `?world=` it refuses. */
export function openWorld({ search, buildId = '', superAdminEmail }: OpenWorldOptions): OpenedWorld {
  const tab = crypto.randomUUID();
  const remote = chosenWorld(search, storage());
  if (remote) return { kind: 'remote', tab, origin: remote };
  // The same script and name in every tab: the browser gives them one worker, so one world. A browser without
  // SharedWorker gets a world of this tab's own (stored all the same; other tabs fork it).
  const port: HostPort =
    typeof SharedWorker === 'function'
      ? new SharedWorker(new URL('./world-host.ts', import.meta.url), { type: 'module', name: 'portal-mock-world' }).port
      : new Worker(new URL('./world-host.ts', import.meta.url), { type: 'module', name: 'portal-mock-world' });
  const ask = askHost(port);
  const asked = askedInAddress(search);
  // The page brings the likely seed world once its screen shows (bring-seed-world.ts, from boot.tsx).
  const options = { tab, asked, buildId, seedWorldBrought: true, ...(superAdminEmail ? { superAdminEmail } : {}) };
  const started = ask<'started'>({ type: 'start', id: 0, options }).then(({ started }) => started);
  // Awaited by mocks/browser.ts once the screen shows; a failure meanwhile is not unhandled.
  started.catch(() => undefined);
  const bring = (load: () => Promise<{ bringSeedWorld: typeof bringSeedWorld }>) =>
    load().then(
      (loaded) => loaded.bringSeedWorld(port, asked),
      // The host waits for the page's seed world: without one it fetches its own.
      () => port.postMessage({ type: 'seedWorld', id: 0, address: null, bytes: null } satisfies ToHost, []),
    );
  return { kind: 'host', tab, port, ask, started, bringSeedWorld: bring };
}
