// Mock mode's one world per browser: this SharedWorker holds the fake backend for every tab of the origin. Mock
// mode's service worker hands each page's /api/ and /__mock/ calls straight here, over a port the page gave it for
// this host (a `connect` message; docs/decisions/057-own-service-worker.md); the answer goes
// back only once the change it made is stored in IndexedDB (durable before answered), and every stored change is
// announced on a BroadcastChannel so other tabs reload what they show (docs/decisions/017-one-world-per-browser.md).
import './worker-globals';
import { getResponse, type HttpHandler } from 'msw';
import { ChaosSchema, MOCK_CONTROLS_BASE } from '#contract/mock-controls.ts';
import { createBackend, SNAPSHOT_VERSION, type Backend } from '../backend';
import { collectionsOf } from '../db';
import { createDevRoutes } from '../dev-routes';
import { DEFAULT_SCENARIO, DEFAULT_SEED, isScenarioName } from '../scenarios';
import { likelySeedWorld, seedWorldOf } from '../scenarios/seed-world-files';
import { decodeSeedWorld } from '../scenarios/seed-worlds';
import { announcementOf, trackChanges, type ChangeTracker } from './change-tracker';
import { indexedDbShelf, keptSnapshots, type KeptSource } from './kept-snapshots';
import { rebuiltWorld, storedEntries, type KeptWorld } from './kept-world';
import {
  WORLD_CHANNEL,
  WORLD_VERSION_HEADER,
  type FromHost,
  type HostStage,
  type SerializedRequest,
  type StartOptions,
  type Started,
  type ToHost,
} from './messages';
import { openRecordStore, worldFrom, type WorldMeta, type RecordStore } from './record-store';
import { seedWorldSource } from './seed-world-source';

/** Seed worlds as the host gets them: the likely one early (brought by the page, or fetched), others when asked. */
const seedWorlds = seedWorldSource({
  download: async (address) => {
    const response = await fetch(address);
    if (!response.ok) throw new Error(`${address} answered ${response.status}`);
    return response.arrayBuffer();
  },
  decode: decodeSeedWorld,
});

interface Host {
  backend: Backend;
  handlers: HttpHandler[];
  tracker: ChangeTracker;
  store: RecordStore;
  /** What the store holds, as written: a keep of the flow log's reads it (kept-world.ts). */
  stored: ReturnType<typeof storedEntries>;
  meta: WorldMeta;
  /** The last stored write: a call's answer waits for it (and so for every write before it). */
  saving: Promise<void>;
  /** Meta changed without a record (the chaos): written with the next call. */
  metaDirty: boolean;
  origin: Started['origin'];
}

const channel = new BroadcastChannel(WORLD_CHANNEL);
/** The flow log's snapshots, kept here so their bytes never cross to a page but for an export (decision 058). */
const kept = keptSnapshots(indexedDbShelf());
let hosting: Promise<Host> | null = null;

/** On the epoch's clock, which the page shares (a worker's `performance.now()` counts from its own start). */
const epochNow = () => performance.timeOrigin + performance.now();
/** When this host reached each stage of its start (the page marks them: `npm run bench` breaks the wait down). */
const stages: Partial<Record<HostStage, number>> = { hostLoaded: epochNow() };
const reached = (stage: HostStage) => void (stages[stage] ??= epochNow());

function fingerprintOf(backend: Backend, buildId: string): string {
  const names = collectionsOf(backend.db)
    .map(([name]) => name)
    .sort();
  return [`v${SNAPSHOT_VERSION}`, buildId, names.join(',')].join('|');
}

/** Stores what changed since the last write; resolves once it (and every write before it) is in IndexedDB. */
function store(host: Host, origin: string | null): Promise<void> {
  const change = host.tracker.take();
  if (!change && !host.metaDirty) return host.saving;
  host.metaDirty = false;
  if (change) host.meta = { ...host.meta, version: host.meta.version + 1 };
  host.stored.apply(change);
  const meta = host.meta;
  host.saving = host.saving
    .then(() => host.store.write(change, meta))
    .catch((e: unknown) => console.warn('Mock mode: a change could not be stored in IndexedDB.', e))
    .then(() => {
      if (change) channel.postMessage(announcementOf(change, meta.version, origin));
    });
  return host.saving;
}

