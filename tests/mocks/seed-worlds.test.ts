// The prebuilt seed worlds (mocks/scenarios/seed-worlds.ts) must be exactly what the generators make: a file that
// differs by one byte from a fresh seed fails here until `npm run seed-worlds` writes it again.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBackend } from '#mocks/backend.ts';
import { scenarios } from '#mocks/scenarios/index.ts';
import { decodeSeedWorld, seedWorldFile } from '#mocks/scenarios/seed-worlds.ts';
import { freshSeedWorldText, gzipSeedWorld, nodeSeedWorlds } from '#mocks/seed-worlds-node.ts';

const fileOf = (scenario: string) => new URL(`../../mocks/scenarios/worlds/${seedWorldFile(scenario)}`, import.meta.url);

describe('the prebuilt seed worlds', () => {
  for (const name of Object.keys(scenarios)) {
    it(`${name}: the file holds byte for byte what a fresh seed 1 makes (else: npm run seed-worlds)`, async () => {
      const fresh = await freshSeedWorldText(name);
      // A new scenario has no file yet: the same command writes it.
      const file = await readFile(fileOf(name)).catch(() => {
        throw new Error(`${seedWorldFile(name)} is missing: run npm run seed-worlds`);
      });
      const stored = gunzipSync(file).toString('utf8');
      // Not toBe: a failure would print two 12 MB strings.
      expect(stored.length, `${seedWorldFile(name)} is stale: run npm run seed-worlds`).toBe(fresh.length);
      expect(stored === fresh, `${seedWorldFile(name)} is stale: run npm run seed-worlds`).toBe(true);
    }, 60_000);
  }

  it('a backend started from a seed world holds what the generators make', async () => {
    const backend = await createBackend({ scenario: 'default', seed: 1, seedWorlds: nodeSeedWorlds });
    expect(JSON.stringify(backend.snapshot())).toBe(await freshSeedWorldText('default'));
  });

  it('another seed is generated once per process, then restored: the same world as the generators make', async () => {
    const first = nodeSeedWorlds('fresh', 2);
    expect(nodeSeedWorlds('fresh', 2)).toBe(first);
    const restored = await createBackend({ scenario: 'fresh', seed: 2, seedWorlds: nodeSeedWorlds });
    const generated = await createBackend({ scenario: 'fresh', seed: 2 });
    expect(restored.seed).toBe(2);
    expect(JSON.stringify(restored.snapshot())).toBe(JSON.stringify(generated.snapshot()));
    expect(JSON.stringify(restored.snapshot())).not.toBe(await freshSeedWorldText('fresh'));
  });

  it('reads a seed world whether or not the server undid its gzip, and refuses anything else', async () => {
    const text = JSON.stringify((await createBackend({ scenario: 'fresh', seed: 1 })).snapshot());
    const gzipped = new Uint8Array(gzipSeedWorld(text));
    const plain = new TextEncoder().encode(text);
    expect(JSON.stringify(await decodeSeedWorld(gzipped))).toBe(text);
    expect(JSON.stringify(await decodeSeedWorld(plain))).toBe(text);
    const otherSeed = new TextEncoder().encode(JSON.stringify({ ...JSON.parse(text), seed: 2 }));
    await expect(decodeSeedWorld(otherSeed)).rejects.toThrow('This is not a seed world of the mock backend: run `npm run seed-worlds`.');
  });
});
