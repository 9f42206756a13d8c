// What the world host keeps of the world for the flow log (kept-snapshots.ts): not a copy of every collection, but
// what the record store holds (record-store.ts), the changes over the prebuilt seed world the meta names, with that
// world's address. A keep on a first page of the default world stores next to nothing; the seed world is read again
// only when a recording is exported (docs/decisions/068-kept-worlds-as-changes.md).
import { SNAPSHOT_VERSION, type Snapshot } from '../backend';
import type { WorldChange } from './change-tracker';
import { worldFrom } from './record-store';

/** A world as kept: the seed world it changes (null: the entries are the whole world) and the changes over it. */
export interface KeptWorld {
  base: string | null;
  scenario: string;
  seed: number;
  /** The simulated clock when it was kept (epoch ms). */
  now: number;
  /** The record store's entries then (key `<collection>:<sequence>`; null where a seed world's record was deleted). */
  entries: Array<[string, unknown]>;
}

/** The world a replay file carries: a snapshot with the simulated now it was taken at. */
export type ReplayWorld = Snapshot & { now: number };

/**
 * The record store's entries as they stand, mirrored in memory as each change is written, so a keep reads them at
 * once (a read of IndexedDB would let the next call's change in first).
 */
export function storedEntries() {
  let entries = new Map<string, unknown>();
  return {
    /** The entries a restore read from the store. */
    load(stored: ReadonlyArray<[string, unknown]>) {
      entries = new Map(stored);
    },
    /** One written change: a delete leaves null, as the store keeps it. */
    apply(change: WorldChange | null) {
      for (const key of change?.deletes ?? []) entries.set(key, null);
      for (const [key, record] of change?.puts ?? []) entries.set(key, record);
    },
    /** The store was emptied (a reseed). */
    clear() {
      entries = new Map();
    },
    /** The entries with `pending` over them (what a call under way changed and is not stored yet). */
    with(pending: ReadonlyArray<[string, unknown]>): Array<[string, unknown]> {
      if (pending.length === 0) return [...entries];
      const now = new Map(entries);
      for (const [key, record] of pending) now.set(key, record);
      return [...now];
    },
  };
}

/**
 * The world a kept one stands for, laid over its seed world (null when it has none); an empty collection is left
 * out, as a snapshot leaves it.
 */
export function rebuiltWorld(kept: KeptWorld, seedWorld: Snapshot | null): ReplayWorld {
  const collections: Record<string, unknown[]> = {};
  for (const [name, records] of Object.entries(worldFrom(seedWorld, kept.entries).collections)) {
    if (records.length > 0) collections[name] = records;
  }
  return {
    format: 'portal-mock-snapshot',
    version: SNAPSHOT_VERSION,
    scenario: kept.scenario,
    seed: kept.seed,
    collections,
    now: kept.now,
  };
}
