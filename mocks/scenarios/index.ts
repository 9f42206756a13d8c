// Named, deterministic scenarios shared by the browser, the CLI and the tests.
import type { ScenarioSize } from './context';

export interface ScenarioDefinition {
  name: string;
  description: string;
  size: ScenarioSize;
}

export const scenarios: Record<string, ScenarioDefinition> = {
  default: {
    name: 'default',
    description: 'Every demo persona with its records, and 600 searchable members with realistic Kenyan data.',
    size: { members: 600, ledgerRows: 0, personaRecords: true },
  },
  fresh: {
    name: 'fresh',
    description: 'Persona accounts and reference data only: for registration and activation demos.',
    size: { members: 0, ledgerRows: 0, personaRecords: false },
  },
  busy: {
    name: 'busy',
    description: 'Load case: every persona, 10,000 searchable members, 2,000 ledger rows and 10,000 payments for member@demo.test.',
    size: { members: 10_000, ledgerRows: 2_000, paymentRows: 10_000, personaRecords: true },
  },
};

export { DEFAULT_SCENARIO, DEFAULT_SEED } from './defaults';
/** "Today" of seeded data. */
export const SCENARIO_ANCHOR = new Date('2026-11-01T08:00:00.000Z');

export function isScenarioName(name: string): boolean {
  return Object.hasOwn(scenarios, name);
}

export { personas, DEMO_PASSWORD } from './personas';
