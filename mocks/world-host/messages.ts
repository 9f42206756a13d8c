// What the pages of one browser and the world host (a SharedWorker) say to each other. Kept free of imports so the
// page's side of mock mode stays small: the fake backend itself loads only in the worker.

/** The one channel on which the host announces every stored change to every tab. */
export const WORLD_CHANNEL = 'portal.mock.world';
/** The answer header that carries the world's version after the call (the dev panel's flow log reads it). */
export const WORLD_VERSION_HEADER = 'x-mock-world-version';
/** Mock mode's service worker (world-host/service-worker.ts), built to the site's root: its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'mock-service-worker.js';
/** Where the fake backend answers: the spec's calls and the tester's controls. Anything else goes to the network. */
export const SERVED_PATHS = /\/(api|__mock)\//;
/** `portal serve`'s stream of announcements (Server-Sent Events), for pages whose world it holds (`?world=`). */
export const CHANGES_PATH = '/__mock/changes';
/** The request header by which a page names itself to `portal serve` as the origin of its calls' changes. */
export const TAB_HEADER = 'x-mock-tab';

export interface StartOptions {
  /** This page's id: the host names it as the origin of the changes its calls made. */
  tab: string;
  /** A scenario asked for in the address (`?scenario=`, `?seed=`): the world is reseeded unless it already is it. */
  asked: { scenario?: string; seed?: number };
  /** Another build discards the stored world. */
  buildId: string;
  superAdminEmail?: string;
  /** The page brings the likely seed world (a `seedWorld` message): the host waits for it rather than fetch it. */
  seedWorldBrought?: boolean;
}

export interface SerializedRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
}

interface SerializedResponse {
  /** 0: the connection was dropped (chaos's network faults). */
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

export type ToHost =
  | { type: 'start'; id: number; options: StartOptions }
  /**
   * A port of its own for mock mode's service worker (transferred with this message): the host serves calls on it as
   * on the page's own port, naming `tab` as the origin of their changes; no answer.
   */
  | { type: 'connect'; id: number; tab: string }
  | { type: 'request'; id: number; request: SerializedRequest }
  | { type: 'snapshot'; id: number }
  | { type: 'keptSnapshots'; id: number; ask: KeptSnapshotsAsk }
  /** The seed world the page fetched for the host (null: none, or it could not); no answer. */
  | { type: 'seedWorld'; id: number; address: string | null; bytes: ArrayBuffer | null };

/**
 * The flow log's snapshots, which the host keeps (kept-snapshots.ts): keep the world now under the page's key, read
 * one back (null: the host no longer has it), or drop the tab's others than `keep` (and other tabs' stale ones).
 */
export type KeptSnapshotsAsk =
  { do: 'keep'; key: string; tab: string } | { do: 'read'; key: string } | { do: 'prune'; tab: string; keep: string[] };

/** The world's version as the host answered; a read's world (`{ ...snapshot, now }`), or null when not kept. */
export interface KeptSnapshotsAnswer {
  version: number;
  world?: unknown;
}

export interface Started {
  scenario: string;
  seed: number;
  version: number;
  /** Where this world came from when the host started it; 'running' when another tab had. */
  origin: 'restored' | 'seeded' | 'running';
  /** The simulated clock when the host answered (epoch ms): the forms count "today" from it (src/kernel/mock/follow-clock.ts). */
  now: number;
  /**
   * When the host reached each stage of its start (epoch ms: a worker's clock has its own origin), for
   * `npm run bench`'s breakdown of mock mode's first answer; the page marks them on its performance timeline.
   */
  stages: Partial<Record<HostStage, number>>;
}

/** The world host's start: its script ran, the stored world was read, the world was built, and stored. */
export type HostStage = 'hostLoaded' | 'storeRead' | 'worldBuilt' | 'worldStored';

export type FromHost =
  | { type: 'started'; id: number; started: Started }
  | { type: 'response'; id: number; response: SerializedResponse | null }
  | { type: 'snapshot'; id: number; snapshot: unknown; version: number; now: number }
  | { type: 'keptSnapshots'; id: number; answer: KeptSnapshotsAnswer }
  | { type: 'failed'; id: number; message: string };

/** Announced on WORLD_CHANNEL after a change is stored. `origin` is the tab whose own call made all of it, if one did. */
export interface WorldAnnouncement {
  type: 'world.changed';
  version: number;
  origin: string | null;
  collections: string[];
}

/**
 * What a page tells mock mode's service worker: where this page's calls go. For this browser's world, a port to the
 * world host travels with it (`remote` null); for a `portal serve`, its origin.
 */
export interface ServiceWorkerLink {
  type: 'portal.mock.link';
  tab: string;
  remote: string | null;
}

/** What the service worker asks of a page it has no link for (the browser stopped it, and its ports went with it). */
export interface LinkWanted {
  type: 'portal.mock.link-wanted';
}

export const CLAIM_MESSAGE = 'portal.mock.claim';

/**
 * What a page tells the activated service worker that does not control it: claim me. The worker's own claim, when
 * it activated, misses a page whose document did not exist yet (mocks/until-controlled.ts).
 */
export interface ClaimWanted {
  type: typeof CLAIM_MESSAGE;
}
