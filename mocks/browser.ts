// Mock mode in the browser, the page's side: the fake backend lives in one SharedWorker for every tab of this
// browser (world-host/world-host.ts), which keeps the world in IndexedDB and stores each change before it
// answers. Mock mode's own service worker (world-host/service-worker.ts) hands this page's /api/ and /__mock/ calls
// straight to that host, over a port this page gives it (docs/decisions/057-own-service-worker.md): no call reaches
// this page's main thread. The host's announcements of changes made elsewhere (another tab, the clock, a scheduled
// change) reach the portal through `onWorldChanged` (docs/decisions/017-one-world-per-browser.md). The page opened
// that host when its code first ran (world-host/host-link.ts); this chunk loads once the screen shows
// (docs/decisions/054-mock-mode-on-a-slow-line.md).
//
// A remote world instead: `?world=http://127.0.0.1:8787` (a loopback address only; remembered in localStorage
// until `?world=browser`) makes a running `portal serve` the world. The service worker then forwards each call
// there (naming this tab in `x-mock-tab`), and the server's announcements arrive over an EventSource on
// /__mock/changes.
import {
  CHANGES_PATH,
  SERVICE_WORKER_FILE,
  WORLD_CHANNEL,
  WORLD_VERSION_HEADER,
  type LinkWanted,
  type ServiceWorkerLink,
  type Started,
  type WorldAnnouncement,
} from './world-host/messages';
import type { OpenedWorld } from './world-host/host-link';
import { keptByHost } from './world-host/kept-snapshots-link';
import { hashPassword } from './domain/password';
import { untilControlled } from './until-controlled';

export interface MockWorkerOptions {
  /** The site's base address, where the service worker is served and which it controls (default '/'). */
  base?: string;
}

