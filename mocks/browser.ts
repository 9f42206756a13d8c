// Mock mode in the browser, the page's side: the fake backend lives in one SharedWorker for every tab of this
// browser (shared-world/world-host.ts), which keeps the world in IndexedDB and stores each change before it
// answers. Here the MSW service worker hands this page's /api/ and /__mock/ calls to the page, which forwards them
// to that host; the host's announcements of changes made elsewhere (another tab, the clock, a scheduled change)
// reach the portal through `onWorldChanged` (docs/decisions/016-one-world-per-browser.md).
import { http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  SERVED_PATHS,
  WORLD_CHANNEL,
  WORLD_VERSION_HEADER,
  type FromHost,
  type SerializedRequest,
  type StartOptions,
  type Started,
  type ToHost,
  type WorldAnnouncement,
} from './shared-world/messages';
import { isScenarioName } from './scenarios';

export interface MockWorkerOptions {
  /** Where `mockServiceWorker.js` is served (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string;
  /** Another build discards the stored world. */
  buildId?: string;
  superAdminEmail?: string;
}

export interface MockWorker {
  scenario: string;
  seed: number;
  /** Where the world came from: restored from IndexedDB, seeded, or already running for another tab. */
  origin: Started['origin'];
  /** The world's version as this page last heard it (each stored change adds one). */
  changes(): number;
  /** A snapshot of every collection, with the simulated now it was taken at. */
  snapshot(): Promise<{ snapshot: unknown; now: number }>;
  /** Called once for each change this page's own calls did not make (another tab, the clock, a scheduled change). */
  onWorldChanged(listener: (announcement: WorldAnnouncement) => void): () => void;
  stop(): void;
}

/** A scenario or seed the address asks for (`?scenario=busy&seed=2`); the world remembers it after that. */
function askedInAddress(): StartOptions['asked'] {
  const params = new URLSearchParams(window.location.search);
  const scenario = params.get('scenario');
  const seed = params.get('seed');
  return {
    ...(scenario && isScenarioName(scenario) ? { scenario } : {}),
    ...(seed && /^\d{1,10}$/.test(seed) && Number.isSafeInteger(Number(seed)) ? { seed: Number(seed) } : {}),
  };
}

/**
 * On a first visit `worker.start()` can resolve before the worker's `clients.claim()` has made it this page's
 * controller; a call in that moment would go past the worker to the static server (an empty or HTML answer).
 */
async function untilControlled(timeoutMs = 5000): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, timeoutMs);
  });
}

type Answer<T extends FromHost['type']> = Extract<FromHost, { type: T }>;

/** A SharedWorker's port, or a dedicated worker (which has neither `start` nor `close`). */
interface HostPort {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<FromHost>) => void) | null;
  start?: () => void;
  close?: () => void;
}

/** Request/answer over the host's port, matched by id. */
function connect(port: HostPort) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (message: FromHost) => void; reject: (e: Error) => void }>();
  port.onmessage = (event: MessageEvent<FromHost>) => {
    const message = event.data;
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.type === 'failed') pending.reject(new Error(`The mock world failed: ${message.message}`));
    else pending.resolve(message);
  };
  port.start?.();
  return function ask<T extends FromHost['type']>(message: ToHost, transfer: Transferable[] = []): Promise<Answer<T>> {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (m: FromHost) => void, reject });
      port.postMessage({ ...message, id }, transfer);
    });
  };
}

async function serialized(request: Request): Promise<SerializedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body };
}

export async function startMockWorker(options: MockWorkerOptions = {}): Promise<MockWorker> {
  const tab = crypto.randomUUID();
  // The same script and name in every tab: the browser gives them one worker, so one world. A browser without
  // SharedWorker gets a world of this tab's own (stored all the same; other tabs fork it).
  const port: HostPort =
    typeof SharedWorker === 'function'
      ? new SharedWorker(new URL('./shared-world/world-host.ts', import.meta.url), { type: 'module', name: 'portal-mock-world' }).port
      : new Worker(new URL('./shared-world/world-host.ts', import.meta.url), { type: 'module', name: 'portal-mock-world' });
  const ask = connect(port);
  const { started } = await ask<'started'>({
    type: 'start',
    id: 0,
    options: {
      tab,
      asked: askedInAddress(),
      buildId: options.buildId ?? '',
      ...(options.superAdminEmail ? { superAdminEmail: options.superAdminEmail } : {}),
    },
  });
  let version = started.version;
  const heard = (next: number) => void (version = Math.max(version, next));

  const forward: HttpHandler = http.all(SERVED_PATHS, async ({ request }) => {
    const sent = await serialized(request);
    const { response } = await ask<'response'>({ type: 'request', id: 0, request: sent }, sent.body ? [sent.body] : []);
    if (!response) return undefined;
    heard(Number(new Headers(response.headers).get(WORLD_VERSION_HEADER) ?? 0));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
  const worker = setupWorker(forward);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled();

  const listeners = new Set<(announcement: WorldAnnouncement) => void>();
  const channel = new BroadcastChannel(WORLD_CHANNEL);
  channel.onmessage = (event: MessageEvent<WorldAnnouncement>) => {
    const announcement = event.data;
    if (announcement?.type !== 'world.changed') return;
    heard(announcement.version);
    if (announcement.origin === tab) return;
    for (const listener of [...listeners]) listener(announcement);
  };

  return {
    scenario: started.scenario,
    seed: started.seed,
    origin: started.origin,
    changes: () => version,
    async snapshot() {
      const answer = await ask<'snapshot'>({ type: 'snapshot', id: 0 });
      heard(answer.version);
      return { snapshot: answer.snapshot, now: answer.now };
    },
    onWorldChanged(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop() {
      channel.close();
      worker.stop();
      port.close?.();
    },
  };
}
