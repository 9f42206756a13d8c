// The prebuilt seed worlds read from disk, for Node (tests, the CLI): each file is read and parsed once per
// process (another seed is generated once), then every backend restores from the same parsed snapshot (the restore parses each record afresh, so
// no backend shares a record with another). mocks/scenarios/seed-worlds.ts says what the files are.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createBackend, type Snapshot } from './backend';
import { SCENARIO_ANCHOR } from './scenarios';
import { decodeSeedWorld, SEED_WORLD_SEED, seedWorldFile, type SeedWorlds } from './scenarios/seed-worlds';

const WORLDS = new URL('./scenarios/worlds/', import.meta.url);
const read = new Map<string, Promise<Snapshot | null>>();

/** Seeds by the generators, as a snapshot (also what a seed world file must hold). */
async function generated(scenario: string, seed: number): Promise<Snapshot> {
  const backend = await createBackend({ scenario, seed, startAt: SCENARIO_ANCHOR.getTime(), random: () => 1 });
  return backend.snapshot();
}

/**
 * Seed 1 from its file; another seed (`portal paths` walks seed 7) by the generators once per process, then
 * restored: a test that starts many worlds of one seed pays for its seeding once.
 */
export const nodeSeedWorlds: SeedWorlds = (scenario, seed) => {
  const key = `${scenario}:${seed}`;
  let world = read.get(key);
  if (!world) {
    world =
      seed === SEED_WORLD_SEED
        ? readFile(new URL(seedWorldFile(scenario), WORLDS)).then(
            (bytes) => decodeSeedWorld(new Uint8Array(bytes)),
            // A scenario without a file (one added before `npm run seed-worlds`) is seeded by its generators.
            () => generated(scenario, seed),
          )
        : generated(scenario, seed);
    read.set(key, world);
  }
  return world;
};

/** A scenario's seed world as its generators make it now: the text a seed world file must hold. */
export async function freshSeedWorldText(scenario: string): Promise<string> {
  return JSON.stringify(await generated(scenario, SEED_WORLD_SEED));
}

/** gzip -9 of the text: the same bytes for the same text (no time stamp in the header). */
export const gzipSeedWorld = (text: string): Buffer => gzipSync(text, { level: 9 });
