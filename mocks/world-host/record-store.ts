// The browser's durable copy of the fake backend's world, in IndexedDB: what changed since the world was seeded,
// one entry per record (key `<collection>:<sequence>`, see change-tracker.ts; a deleted record leaves null), over
// the prebuilt seed world the meta names (mocks/scenarios/seed-worlds.ts), which is not stored again: a reset
// writes nothing but the meta, and a reload reads only the changes. A seed without a prebuilt world is stored
// whole. The meta entry says which build, scenario, seed and seed world wrote it, the world's version, the chaos.
import type { Chaos } from '#contract/mock-controls.ts';
import type { WorldChange } from './change-tracker';
import { done, openDatabase, requested } from './idb';

const DB_NAME = 'portal-mock-world';
const RECORDS = 'records';
const META = 'meta';
const META_KEY = 'world';

export interface WorldMeta {
  /** The mock backend's snapshot version, the build and the collections: another one discards the store. */
  fingerprint: string;
  scenario: string;
  seed: number;
  /** Grows with each stored change. */
  version: number;
  chaos: Chaos;
  /** The prebuilt seed world the records change (its address, which names its content), or null: they are all. */
  base: string | null;
}

interface StoredRecords {
  meta: WorldMeta;
  /** Every stored record by key, in key order: a record, or null where a record of the seed world was deleted. */
  entries: Array<[string, unknown]>;
}

export interface RecordStore {
  read(): Promise<StoredRecords | null>;
  /** Writes one change and the meta that goes with it, in one transaction. */
  write(change: WorldChange | null, meta: WorldMeta): Promise<void>;
  /** Empties the store (before a reseed, whose records then arrive as one change). */
  clear(): Promise<void>;
}

export function openRecordStore(): RecordStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= openDatabase(DB_NAME, [RECORDS, META]));

  return {
    async read() {
      const tx = (await database()).transaction([RECORDS, META], 'readonly');
      const [meta, keys, values] = await Promise.all([
        requested(tx.objectStore(META).get(META_KEY) as IDBRequest<WorldMeta | undefined>),
        requested(tx.objectStore(RECORDS).getAllKeys()),
        requested(tx.objectStore(RECORDS).getAll()),
      ]);
      if (!meta) return null;
      return { meta, entries: keys.map((key, i) => [key as string, values[i] ?? null]) };
    },
    async write(change, meta) {
      const tx = (await database()).transaction([RECORDS, META], 'readwrite');
      const records = tx.objectStore(RECORDS);
      // Kept as null: the record may be the seed world's, which a reload would otherwise bring back.
      for (const key of change?.deletes ?? []) records.put(null, key);
      for (const [key, value] of change?.puts ?? []) records.put(value, key);
      tx.objectStore(META).put(meta, META_KEY);
      await done(tx);
    },
    async clear() {
      const tx = (await database()).transaction([RECORDS, META], 'readwrite');
      tx.objectStore(RECORDS).clear();
      tx.objectStore(META).clear();
      await done(tx);
    },
  };
}

/**
 * The world to restore: the seed world's records (numbered in its order, as the change tracker numbered them when
 * it was restored) with the stored entries over them, each collection in the order its records were made.
 */
export function worldFrom(
  base: { collections: Record<string, unknown[]> } | null,
  entries: ReadonlyArray<[string, unknown]>,
): { collections: Record<string, unknown[]>; sequences: Record<string, number[]> } {
  const bySeq = new Map<string, Map<number, unknown>>();
  const of = (name: string) => {
    let records = bySeq.get(name);
    if (!records) bySeq.set(name, (records = new Map<number, unknown>()));
    return records;
  };
  let seq = 0;
  for (const [name, records] of Object.entries(base?.collections ?? {})) for (const record of records) of(name).set(seq++, record);
  for (const [key, value] of entries) {
    const [name, n] = key.split(':') as [string, string];
    if (value === null) of(name).delete(Number(n));
    else of(name).set(Number(n), value);
  }
  const collections: Record<string, unknown[]> = {};
  const sequences: Record<string, number[]> = {};
  for (const [name, records] of bySeq) {
    const seqs = [...records.keys()].sort((a, b) => a - b);
    sequences[name] = seqs;
    collections[name] = seqs.map((s) => records.get(s));
  }
  return { collections, sequences };
}
