// The fake backend as one object: collections, simulation, MSW handlers, snapshot and reset.
// The browser worker, the node server (tests) and `portal serve` all build it the same way.
import type { HttpHandler } from 'msw';
import { buildHandlers, type Chaos } from './core/build-handlers';
import { createRememberedCreates } from './core/remembered-creates';
import { collectionsOf, createDb, type Db } from './db';
import { fillAll, plainRecords, restoreRecords } from './db/lazy-collection';
import { routes, tasks } from './handlers';
import { searchIndexRestored } from './handlers/search/search';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from './scenarios';
import type { seedScenario as SeedScenario } from './scenarios/seed-scenario';
import { createRng } from './scenarios/rng';
import type { SeedWorlds } from './scenarios/seed-worlds';
import { createSimulation, type Simulation } from './simulation/simulation';

/** The generators load only when something is seeded (mock mode restoring its stored data never needs them). */
const seedScenario: typeof SeedScenario = async (...args) => (await import('./scenarios/seed-scenario')).seedScenario(...args);

export interface BackendOptions {
  scenario?: string;
  seed?: number;
  /** Fixed start of simulated time; real time when absent. */
  startAt?: number;
  chaos?: Partial<Chaos>;
  /** Source of chaos randomness (deterministic in tests). */
  random?: () => number;
  /** Source of the world's codes and tokens (seeded by `portal replay`); crypto when absent. */
  codeRandom?: () => number;
  onChange?: () => void;
  /** false: start empty (the caller restores a snapshot or resets). */
  seedNow?: boolean;
  /** The super administrator's address, as the portal is configured (VITE_SUPER_ADMIN_EMAIL). */
  superAdminEmail?: string;
  /** Worlds seeded before (the prebuilt seed worlds): seeding restores one instead of running the generators. */
  seedWorlds?: SeedWorlds;
}

export interface Snapshot {
  format: 'portal-mock-snapshot';
  version: 1;
  scenario: string;
  seed: number;
  collections: Record<string, unknown[]>;
}

export interface Backend {
  db: Db;
  simulation: Simulation;
  handlers: HttpHandler[];
  chaos: Chaos;
  scenario: string;
  seed: number;
  snapshot(): Snapshot;
  /**
   * Replaces the world by a snapshot's. A large collection's records are put in when it is first used (decision 052):
   * the calls the handlers answer see every record; a caller that reads `db` directly awaits `filled()` first.
   */
  restore(snapshot: Snapshot): Promise<void>;
  /** Puts in every record a restore kept aside for first use (reading `db` outside a call needs it). */
  filled(): Promise<void>;
  reset(scenario?: string, seed?: number): Promise<void>;
  /** Forgets the answers kept for repeated attempts of creates (restore and reset do it; so does a partial rewind). */
  forgetAttempts(): void;
  /** Draws chaos from a stream of this seed from now on (none: back to the randomness the backend was made with). */
  seedChaos(seed: number | undefined): void;
}

export const SNAPSHOT_VERSION = 1;

function snapshotOf(db: Db, scenario: string, seed: number): Snapshot {
  const collections: Record<string, unknown[]> = {};
  for (const [name, collection] of collectionsOf(db)) {
    // An empty collection is left out (a restore makes it empty): a new collection with no seed rows changes no
    // prebuilt seed world, so adding a sub-list or a table does not make them stale.
    if (collection.count() === 0) continue;
    // Plain JSON (no symbol of the library), and no fill: the records a restore kept aside are what they would give.
    collections[name] = plainRecords(collection);
  }
  return { format: 'portal-mock-snapshot', version: SNAPSHOT_VERSION, scenario, seed, collections };
}

export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const db = createDb();
  const simulation = createSimulation(db, {
    tasks,
    ...(options.startAt !== undefined ? { startAt: options.startAt } : {}),
    ...(options.superAdminEmail !== undefined ? { superAdminEmail: options.superAdminEmail } : {}),
    ...(options.codeRandom ? { random: options.codeRandom } : {}),
  });
  const chaos: Chaos = { latencyMs: 0, failRate: 0, ...options.chaos };
  const unseeded = options.random ?? Math.random;
  const seededChaos = (seed: number | undefined) => {
    if (seed === undefined) return unseeded;
    const rng = createRng(seed).fork('chaos');
    return () => rng.next();
  };
  let draw = options.random ? unseeded : seededChaos(chaos.seed);
  // Kept here, not in the handlers: the answers name records of this world, so another world (a restore, a reset,
  // a suite's rewind) forgets them, or a repeated attempt id would get an answer about a record that is gone.
  const creates = createRememberedCreates();
  const backend: Backend = {
    db,
    simulation,
    chaos,
    scenario: options.scenario ?? DEFAULT_SCENARIO,
    seed: options.seed ?? DEFAULT_SEED,
    handlers: buildHandlers(routes, {
      db,
      simulation,
      chaos,
      creates,
      random: () => draw(),
      ...(options.onChange ? { onChange: options.onChange } : {}),
    }),
    snapshot: () => snapshotOf(db, backend.scenario, backend.seed),
    async restore(snapshot) {
      if (snapshot.format !== 'portal-mock-snapshot' || snapshot.version !== SNAPSHOT_VERSION) {
        throw new Error('This snapshot was written by another version of the mock backend.');
      }
      backend.forgetAttempts();
      for (const [, collection] of collectionsOf(db)) collection.clear();
      for (const [name, collection] of collectionsOf(db)) await restoreRecords(collection, name, snapshot.collections[name] ?? []);
      searchIndexRestored(db);
      backend.scenario = snapshot.scenario;
      backend.seed = snapshot.seed;
    },
    async reset(scenario = backend.scenario, seed = backend.seed) {
      const prebuilt = await options.seedWorlds?.(scenario, seed);
      if (prebuilt) return backend.restore(prebuilt);
      backend.forgetAttempts();
      for (const [, collection] of collectionsOf(db)) collection.clear();
      backend.scenario = scenario;
      backend.seed = seed;
      await seedScenario(db, simulation, scenario, seed);
    },
    filled: () => fillAll(collectionsOf(db).map(([, collection]) => collection)),
    seedChaos(seed) {
      draw = seededChaos(seed);
    },
    forgetAttempts() {
      creates.answers.clear();
    },
  };
  // A backend made seeded is whole: its maker may read `db` at once (tests, the CLI's facts).
  if (options.seedNow !== false) {
    await backend.reset();
    await backend.filled();
  }
  return backend;
}
