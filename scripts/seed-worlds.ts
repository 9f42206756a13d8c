// `npm run seed-worlds`: writes each scenario's prebuilt seed world (mocks/scenarios/seed-worlds.ts says what they
// are for) from a fresh seed. Run it after changing a generator, the seed data or a collection's schema;
// tests/mocks/seed-worlds.test.ts fails until the files are written again.
import { writeFile } from 'node:fs/promises';
import { scenarios } from '#mocks/scenarios/index.ts';
import { seedWorldFile } from '#mocks/scenarios/seed-worlds.ts';
import { freshSeedWorldText, gzipSeedWorld } from '#mocks/seed-worlds-node.ts';

for (const name of Object.keys(scenarios)) {
  const text = await freshSeedWorldText(name);
  const bytes = gzipSeedWorld(text);
  const file = new URL(`../mocks/scenarios/worlds/${seedWorldFile(name)}`, import.meta.url);
  await writeFile(file, bytes);
  console.log(
    `${name.padEnd(8)} ${(text.length / 1024).toFixed(0).padStart(6)} KiB of JSON, ${(bytes.length / 1024).toFixed(0).padStart(5)} KiB gzip`,
  );
}
