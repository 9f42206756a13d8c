// Where the flow log's snapshots are kept. This browser's world keeps them in its world host, which the page asks by
// id (mocks/world-host/kept-snapshots.ts, decision 058): no world crosses to the page until an export reads it. A
// `portal serve` world (`?world=`) has no host: its snapshot is taken through the snapshot control and kept here,
// in the page's IndexedDB (11.8 MB on `busy`: too big for session storage), keyed by id, each tagged with the flow
// log's tab so a tab prunes only its own (decision 049).
import type { Json } from './replay-file';

/** Snapshots kept somewhere by id, for the flow log: what the world host does, and `keptInPage` below. */
export interface KeptSnapshots {
  /** Keeps the world as it stands now (before any call the page makes after this) under `key`. */
  keep(key: string, tab: string): Promise<void>;
  /** The world kept under `key` (`{ ...snapshot, now }`), or null when it is no longer kept. */
  read(key: string): Promise<unknown>;
  /** Drops this tab's snapshots not in `keep`, and any other tab's stale ones. */
  prune(tab: string, keep: ReadonlySet<string>): Promise<void>;
}

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
  put(id: string, tab: string, snapshot: Json): Promise<void>;
  get(id: string): Promise<Json | undefined>;
  /** Deletes this tab's snapshots not in `keep`, and any other tab's stale ones. */
  prune(tab: string, keep: ReadonlySet<string>): Promise<void>;
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

export function indexedDbSnapshotStore(): SnapshotStore {
  return {
    async put(id, tab, snapshot) {
      await transact('readwrite', (s) => s.put({ tab, savedAt: Date.now(), snapshot } satisfies StoredSnapshot, id));
    },
    async get(id) {
      return (
        (await transact<StoredSnapshot | undefined>('readonly', (s) => s.get(id) as IDBRequest<StoredSnapshot | undefined>)) ?? undefined
      )?.snapshot;
    },
    async prune(tab, keep) {
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

/**
 * A world this page keeps itself (`portal serve`'s): `snapshot` is asked at once (before the flow's first call), its
 * answer stored here when it comes.
 */
export function keptInPage(snapshot: () => Promise<{ snapshot: unknown; now: number }>, store: SnapshotStore): KeptSnapshots {
  return {
    async keep(key, tab) {
      const taken = await snapshot();
      await store.put(key, tab, { ...(taken.snapshot as { [key: string]: Json }), now: taken.now });
    },
    read: async (key) => (await store.get(key)) ?? null,
    prune: (tab, keep) => store.prune(tab, keep),
  };
}
