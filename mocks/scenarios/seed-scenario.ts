// Seeds a scenario: the data generators, kept out of the modules that only need the scenarios' names, so mock
// mode loads them (a separate chunk) only when it seeds, not when it restores the stored data.
import type { Db } from '../db';
import type { SimulationPort } from '../domain/simulation-port';
import type { SeedContext } from './context';
import { personas } from './personas';
import { createRng } from './rng';
import { SCENARIO_ANCHOR, scenarios } from '.';
import { seedAccounts } from './seed/accounts';
import { seedSetup } from './seed/setup';
import { seedProfile } from './seed/profile';
import { seedMembership } from './seed/membership';

export async function seedScenario(db: Db, simulation: SimulationPort, name: string, seed: number): Promise<void> {
  const def = scenarios[name];
  if (!def) throw new Error(`Unknown scenario "${name}". Known: ${Object.keys(scenarios).join(', ')}`);
  const rng = createRng(seed);
  const ctx = (label: string): SeedContext => ({
    db,
    simulation,
    rng: rng.fork(label),
    scenario: name,
    seed,
    size: def.size,
    personas,
    anchor: SCENARIO_ANCHOR,
  });
  // 'shell' is the name of the setup seeder's random stream, not of the module: renaming it would reseed every world.
  await seedSetup(ctx('shell'));
  await seedAccounts(ctx('accounts'));
  await seedProfile(ctx('profile'));
  await seedMembership(ctx('membership'));
}
