// What the domain rules need of the simulation (mocks/simulation implements it), so the rules sit below the simulation
// and the seeders, the simulation and the resolvers can all use them.
import type { Db } from '../db';
import type { OutboxMessage } from '../db/simulation';

export interface SimulationPort {
  readonly db: Db;
  /** Simulated epoch ms. */
  now(): number;
  nowIso(): string;
  /** yyyy-mm-dd of the simulated now. */
  today(): string;
  nextNumber(key: string): Promise<number>;
  /** Sent now, unless `sentAt` says when (the seed's messages: a seed world does not depend on the clock). */
  send(message: Omit<OutboxMessage, 'id' | 'sentAt'> & { sentAt?: string }): Promise<OutboxMessage>;
  schedule(kind: string, delayMs: number, payload: unknown): Promise<void>;
}
