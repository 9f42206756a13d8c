// The browser's durable copy of the fake backend's world, in IndexedDB: one entry per record (key
// `<collection>:<sequence>`, see change-tracker.ts) and one meta entry (which build, scenario and seed wrote it, the
// world's version, the tester's chaos). A change writes its own records in one transaction; a reset rewrites all.
import type { Chaos } from '#contract/mock-controls';
import type { WorldChange } from './change-tracker';

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
}

interface StoredWorld {
  meta: WorldMeta;
  /** Each collection's records in the order they were made, with their sequence numbers. */
  collections: Record<string, unknown[]>;
  sequences: Record<string, number[]>;
}

export interface WorldStore {
  read(): Promise<StoredWorld | null>;
  /** Writes one change and the meta that goes with it, in one transaction. */
  write(change: WorldChange | null, meta: WorldMeta): Promise<void>;
  /** Empties the store (before a reseed, whose records then arrive as one change). */
  clear(): Promise<void>;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(RECORDS);
      request.result.createObjectStore(META);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available.'));
  });
}

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed.'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'));
  });

const requested = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed.'));
  });

export function openWorldStore(): WorldStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open());

  return {
    async read() {
      const tx = (await database()).transaction([RECORDS, META], 'readonly');
      const [meta, keys, values] = await Promise.all([
        requested(tx.objectStore(META).get(META_KEY) as IDBRequest<WorldMeta | undefined>),
        requested(tx.objectStore(RECORDS).getAllKeys()),
        requested(tx.objectStore(RECORDS).getAll()),
      ]);
      if (!meta) return null;
      const collections: Record<string, unknown[]> = {};
      const sequences: Record<string, number[]> = {};
      keys.forEach((key, i) => {
        const [name, seq] = (key as string).split(':') as [string, string];
        (collections[name] ??= []).push(values[i]);
        (sequences[name] ??= []).push(Number(seq));
      });
      return { meta, collections, sequences };
    },
    async write(change, meta) {
      const tx = (await database()).transaction([RECORDS, META], 'readwrite');
      const records = tx.objectStore(RECORDS);
      for (const key of change?.deletes ?? []) records.delete(key);
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