export interface MockWorker {
  scenario: string;
  seed: number;
  /** The simulated clock when the world answered that it runs (epoch ms). */
  now: number;
  /** Where the world came from: restored from IndexedDB, seeded, already running for another tab, or a `portal serve`. */
  origin: Started['origin'] | 'remote';
  /** Which world is in use, as the badge and dev panel say it ("world: portal serve at http://127.0.0.1:8787"). */
  world: string;
  /**
   * The world's version as this page last heard it (each stored change adds one), from the world's announcements:
   * the host announces a change before it answers the call that made it.
   */
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

/**
 * Registers mock mode's service worker and links this page's calls to the world, once it controls the page (before
 * that, a call would go past it to the static server). The link is given again whenever the worker asks: the
 * browser stops an idle worker, and a new build's worker takes over at once; both start without this page's port.
 * `link` makes a new one each time (a port can be given once).
 */
async function linkCalls(base: string, link: () => { message: ServiceWorkerLink; ports: Transferable[] }): Promise<() => void> {
  const container = navigator.serviceWorker;
  const asked = (event: MessageEvent<LinkWanted | undefined>) => {
    if (event.data?.type !== 'portal.mock.link-wanted' || !(event.source instanceof ServiceWorker)) return;
    const { message, ports } = link();
    event.source.postMessage(message, ports);
  };
  container.addEventListener('message', asked);
  // Messages from the worker wait until the page says it listens (no `onmessage` is set).
  container.startMessages();
  const registration = await container.register(`${base}${SERVICE_WORKER_FILE}`, { scope: base, updateViaCache: 'none' });
  // The newest worker of the registration (a first visit's, or a new build's, still installing) is the one to wait for.
  await untilControlled(container, registration.installing ?? registration.waiting ?? registration.active ?? undefined);
  const { message, ports } = link();
  container.controller?.postMessage(message, ports);
  return () => container.removeEventListener('message', asked);
}

/**
 * The world's news as this page hears it, whichever carries it (the BroadcastChannel, portal serve's stream): the
 * version moves on, and listeners hear every change but this page's own.
 */
function worldNews(tab: string, heard: (version: number) => void) {
  const listeners = new Set<(announcement: WorldAnnouncement) => void>();
  // The world's version when this page's calls could first go out: every read of the page is of that world or a
  // later one, so a change up to it is no news, however late its announcement comes (the seeding of a first visit
  // is announced on the channel, which may deliver it after the host's answer that it started).
  let startedAt = 0;
  return {
    hear(announcement: WorldAnnouncement | undefined) {
      if (announcement?.type !== 'world.changed') return;
      heard(announcement.version);
      if (announcement.origin === tab || announcement.version <= startedAt) return;
      for (const listener of [...listeners]) listener(announcement);
    },
    /** Called once the page's calls can go out, with the world's version then. */
    started(version: number) {
      startedAt = version;
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
  // Asked at once (the contract's mockControls.snapshot), before the flow's first call: the world the flow started
  // in. Another origin's address: the service worker leaves it to the network.
  const asked = fetch(`${remote}/__mock/snapshot`);
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

async function startRemoteWorld(remote: string, tab: string, base: string): Promise<MockWorker> {
  const unreachable = (detail: string) =>
    new Error(
      `Mock mode uses the world of \`portal serve\` at ${remote} (chosen with ?world=), which ${detail}. Start it (portal serve --port ${new URL(remote).port || 80}) and reload, or open ?world=browser for this browser's own world.`,
    );
  const state = await fetch(`${remote}/__mock/state`).then(
    (r) =>
      r.ok
        ? (r.json() as Promise<{ data: { scenario: string; seed: number; now: string } }>)
        : Promise.reject(unreachable(`answered ${r.status}`)),
    () => Promise.reject(unreachable('does not answer')),
  );
  let version = 0;
  const heard = (next: number) => void (version = Math.max(version, next));
  // The server announces a change on this stream before it answers the call that made it.
  const news = worldNews(tab, heard);
  const changes = new EventSource(`${remote}${CHANGES_PATH}`);
  changes.onmessage = (event: MessageEvent<string>) => news.hear(JSON.parse(event.data) as WorldAnnouncement);
  const unlink = await linkCalls(base, () => ({ message: { type: 'portal.mock.link', tab, remote }, ports: [] }));

  return {
    scenario: state.data.scenario,
    seed: state.data.seed,
    now: Date.parse(state.data.now),
    origin: 'remote',
    world: `portal serve at ${remote}`,
    changes: () => version,
    snapshot: () => remoteSnapshot(remote, heard),
    hashPassword,
    onWorldChanged: news.onWorldChanged,
    stop() {
      changes.close();
      unlink();
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
 * Mock mode for the world this page opened at boot (world-host/host-link.ts: a `portal serve`, or this browser's
 * host, already starting): its service worker controls the page and has this page's link; resolves once calls can
 * be answered.
 */
export async function startMockWorker(opened: OpenedWorld, { base = '/' }: MockWorkerOptions = {}): Promise<MockWorker> {
  const { tab } = opened;
  if (opened.kind === 'remote') return startRemoteWorld(opened.origin, tab, base);
  const { ask, port } = opened;
  let version = 0;
  const heard = (next: number) => void (version = Math.max(version, next));
  // Every stored change is announced here before the call that made it is answered (world-host.ts `store`): the
  // version this page holds is never behind an answer it has read.
  const news = worldNews(tab, heard);
  const channel = new BroadcastChannel(WORLD_CHANNEL);
  channel.onmessage = (event: MessageEvent<WorldAnnouncement>) => news.hear(event.data);
  // A port of the host's for the service worker, each time it asks: one end to the host (for this tab), one to it.
  const link = () => {
    const { port1, port2 } = new MessageChannel();
    port.postMessage({ type: 'connect', id: 0, tab }, [port1]);
    return { message: { type: 'portal.mock.link', tab, remote: null } satisfies ServiceWorkerLink, ports: [port2] };
  };
  // The service worker starts while the host builds the world: neither waits for the other, and no call goes out
  // before both are done (the portal's calls wait for this function).
  const [started, unlink] = await Promise.all([
    opened.started,
    linkCalls(base, link).then((unlink) => {
      performance.mark('mock:swLinked');
      return unlink;
    }),
  ]);
  markStages(started.stages);
  heard(started.version);
  news.started(started.version);

  return {
    scenario: started.scenario,
    seed: started.seed,
    now: started.now,
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
      unlink();
      port.close?.();
    },
  };
}
