// The prebuilt seed worlds read from disk, for Node (tests, the CLI): each file is read and parsed once per
// process, then every backend restores from the same parsed snapshot (the restore parses each record afresh, so
// no backend shares a record with another). mocks/scenarios/seed-worlds.ts says what the files are.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createBackend, type Snapshot } from './backend';
import { SCENARIO_ANCHOR } from './scenarios';
import { decodeSeedWorld, SEED_WORLD_SEED, seedWorldFile, type SeedWorlds } from './scenarios/seed-worlds';

const WORLDS = new URL('./scenarios/worlds/', import.meta.url);
const read = new Map<string, Promise<Snapshot | null>>();

export const seedWorldsOnDisk: SeedWorlds = (scenario) => {
  let world = read.get(scenario);
  if (!world) {
    world = readFile(new URL(seedWorldFile(scenario), WORLDS)).then(
      (bytes) => decodeSeedWorld(new Uint8Array(bytes)),
      // A scenario without a file (one added before `npm run seed-worlds`) is seeded by its generators.
      () => null,
    );
    read.set(scenario, world);
  }
  return world;
};

/** A scenario's seed world as its generators make it now: the text a seed world file must hold. */
export async function freshSeedWorldText(scenario: string): Promise<string> {
  const backend = await createBackend({ scenario, seed: SEED_WORLD_SEED, startAt: SCENARIO_ANCHOR.getTime(), random: () => 1 });
  return JSON.stringify(backend.snapshot());
}

/** gzip -9 of the text: the same bytes for the same text (no time stamp in the header). */
export const gzipSeedWorld = (text: string): Buffer => gzipSync(text, { level: 9 });
