// The flow log's worlds, kept by the world host (docs/decisions/058-snapshots-kept-by-the-world-host.md): at a flow's
// start the page asks the host to keep the world as it stands under an id the page chose, and hears back only the
// world's version; the world's bytes reach the page when a recording is exported. Kept in IndexedDB, beside each
// one a small tag: the flow log's tab (a tab prunes its own, as its log drops flows; another tab's go once stale),
// and the host's fingerprint (a snapshot of another build, or of another snapshot version, is not given back).
import { done, openDatabase, requested } from './idb';
import type { KeptSnapshotsAnswer, KeptSnapshotsAsk } from './messages';

/** Another tab's snapshots are dropped once this old (that tab has most likely gone), as the page's store did. */
export const STALE_MS = 86_400_000;

export interface SnapshotTag {
  /** The flow log's tab id (session storage: it outlives a reload), not the page's. */
  tab: string;
  keptAt: number;
  /** The host's fingerprint when it was kept (world-host.ts: snapshot version, build, collections). */
  fingerprint: string;
}

/** Where the snapshots are stored: IndexedDB in the host (below), a Map in the unit tests. */
export interface SnapshotShelf {
  put(key: string, tag: SnapshotTag, world: unknown): Promise<void>;
  /** The world and its tag, or undefined. */
  get(key: string): Promise<{ tag: SnapshotTag; world: unknown } | undefined>;
  /** Every key with its tag (no world: a prune reads none of them). */
  tags(): Promise<Array<[string, SnapshotTag]>>;
  delete(keys: string[]): Promise<void>;
}

/** The running world as the keeping reads it, at the moment it is asked. */
export interface KeptSource {
  /** What to keep of the world now (the host's: its changes over the seed world, kept-world.ts). */
  world(): unknown;
  /**
   * The world a kept one stands for, `{ ...snapshot, now }` (a replay file's `world`), or null when it can no longer
   * be made (its seed world cannot be read).
   */
  rebuild(kept: unknown): Promise<unknown>;
  version(): number;
  fingerprint: string;
}

export function keptSnapshots(shelf: SnapshotShelf, clock: () => number = Date.now) {
  /** Stores queued after the world was taken (a flow's first call is answered without waiting for them). */
  let storing: Promise<unknown> = Promise.resolve();
  return {
    /**
     * Answers one ask. `keep` takes the world before its first await, so a call that arrives after the ask (the
     * flow's first) changes the world only after it is taken; the store follows, and a `read` waits for it.
     */
    async answer(ask: KeptSnapshotsAsk, source: KeptSource): Promise<KeptSnapshotsAnswer> {
      if (ask.do === 'keep') {
        const world = source.world();
        const tag: SnapshotTag = { tab: ask.tab, keptAt: clock(), fingerprint: source.fingerprint };
        storing = storing
          .then(() => shelf.put(ask.key, tag, world))
          .catch((e: unknown) => {
            console.warn('Mock mode: the flow log’s snapshot could not be stored in IndexedDB.', e);
          });
        return { version: source.version() };
      }
      await storing;
      if (ask.do === 'read') {
        const kept = await shelf.get(ask.key);
        const world = kept && kept.tag.fingerprint === source.fingerprint ? await source.rebuild(kept.world) : null;
        return { version: source.version(), world };
      }
      const keep = new Set(ask.keep);
      const now = clock();
      const gone = (await shelf.tags()).filter(
        ([key, tag]) => (tag.tab === ask.tab ? !keep.has(key) : now - tag.keptAt > STALE_MS) || tag.fingerprint !== source.fingerprint,
      );
      if (gone.length) await shelf.delete(gone.map(([key]) => key));
      return { version: source.version() };
    },
  };
}

const DB_NAME = 'portal-mock-snapshots';
const WORLDS = 'worlds';
const TAGS = 'tags';

/** The host's shelf: the worlds in one store, their tags in another (a prune reads the tags only). */
export function indexedDbShelf(): SnapshotShelf {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= openDatabase(DB_NAME, [WORLDS, TAGS]));
  return {
    async put(key, tag, world) {
      const tx = (await database()).transaction([WORLDS, TAGS], 'readwrite');
      tx.objectStore(WORLDS).put(world, key);
      tx.objectStore(TAGS).put(tag, key);
      await done(tx);
    },
    async get(key) {
      const tx = (await database()).transaction([WORLDS, TAGS], 'readonly');
      const [tag, world] = await Promise.all([
        requested(tx.objectStore(TAGS).get(key) as IDBRequest<SnapshotTag | undefined>),
        requested(tx.objectStore(WORLDS).get(key) as IDBRequest<unknown>),
      ]);
      return tag && world !== undefined ? { tag, world } : undefined;
    },
    async tags() {
      const tx = (await database()).transaction(TAGS, 'readonly');
      const [keys, values] = await Promise.all([
        requested(tx.objectStore(TAGS).getAllKeys()),
        requested(tx.objectStore(TAGS).getAll() as IDBRequest<SnapshotTag[]>),
      ]);
      return keys.map((key, i): [string, SnapshotTag] => [key as string, values[i]!]);
    },
    async delete(keys) {
      const tx = (await database()).transaction([WORLDS, TAGS], 'readwrite');
      for (const key of keys) {
        tx.objectStore(WORLDS).delete(key);
        tx.objectStore(TAGS).delete(key);
      }
      await done(tx);
    },
  };
}
