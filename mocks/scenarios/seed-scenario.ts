// Seeds a scenario: the data generators, kept out of the modules that only need the scenarios' names, so mock
// mode loads them (a separate chunk) only when it seeds, not when it restores the stored data.
import type { Db } from '../db';
import type { WorldPort } from '../domain/world-port';
import type { SeedContext } from './context';
import { personas } from './personas';
import { createRng } from './rng';
import { SCENARIO_ANCHOR, scenarios } from '.';
import { seedAccounts } from './seed/accounts';
import { seedShell } from './seed/shell';
import { seedProfile } from './seed/profile';
import { seedMembership } from './seed/membership';

export async function seedScenario(db: Db, world: WorldPort, name: string, seed: number): Promise<void> {
  const def = scenarios[name];
  if (!def) throw new Error(`Unknown scenario "${name}". Known: ${Object.keys(scenarios).join(', ')}`);
  const rng = createRng(seed);
  const ctx = (label: string): SeedContext => ({
    db,
    world,
    rng: rng.fork(label),
    scenario: name,
    seed,
    size: def.size,
    personas,
    anchor: SCENARIO_ANCHOR,
  });
  await seedShell(ctx('shell'));
  await seedAccounts(ctx('accounts'));
  await seedProfile(ctx('profile'));
  await seedMembership(ctx('membership'));
}
