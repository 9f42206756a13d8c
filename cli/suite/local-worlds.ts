// The worlds `portal test` replays its cases in, in this process: one loaded world per scenario and seed, rewound
// before each case to the records it was seeded with. Seeding or restoring a whole world costs ~35 ms (2,000 records
// parsed one by one); a login changes two collections, so putting back only the collections a case changed is what
// lets a thousand replays run in seconds. A case that carries its own world gets a world of its own.
import { collectionsOf } from '#mocks/db/index.ts';
import { restoreRecords } from '#mocks/db/lazy-collection.ts';
import { searchIndexRestored } from '#mocks/handlers/search/search.ts';
import type { Snapshot } from '#mocks/backend.ts';
import { createHeadlessWorld, type HeadlessWorld, type LocalWorld, type WorldSnapshot } from '../headless/headless-world';

/** What a case asks of its world: a scenario and seed, or a world it carries (`{"world": snapshot}`). */
interface WorldWanted {
  scenario: string;
  seed: number;
  world?: WorldSnapshot;
}

/** Gives each case its world, as it was before any case ran (the seam a world over HTTP plugs into). */
export type WorldFactory = (wanted: WorldWanted) => Promise<HeadlessWorld>;

interface Rewindable {
  world: LocalWorld;
  rewind(): Promise<void>;
}

/** Follows which collections change, and puts back exactly those from the world's first snapshot. */
function rewindable(world: LocalWorld): Rewindable {
  const { backend } = world;
  const baseline: Snapshot = backend.snapshot();
  const chaos = { ...backend.chaos };
  const changed = new Set<string>();
  let rewinding = false;
  const collections = collectionsOf(backend.db);
  for (const [name, collection] of collections) {
    const mark = () => void (rewinding || changed.add(name));
    (['create', 'update', 'delete'] as const).forEach((hook) => collection.hooks.on(hook, mark));
  }
  return {
    world,
    async rewind() {
      backend.forgetAttempts();
      if (changed.size > 0) {
        rewinding = true;
        try {
          for (const [name, collection] of collections) {
            if (!changed.has(name)) continue;
            // A large collection is put back when the next case first uses it (decision 052); most collections a case
            // writes start empty (a login's sessions and attempts): nothing to put back.
            await restoreRecords(collection, name, baseline.collections[name] ?? []);
          }
        } finally {
          rewinding = false;
        }
        changed.clear();
        // The member search keeps an index over profiles; a cleared collection does not tell it.
        searchIndexRestored(backend.db);
      }
      // A case may reset the world to another scenario, or seed or set chaos, through the mock controls.
      backend.scenario = baseline.scenario;
      backend.seed = baseline.seed;
      for (const key of Object.keys(backend.chaos)) delete (backend.chaos as Record<string, unknown>)[key];
      Object.assign(backend.chaos, chaos);
      backend.seedChaos(undefined);
      world.startAgain();
    },
  };
}

/** The in-process fake backend, one world per scenario and seed, rewound for every case. */
export function localWorlds(): (wanted: WorldWanted) => Promise<LocalWorld> {
  const loaded = new Map<string, Promise<Rewindable>>();
  return async ({ scenario, seed, world }) => {
    if (world) return createHeadlessWorld({ scenario, seed, world });
    const key = `${scenario}:${seed}`;
    let entry = loaded.get(key);
    if (!entry) {
      entry = createHeadlessWorld({ scenario, seed }).then(rewindable);
      loaded.set(key, entry);
    }
    const ready = await entry;
    await ready.rewind();
    return ready.world;
  };
}
