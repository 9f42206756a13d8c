// The prebuilt seed worlds (issue 25 item 2): each scenario's world at seed 1, the gzip of its snapshot's JSON,
// committed in mocks/scenarios/worlds/ and written by `npm run seed-worlds` (scripts/seed-worlds.ts). Restoring
// one costs a fraction of running the generators (the `busy` scenario: ~0.5 s against ~3 s in Node), so mock mode,
// the tests and the CLI start from it; tests/mocks/seed-worlds.test.ts fails while a file differs by one byte from
// a fresh seed. Other seeds still run the generators. Free of Node and browser APIs both sides lack: each side
// reads the bytes its own way (mocks/seed-worlds-node.ts, mocks/world-host/world-host.ts).
import type { Snapshot } from '../backend';
import { DEFAULT_SEED } from './defaults';

/** The one seed whose worlds are prebuilt. */
export const SEED_WORLD_SEED = DEFAULT_SEED;

/** A scenario's world at a seed, made before (at `SEED_WORLD_SEED`: prebuilt), or null: the generators run. */
export type SeedWorlds = (scenario: string, seed: number) => Promise<Snapshot | null>;

/** The file of each scenario's world, relative to mocks/scenarios/worlds/. */
export const seedWorldFile = (scenario: string) => `${scenario}.json.gz`;

/** The bytes of a seed world file as its snapshot: gunzipped, unless a server already undid the gzip on the way. */
export async function decodeSeedWorld(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<Snapshot> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const gzipped = view[0] === 0x1f && view[1] === 0x8b;
  const body = new Blob([view]).stream();
  const text = await new Response(gzipped ? body.pipeThrough(new DecompressionStream('gzip')) : body).text();
  const snapshot = JSON.parse(text) as Snapshot;
  if (snapshot.format !== 'portal-mock-snapshot' || snapshot.seed !== SEED_WORLD_SEED) {
    throw new Error('This is not a seed world of the mock backend: run `npm run seed-worlds`.');
  }
  return snapshot;
}