/**
 * Starts the world afresh: from the scenario's seed world where there is one (nothing is stored but the meta: the
 * store holds changes over it), else by the generators (every record is stored). Every tab hears of it.
 */
async function reseed(host: Host, scenario: string, seed: number): Promise<void> {
  await host.saving;
  host.tracker.forget();
  await host.store.clear();
  host.stored.clear();
  const address = seedWorldOf(scenario, seed);
  const base = address ? await seedWorlds.get(address) : null;
  if (base) {
    await host.tracker.restoring(worldFrom(base, []).sequences, () => host.backend.restore(base));
    host.tracker.touch(Object.keys(base.collections));
  } else {
    await host.backend.reset(scenario, seed);
  }
  host.meta = { ...host.meta, scenario, seed, base: base ? address : null };
  host.metaDirty = true;
}

async function startHost(options: StartOptions): Promise<Host> {
  const likely = likelySeedWorld(options.asked);
  if (likely) seedWorlds.expect(likely, options.seedWorldBrought ?? false);
  const recordStore = openRecordStore();
  const stored = await recordStore.read().catch((e: unknown) => {
    console.warn('Mock mode: the stored world could not be read; reseeding.', e);
    return null;
  });
  reached('storeRead');
  const chaos = ChaosSchema.safeParse(stored?.meta.chaos);
  const backend = await createBackend({
    seedNow: false,
    ...(chaos.success ? { chaos: chaos.data } : {}),
    ...(options.superAdminEmail ? { superAdminEmail: options.superAdminEmail } : {}),
  });
  const tracker = trackChanges(backend.db);
  const fingerprint = fingerprintOf(backend, options.buildId);
  const scenario = options.asked.scenario ?? stored?.meta.scenario ?? DEFAULT_SCENARIO;
  const seed = options.asked.seed ?? stored?.meta.seed ?? DEFAULT_SEED;
  const base = seedWorldOf(scenario, seed);
  const host: Host = {
    backend,
    handlers: [],
    tracker,
    store: recordStore,
    stored: storedEntries(),
    meta: { fingerprint, scenario, seed, version: stored?.meta.version ?? 0, chaos: backend.chaos, base },
    saving: Promise.resolve(),
    metaDirty: false,
    origin: 'seeded',
  };
  const fits =
    stored &&
    stored.meta.fingerprint === fingerprint &&
    stored.meta.scenario === scenario &&
    stored.meta.seed === seed &&
    (stored.meta.base ?? null) === base;
  if (fits) {
    try {
      const seedWorld = base ? await seedWorlds.get(base) : null;
      if (base && !seedWorld) throw new Error('its seed world is missing');
      const { collections, sequences } = worldFrom(seedWorld, stored.entries);
      await tracker.restoring(sequences, () =>
        backend.restore({ format: 'portal-mock-snapshot', version: SNAPSHOT_VERSION, scenario, seed, collections }),
      );
      host.stored.load(stored.entries);
      host.origin = 'restored';
    } catch (e) {
      console.warn('Mock mode: the stored world could not be restored; reseeding.', e);
    }
  }
  if (host.origin === 'seeded') await reseed(host, scenario, seed);
  reached('worldBuilt');
  host.handlers = [
    ...createDevRoutes({
      backend,
      reset: (next, nextSeed) => reseed(host, next, nextSeed),
      onChaos: (next) => {
        // A failure rate of 1 is not kept: every page would fail its first call, and the mock badge that turns
        // chaos off would never show.
        host.meta = { ...host.meta, chaos: { ...next, failRate: next.failRate < 1 ? next.failRate : 0 } };
        host.metaDirty = true;
      },
    }),
    ...backend.handlers,
  ];
  await store(host, null);
  reached('worldStored');
  seedWorlds.forget();
  return host;
}

/**
 * A start that asks for another scenario than the running world's reseeds it (the address wins, as on a reload). A
 * scenario the address names that does not exist is not asked for (the page's link does not hold the list).
 */
async function started(options: StartOptions): Promise<Started> {
  const { scenario: named, ...rest } = options.asked;
  const asked = { ...rest, ...(named !== undefined && isScenarioName(named) ? { scenario: named } : {}) };
  const first = !hosting;
  hosting ??= startHost({ ...options, asked });
  const host = await hosting;
  const { scenario = host.meta.scenario, seed = host.meta.seed } = asked;
  if (!first && (scenario !== host.meta.scenario || seed !== host.meta.seed)) {
    await reseed(host, scenario, seed);
    await store(host, null);
  }
  return {
    scenario: host.meta.scenario,
    seed: host.meta.seed,
    version: host.meta.version,
    origin: first ? host.origin : 'running',
    now: host.backend.simulation.now(),
    stages,
  };
}

