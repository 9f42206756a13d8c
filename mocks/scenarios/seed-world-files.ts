// Where each scenario's prebuilt seed world is served in the browser (mocks/scenarios/seed-worlds.ts says what they
// are): an asset whose address names its content, fetched (and then cached by the browser) only when a world of
// that scenario at seed 1 is seeded or restored. The world host restores from it; the page's side of mock mode
// fetches the likely one for the host while the host's own script still downloads
// (docs/decisions/054-mock-mode-on-a-slow-line.md).
import { DEFAULT_SCENARIO, DEFAULT_SEED } from './defaults';
import { SEED_WORLD_SEED } from './seed-worlds';

const SEED_WORLDS: Record<string, URL> = {
  default: new URL('./worlds/default.json.gz', import.meta.url),
  fresh: new URL('./worlds/fresh.json.gz', import.meta.url),
  busy: new URL('./worlds/busy.json.gz', import.meta.url),
};

/** The address of the seed world a world of this scenario and seed starts from, or null (the generators run). */
export const seedWorldOf = (scenario: string, seed: number): string | null =>
  seed === SEED_WORLD_SEED ? (SEED_WORLDS[scenario]?.href ?? null) : null;

/** The seed world a start most likely needs: the one the address asks for, or the default's. */
export const likelySeedWorld = (asked: { scenario?: string; seed?: number }): string | null =>
  seedWorldOf(asked.scenario ?? DEFAULT_SCENARIO, asked.seed ?? DEFAULT_SEED);
