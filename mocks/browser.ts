// Mock mode in the browser, the page's side: the fake backend lives in one SharedWorker for every tab of this
// browser (world-host/world-host.ts), which keeps the world in IndexedDB and stores each change before it
// answers. Here the MSW service worker hands this page's /api/ and /__mock/ calls to the page, which forwards them
// to that host; the host's announcements of changes made elsewhere (another tab, the clock, a scheduled change)
// reach the portal through `onWorldChanged` (docs/decisions/017-one-world-per-browser.md). The page opened that
// host when its code first ran (world-host/host-link.ts); this chunk, MSW's part, loads once the screen shows
// (docs/decisions/054-mock-mode-on-a-slow-line.md).
//
// A remote world instead: `?world=http://127.0.0.1:8787` (a loopback address only; remembered in localStorage
// until `?world=browser`) makes a running `portal serve` the world. Each call is then forwarded there (bypassing
// MSW, naming this tab in `x-mock-tab`), and the server's announcements arrive over an EventSource on
// /__mock/changes.
import { bypass, http, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import {
  CHANGES_PATH,
  SERVED_PATHS,
  TAB_HEADER,
  WORLD_CHANNEL,
  WORLD_VERSION_HEADER,
  type SerializedRequest,
  type Started,
  type WorldAnnouncement,
} from './world-host/messages';
import type { OpenedWorld } from './world-host/host-link';
import { keptByHost } from './world-host/kept-snapshots-link';
import { hashPassword } from './domain/password';
import { untilControlled } from './until-controlled';

export interface MockWorkerOptions {
  /** Where `mockServiceWorker.js` is served (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string;
}

export interface MockWorker {
  scenario: string;
  seed: number;
  /** Where the world came from: restored from IndexedDB, seeded, already running for another tab, or a `portal serve`. */
  origin: Started['origin'] | 'remote';
  /** Which world is in use, as the badge and dev panel say it ("world: portal serve at http://127.0.0.1:8787"). */
  world: string;
  /** The world's version as this page last heard it (each stored change adds one). */
  changes(): number;
  /** A snapshot of every collection, with the simulated now it was taken at. */
  snapshot(): Promise<{ snapshot: unknown; now: number }>;
  /**
   * Where the flow log's snapshots are kept: by the world host, which the page asks by id (decision 058); none for
   * a `portal serve` world, whose snapshots the page keeps (src/kernel/flow-log/snapshot-store.ts).
   */
  kept?: ReturnType<typeof keptByHost>;
  /** The backend's password hash, for a recording that resets a redacted password (src/kernel/flow-log/secrets.ts). */
  hashPassword(password: string, salt: string): string;
  /** Called once for each change this page's own calls did not make (another tab, the clock, a scheduled change). */
  onWorldChanged(listener: (announcement: WorldAnnouncement) => void): () => void;
  stop(): void;
}

async function serialized(request: Request): Promise<SerializedRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return { method: request.method, url: request.url, headers: [...request.headers], body };
}

async function startMsw(forward: HttpHandler, options: MockWorkerOptions) {
  const worker = setupWorker(forward);
  const registration = await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled(navigator.serviceWorker, registration?.active ?? undefined);
  return worker;
}

/** The world `portal serve` holds at `remote`: every call forwarded there, its announcements heard over SSE. */
/**
 * The world's news as this page hears it, whichever carries it (the BroadcastChannel, portal serve's stream): the
 * version moves on, and listeners hear every change but this page's own.
 */
