// Mock mode in the browser: the MSW service worker answers /api/* and /__mock/* from the fake backend living in
// this page. The world survives reloads: a snapshot goes to IndexedDB after each change (debounced) and when the
// page is hidden or left (pagehide/visibilitychange; never `unload`), and is restored on boot when it was written
// by the same mock backend (version, collections) for the same scenario and seed.
import { setupWorker } from 'msw/browser';
import { createBackend, SNAPSHOT_VERSION, type Backend, type BackendOptions, type Snapshot } from './backend';
import { ChaosSchema } from '#contract/mock-controls';
import { collectionsOf } from './db';
import { createDevRoutes } from './dev-routes';
import { DEFAULT_SCENARIO, DEFAULT_SEED, isScenarioName } from './scenarios';

export const SCENARIO_STORAGE_KEY = 'portal.mock.scenario';
export const SEED_STORAGE_KEY = 'portal.mock.seed';
/** The dev panel's chaos settings, kept across reloads (JSON `{latencyMs, failRate}`). */
export const CHAOS_STORAGE_KEY = 'portal.mock.chaos';
const IDB_NAME = 'portal-mock';
const IDB_STORE = 'snapshots';
const IDB_KEY = 'current';
/** 0: a burst of changes is written once, right after it; a reload a moment later finds everything. */
const SAVE_DEBOUNCE_MS = 0;

export interface MockWorkerOptions {
  /** Where `mockServiceWorker.js` is served (default '/mockServiceWorker.js'). */
  serviceWorkerUrl?: string;
  /** Extra stamp (e.g. the build id): a stored snapshot with another stamp is discarded. */
  buildId?: string;
  chaos?: BackendOptions['chaos'];
  superAdminEmail?: BackendOptions['superAdminEmail'];
}

export interface MockWorker {
  backend: Backend;
  /** Where the data came from on this boot. */
  origin: 'restored' | 'seeded';
  /** Clear the stored snapshot and reseed (the same scenario and seed unless given). */
  reset(scenario?: string, seed?: number): Promise<void>;
  /** Write the snapshot now (pending debounced saves included). */
  flush(): Promise<void>;
  /** Grows at each change of the world: equal numbers, equal snapshots (the dev panel's flow log shares them). */
  changes(): number;
  stop(): void;
}

interface StoredSnapshot {
  fingerprint: string;
  snapshot: Snapshot;
}

// ---- IndexedDB, promisified ----

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(IDB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(IDB_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available.'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(IDB_STORE, mode);
      const request = run(tx.objectStore(IDB_STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed.'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'));
    });
  } finally {
    db.close();
  }
}

const readStored = () => withStore<StoredSnapshot | undefined>('readonly', (s) => s.get(IDB_KEY) as IDBRequest<StoredSnapshot | undefined>);
const writeStored = (value: StoredSnapshot) => withStore('readwrite', (s) => s.put(value, IDB_KEY));
const clearStored = () => withStore('readwrite', (s) => s.delete(IDB_KEY));

// ---- scenario choice: ?scenario= (and ?seed=) wins, then localStorage, then the default ----

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function chosenScenario(): { scenario: string; seed: number } {
  const params = new URLSearchParams(window.location.search);
  const store = storage();
  const fromUrl = params.get('scenario');
  const seedFromUrl = params.get('seed');
  let scenario = store?.getItem(SCENARIO_STORAGE_KEY) ?? DEFAULT_SCENARIO;
  let seed = Number(store?.getItem(SEED_STORAGE_KEY) ?? DEFAULT_SEED);
  if (fromUrl && isScenarioName(fromUrl)) {
    scenario = fromUrl;
    store?.setItem(SCENARIO_STORAGE_KEY, fromUrl);
  }
  if (seedFromUrl && /^\d{1,10}$/.test(seedFromUrl)) {
    seed = Number(seedFromUrl);
    store?.setItem(SEED_STORAGE_KEY, seedFromUrl);
  }
  if (!isScenarioName(scenario)) scenario = DEFAULT_SCENARIO;
  if (!Number.isSafeInteger(seed) || seed < 0) seed = DEFAULT_SEED;
  return { scenario, seed };
}