async function answer(request: SerializedRequest, tab: string | null): Promise<FromHost & { type: 'response' }> {
  const host = await (hosting ?? Promise.reject(new Error('The world host was asked before it was started.')));
  const method = request.method.toUpperCase();
  const hasBody = request.body !== null && method !== 'GET' && method !== 'HEAD';
  const response = await getResponse(
    host.handlers,
    new Request(request.url, { method, headers: request.headers, ...(hasBody ? { body: request.body } : {}) }),
  );
  // The tester's controls (clock, gateway, reset) change the world for every tab, the one that pressed included.
  const isControl = new URL(request.url).pathname.includes(MOCK_CONTROLS_BASE);
  await store(host, isControl ? null : tab);
  if (!response) return { type: 'response', id: 0, response: null };
  // Chaos's dropped connection crosses to the tab as status 0 (a Response.error() cannot be posted).
  if (response.type === 'error')
    return { type: 'response', id: 0, response: { status: 0, statusText: '', headers: [], body: new ArrayBuffer(0) } };
  const headers: Array<[string, string]> = [...response.headers];
  headers.push([WORLD_VERSION_HEADER, String(host.meta.version)]);
  return {
    type: 'response',
    id: 0,
    response: { status: response.status, statusText: response.statusText, headers, body: await response.arrayBuffer() },
  };
}

/** A SharedWorker's port, or a dedicated worker's own scope (browsers without SharedWorker: a world per tab). */
type Port = Pick<MessagePort, 'postMessage'> & { onmessage: ((event: MessageEvent<ToHost>) => unknown) | null; start?: () => void };

/** Serves calls on `port`: a page's own, or the one a page gave mock mode's service worker (its tab named at once). */
function serve(port: Port, from: string | null = null): void {
  let tab = from;
  const reply = (message: FromHost) => {
    if (message.type === 'response' && message.response) port.postMessage(message, [message.response.body]);
    else port.postMessage(message);
  };
  port.onmessage = async (event: MessageEvent<ToHost>) => {
    const message = event.data;
    try {
      if (message.type === 'seedWorld') {
        seedWorlds.brought(message);
      } else if (message.type === 'connect') {
        const given = event.ports[0];
        if (given) serve(given, message.tab);
      } else if (message.type === 'start') {
        tab = message.options.tab;
        reply({ type: 'started', id: message.id, started: await started(message.options) });
      } else if (message.type === 'request') {
        reply({ ...(await answer(message.request, tab)), id: message.id });
      } else if (message.type === 'keptSnapshots') {
        const host = await hosting!;
        const source: KeptSource = {
          world: (): KeptWorld => ({
            base: host.meta.base,
            scenario: host.meta.scenario,
            seed: host.meta.seed,
            now: host.backend.simulation.now(),
            entries: host.stored.with(host.tracker.peek()),
          }),
          rebuild: async (world) => {
            const kept = world as KeptWorld;
            const seedWorld = kept.base ? await seedWorlds.get(kept.base) : null;
            return kept.base && !seedWorld ? null : rebuiltWorld(kept, seedWorld);
          },
          version: () => host.meta.version,
          fingerprint: host.meta.fingerprint,
        };
        reply({ type: 'keptSnapshots', id: message.id, answer: await kept.answer(message.ask, source) });
      } else if (message.type === 'snapshot') {
        const host = await hosting!;
        reply({
          type: 'snapshot',
          id: message.id,
          snapshot: host.backend.snapshot(),
          version: host.meta.version,
          now: host.backend.simulation.now(),
        });
      }
    } catch (e) {
      reply({ type: 'failed', id: message.id, message: e instanceof Error ? e.message : String(e) });
    }
  };
  port.start?.();
}

const scope = globalThis as unknown as Port & { onconnect?: (event: MessageEvent) => void };
if ('onconnect' in scope) {
  scope.onconnect = (event) => {
    const port = event.ports[0];
    if (port) serve(port);
  };
} else {
  serve(scope);
}
