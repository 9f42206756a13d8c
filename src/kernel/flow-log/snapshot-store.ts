// Where the flow log keeps the fake backend's snapshots: IndexedDB (about 0.6 MB each on `default`, 8.6 MB on
// `busy`: too big for session storage), keyed by id, each tagged with its tab so a tab prunes only its own.
import type { Json } from './replay-file';

const DB_NAME = 'portal-dev-panel';
/** Version 2 named the store for what it holds; version 1's `worlds` (the same snapshots) is dropped. */
const VERSION = 2;
const STORE = 'snapshots';
/** Another tab's snapshots are dropped once this old (that tab has most likely gone). */
const STALE_MS = 86_400_000;

interface StoredSnapshot {
  tab: string;
  savedAt: number;
  snapshot: Json;
}

export interface SnapshotStore {
  put(id: string, snapshot: Json): Promise<void>;
  get(id: string): Promise<Json | undefined>;
  /** Deletes this tab's snapshots not in `keep`, and any other tab's stale ones. */
  prune(keep: ReadonlySet<string>): Promise<void>;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (db.objectStoreNames.contains('worlds')) db.deleteObjectStore('worlds');
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available.'));
  });
}

async function transact<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed.'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted.'));
    });
  } finally {
    db.close();
  }
}

export function indexedDbSnapshotStore(tab: string): SnapshotStore {
  return {
    async put(id, snapshot) {
      await transact('readwrite', (s) => s.put({ tab, savedAt: Date.now(), snapshot } satisfies StoredSnapshot, id));
    },
    async get(id) {
      return (
        (await transact<StoredSnapshot | undefined>('readonly', (s) => s.get(id) as IDBRequest<StoredSnapshot | undefined>)) ?? undefined
      )?.snapshot;
    },
    async prune(keep) {
      await transact('readwrite', (s) => {
        const cursor = s.openCursor();
        cursor.onsuccess = () => {
          const at = cursor.result;
          if (!at) return;
          const value = at.value as StoredSnapshot;
          const ours = value.tab === tab;
          if ((ours && !keep.has(at.key as string)) || (!ours && Date.now() - value.savedAt > STALE_MS)) at.delete();
          at.continue();
        };
      });
    },
  };
}