/** The chaos the tester set last, if it still parses. */
function rememberedChaos(): BackendOptions['chaos'] | undefined {
  const parsed = ChaosSchema.safeParse(safeJson(storage()?.getItem(CHAOS_STORAGE_KEY)));
  return parsed.success ? parsed.data : undefined;
}

function safeJson(text: string | null | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function fingerprintOf(backend: Backend, buildId: string | undefined): string {
  const names = collectionsOf(backend.db)
    .map(([name]) => name)
    .sort();
  return [`v${SNAPSHOT_VERSION}`, buildId ?? '', names.join(',')].join('|');
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

export async function startMockWorker(options: MockWorkerOptions = {}): Promise<MockWorker> {
  const { scenario, seed } = chosenScenario();
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  let fingerprint = '';
  let changes = 0;

  const save = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return saving;
    dirty = false;
    const snapshot = backend.snapshot();
    saving = saving
      .then(async () => void (await writeStored({ fingerprint, snapshot })))
      .catch((e: unknown) => console.warn('Mock mode: could not store the data in IndexedDB.', e));
    return saving;
  };
  const scheduleSave = () => {
    changes++;
    dirty = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
  };

  const chaos = options.chaos ?? rememberedChaos();
  const backend = await createBackend({
    scenario,
    seed,
    seedNow: false,
    onChange: scheduleSave,
    ...(chaos ? { chaos } : {}),
    ...(options.superAdminEmail ? { superAdminEmail: options.superAdminEmail } : {}),
  });
  fingerprint = fingerprintOf(backend, options.buildId);

  let origin: MockWorker['origin'] = 'seeded';
  try {
    const stored = await readStored();
    if (stored && stored.fingerprint === fingerprint && stored.snapshot.scenario === scenario && stored.snapshot.seed === seed) {
      await backend.restore(stored.snapshot);
      origin = 'restored';
    }
  } catch (e) {
    // A snapshot that no longer fits the collections: start again from the scenario.
    console.warn('Mock mode: the stored data could not be restored; reseeding.', e);
  }
  if (origin === 'seeded') {
    await backend.reset(scenario, seed);
    dirty = true;
    void save();
  }

  const live = backend;
  // A control's own change is reported after its answer is built: storing now must not wait for that report.
  const storeNow = () => {
    dirty = true;
    return save();
  };
  async function reset(nextScenario = live.scenario, nextSeed = live.seed) {
    if (timer) clearTimeout(timer);
    timer = undefined;
    dirty = false;
    await saving;
    await clearStored().catch(() => undefined);
    await live.reset(nextScenario, nextSeed);
    changes++;
    storage()?.setItem(SCENARIO_STORAGE_KEY, nextScenario);
    storage()?.setItem(SEED_STORAGE_KEY, String(nextSeed));
  }

  const worker = setupWorker(
    ...createDevRoutes({
      backend: live,
      reset,
      onChange: scheduleSave,
      flush: storeNow,
      // A failure rate of 1 lasts until the next page load: remembered, it would fail the settings every page
      // loads first, and the portal would show only its error page, without the mock badge to turn it off.
      onChaos: (chaos) =>
        storage()?.setItem(CHAOS_STORAGE_KEY, JSON.stringify({ ...chaos, failRate: chaos.failRate < 1 ? chaos.failRate : 0 })),
    }),
    ...live.handlers,
  );
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await untilControlled();

  const onHide = () => {
    if (document.visibilityState === 'hidden') void save();
  };
  const onPageHide = () => void save();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);

  return {
    backend: live,
    origin,
    reset,
    flush: save,
    changes: () => changes,
    stop() {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      worker.stop();
    },
  };
}
