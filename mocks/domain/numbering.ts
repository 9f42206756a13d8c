// Numbers the fake backend hands out: document numbers (INV000042…), ledger entry numbers and new account ids.
// Counters live in the simulation, so seeds and runtime never collide.
import type { SimulationPort } from './simulation-port';

/** Accounts created after seeding start above this id (the personas and seeded members sit below it). */
export const FIRST_FREE_USER_ID = 100;

export const NUMBER_PREFIX = {
  application: 'APP',
  upgrade: 'UPG',
  invoice: 'INV',
  receipt: 'RCT',
  licence: 'LIC',
  booking: 'BKG',
  event: 'EVT',
  cpd: 'CPD',
  payment: 'PAY',
} as const;

const pad = (n: number, width = 6) => String(n).padStart(width, '0');

/** The next document number of a kind, e.g. INV000042. */
export async function nextDocumentNo(simulation: SimulationPort, kind: keyof typeof NUMBER_PREFIX): Promise<string> {
  return `${NUMBER_PREFIX[kind]}${pad(await simulation.nextNumber(`membership.${kind}`))}`;
}

export async function nextEntryNo(simulation: SimulationPort): Promise<number> {
  return simulation.nextNumber('membership.ledger');
}
