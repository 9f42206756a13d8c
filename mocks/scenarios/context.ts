// What every area's seeder receives.
import type { Db } from '../db';
import type { SimulationPort } from '../domain/simulation-port';
import type { Persona } from './personas';
import type { Rng } from './rng';

export interface ScenarioSize {
  /** Searchable members besides the personas (public search, activation). */
  members: number;
  /** Extra ledger rows for the member persona (load case). */
  ledgerRows: number;
  /** Extra settled payments (receipts) for the member persona: My Payment History's load case. */
  paymentRows?: number;
  /** Whether to seed the personas' own records (profiles, applications…) or accounts only. */
  personaRecords: boolean;
}

export interface SeedContext {
  db: Db;
  simulation: SimulationPort;
  rng: Rng;
  scenario: string;
  seed: number;
  size: ScenarioSize;
  personas: readonly Persona[];
  /** Fixed "today" of seeded data, so the same seed gives the same bytes. */
  anchor: Date;
}