function worldNews(tab: string, heard: (version: number) => void) {
  const listeners = new Set<(announcement: WorldAnnouncement) => void>();
  return {
    hear(announcement: WorldAnnouncement | undefined) {
      if (announcement?.type !== 'world.changed') return;
      heard(announcement.version);
      if (announcement.origin === tab) return;
      for (const listener of [...listeners]) listener(announcement);
    },
    onWorldChanged: (listener: (announcement: WorldAnnouncement) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The world `portal serve` holds, through the test-control protocol's snapshot control (its answer parsed by the
 * contract): what a recording on that world carries (src/kernel/flow-log, docs/decisions/049). The controls' table
 * is loaded when a flow first asks, not with the page's mock chunk.
 */
async function remoteSnapshot(remote: string, heard: (version: number) => void): Promise<{ snapshot: unknown; now: number }> {
  // Asked at once (the contract's mockControls.snapshot), before the flow's first call, which goes by the service
  // worker: the world the flow started in.
  const asked = fetch(bypass(`${remote}/__mock/snapshot`));
  const { mockControls } = await import('#contract/mock-controls.ts');
  const control = mockControls.snapshot;
  const response = await asked;
  if (!response.ok)
    throw new Error(`portal serve at ${remote} gave no snapshot of its world (${response.status}): a recording on it cannot carry it.`);
  const parsed = control.answer.safeParse(await response.json());
  if (!parsed.success) throw new Error(`portal serve at ${remote} answered a snapshot the contract refuses: ${parsed.error.message}`);
  heard(Number(response.headers.get(WORLD_VERSION_HEADER) ?? 0));
  return { snapshot: parsed.data.data.snapshot, now: Date.parse(parsed.data.data.now) };
}

async function startRemoteWorld(remote: string, tab: string, options: MockWorkerOptions): Promise<MockWorker> {
  const unreachable = (detail: string) =>
    new Error(
      `Mock mode uses the world of \`portal serve\` at ${remote} (chosen with ?world=), which ${detail}. Start it (portal serve --port ${new URL(remote).port || 80}) and reload, or open ?world=browser for this browser's own world.`,
    );
  const state = await fetch(bypass(`${remote}/__mock/state`)).then(
    (r) =>
      r.ok ? (r.json() as Promise<{ data: { scenario: string; seed: number } }>) : Promise.reject(unreachable(`answered ${r.status}`)),
    () => Promise.reject(unreachable('does not answer')),
  );
  let version = 0;
  const heard = (next: number) => void (version = Math.max(version, next));

  const forward: HttpHandler = http.all(SERVED_PATHS, async ({ request }) => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    headers.set(TAB_HEADER, tab);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // bypass(): the forwarded call must not come back through MSW.
    const response = await fetch(
      bypass(
        new Request(`${remote}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          ...(hasBody ? { body: await request.arrayBuffer() } : {}),
        }),
      ),
    );
    heard(Number(response.headers.get(WORLD_VERSION_HEADER) ?? 0));
    return response;
  });
  const worker = await startMsw(forward, options);

  const news = worldNews(tab, heard);
  const changes = new EventSource(`${remote}${CHANGES_PATH}`);
  changes.onmessage = (event: MessageEvent<string>) => news.hear(JSON.parse(event.data) as WorldAnnouncement);

  return {
    scenario: state.data.scenario,
    seed: state.data.seed,
    origin: 'remote',
    world: `portal serve at ${remote}`,
    changes: () => version,
    snapshot: () => remoteSnapshot(remote, heard),
    hashPassword,
    onWorldChanged: news.onWorldChanged,
    stop() {
      changes.close();
      worker.stop();
    },
  };
}

/** The host's stages on this page's performance timeline ('mock:worldBuilt'…), read by `npm run bench`. */
function markStages(stages: Started['stages']): void {
  for (const [stage, at] of Object.entries(stages)) {
    const startTime = at - performance.timeOrigin;
    // A host another tab started earlier reached its stages before this page existed.
    if (startTime >= 0) performance.mark(`mock:${stage}`, { startTime });
  }
}

/**
 * MSW's page side for the world this page opened at boot (world-host/host-link.ts: a `portal serve`, or this
 * browser's host, already starting): resolves once calls can be answered.
 */
export async function startMockWorker(opened: OpenedWorld, options: MockWorkerOptions = {}): Promise<MockWorker> {
  const { tab } = opened;
  if (opened.kind === 'remote') return startRemoteWorld(opened.origin, tab, options);
  const { ask, port } = opened;
  let version = 0;
  const heard = (next: number) => void (version = Math.max(version, next));

  const forward: HttpHandler = http.all(SERVED_PATHS, async ({ request }) => {
    const sent = await serialized(request);
    const { response } = await ask<'response'>({ type: 'request', id: 0, request: sent }, sent.body ? [sent.body] : []);
    if (!response) return undefined;
    if (response.status === 0) return Response.error();
    heard(Number(new Headers(response.headers).get(WORLD_VERSION_HEADER) ?? 0));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
  // MSW's service worker starts while the host builds the world: neither waits for the other, and no call goes
  // out before both are done (the portal's calls wait for this function).
  const [started, worker] = await Promise.all([
    opened.started,
    startMsw(forward, options).then((started) => {
      performance.mark('mock:mswStarted');
      return started;
    }),
  ]);
  markStages(started.stages);
  heard(started.version);

  const news = worldNews(tab, heard);
  const channel = new BroadcastChannel(WORLD_CHANNEL);
  channel.onmessage = (event: MessageEvent<WorldAnnouncement>) => news.hear(event.data);

  return {
    scenario: started.scenario,
    seed: started.seed,
    origin: started.origin,
    world: 'this browser',
    changes: () => version,
    async snapshot() {
      const answer = await ask<'snapshot'>({ type: 'snapshot', id: 0 });
      heard(answer.version);
      return { snapshot: answer.snapshot, now: answer.now };
    },
    kept: keptByHost(ask, heard),
    hashPassword,
    onWorldChanged: news.onWorldChanged,
    stop() {
      channel.close();
      worker.stop();
      port.close?.();
    },
  };
}
