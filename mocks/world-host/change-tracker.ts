// Which records of the fake backend changed since the last write, so the browser's world store writes only them
// (a change costs in proportion to itself, not to the world). Each record gets a sequence number when it is
// created; its stored key is `<collection>:<sequence>`, so reading the store in key order gives every collection
// back in the order its records were made (queries without an order depend on it).
import { serializeRecord } from '@msw/data/extensions/persist';
import type { AnyCollection, Db } from '../db';
import { collectionsOf } from '../db';
import { plainRecords } from '../db/lazy-collection';
import type { WorldAnnouncement } from './messages';

/** What one write must do: records to put (key → plain JSON) and keys to delete. */
export interface WorldChange {
  puts: Array<[string, unknown]>;
  deletes: string[];
  /** The collections touched, for the tabs that listen. */
  collections: string[];
  /** A scheduled server-side change ran (a timeline entry was consumed): no tab asked for it. */
  tasksRan: boolean;
}

export interface ChangeTracker {
  /** The changes since the last call (null when there are none), forgotten by the tracker. */
  take(): WorldChange | null;
  /**
   * The records changed since the last `take`, as it would give them (a delete as null), still pending: what a call
   * under way has done but not yet stored.
   */
  peek(): Array<[string, unknown]>;
  /**
   * Runs `restore` (which replaces every collection's records by the stored ones, in their stored order: the
   * backend's restore, which runs no hooks) and gives each record the sequence it was stored under instead of
   * recording it as new; a collection without stored sequences numbers its records on from the last one.
   */
  restoring(sequences: Record<string, number[]>, restore: () => Promise<void>): Promise<void>;
  /** Forgets every sequence (the store was emptied): what is created next is all new. */
  forget(): void;
  /** Reports `collections` as changed with the next change even if no record of theirs is to be stored (a reset). */
  touch(collections: string[]): void;
}

const SEQ_DIGITS = 10;
const storeKey = (collection: string, seq: number): string => `${collection}:${String(seq).padStart(SEQ_DIGITS, '0')}`;

/**
 * A record's primary key, as @msw/data's own persistence extension writes it down (`serializeRecord`, public):
 * update and delete hooks pass copies of records, so identity cannot stand in for it (decision 032).
 */
function primaryKeyOf(record: object): string {
  const key: unknown = serializeRecord(record as Parameters<typeof serializeRecord>[0]).__metadata__.primaryKey;
  if (typeof key !== 'string') throw new Error('An @msw/data record carries no primary key: the world store cannot follow it.');
  return key;
}

/** Round-trip through JSON: drops the library's symbols and getters, as a snapshot does. */
const plain = (record: unknown): unknown => JSON.parse(JSON.stringify(record)) as unknown;

export function trackChanges(db: Db): ChangeTracker {
  const sequences = new Map<string, Map<string, number>>();
  let nextSeq = 0;
  /** Key → record to put, or null to delete; the last change of a key wins. */
  let pending = new Map<string, unknown>();
  let touched = new Set<string>();
  let tasksRan = false;
  /** While a restore runs, what the collections do is not a change. */
  let restoringNow = false;

  /**
   * How many records a restore made, with their sequences, per collection whose primary keys are not read yet. Reading
   * a key costs a deep copy of the record (`serializeRecord`), and a large collection's records are not even put in
   * until it is first used (decision 052): so a collection's keys are read when it is first updated or deleted from,
   * which most collections never are in a session. Until then only creates happen to it, which append: its first
   * `count` records are still the restored ones, in their order.
   */
  const unread = new Map<string, { count: number; seqs: number[] }>();
  const collections = new Map(collectionsOf(db));

  /** A collection's sequences by primary key, as far as they are read (a new record's is written here at once). */
  const seqsOf = (name: string) => {
    let seqs = sequences.get(name);
    if (!seqs) sequences.set(name, (seqs = new Map<string, number>()));
    return seqs;
  };
  /** A collection's sequences by primary key, with those of its restored records read first. */
  const everySeqOf = (name: string) => {
    const seqs = seqsOf(name);
    const restored = unread.get(name);
    if (restored) {
      unread.delete(name);
      const records = collections.get(name)!.all().slice(0, restored.count) as object[];
      records.forEach((record, i) => seqs.set(primaryKeyOf(record), restored.seqs[i]!));
    }
    return seqs;
  };

  function follow(name: string, collection: AnyCollection) {
    collection.hooks.on('create', ({ data }) => {
      if (restoringNow) return;
      const seq = nextSeq++;
      seqsOf(name).set(primaryKeyOf(data.record as object), seq);
      pending.set(storeKey(name, seq), data.record);
      touched.add(name);
    });
    collection.hooks.on('update', ({ data }) => {
      if (restoringNow) return;
      const seq = everySeqOf(name).get(primaryKeyOf(data.nextRecord as object));
      if (seq === undefined) return;
      pending.set(storeKey(name, seq), data.nextRecord);
      touched.add(name);
    });
    collection.hooks.on('delete', ({ data }) => {
      if (restoringNow) return;
      const pk = primaryKeyOf(data.deletedRecord as object);
      const seqs = everySeqOf(name);
      const seq = seqs.get(pk);
      if (seq === undefined) return;
      seqs.delete(pk);
      pending.set(storeKey(name, seq), null);
      touched.add(name);
      if (name === 'timeline') tasksRan = true;
    });
  }
  for (const [name, collection] of collections) follow(name, collection);

  return {
    take() {
      if (pending.size === 0 && touched.size === 0) return null;
      const change: WorldChange = { puts: [], deletes: [], collections: [...touched].sort(), tasksRan };
      for (const [key, record] of pending) {
        if (record === null) change.deletes.push(key);
        else change.puts.push([key, plain(record)]);
      }
      pending = new Map();
      touched = new Set();
      tasksRan = false;
      return change;
    },
    peek: () => [...pending].map(([key, record]): [string, unknown] => [key, record === null ? null : plain(record)]),
    async restoring(stored, restore) {
      restoringNow = true;
      try {
        await restore();
      } finally {
        restoringNow = false;
      }
      sequences.clear();
      unread.clear();
      // A loop, not Math.max(...seqs): the busy world has more records than a call may take arguments.
      nextSeq = 0;
      for (const seqs of Object.values(stored)) for (const seq of seqs) nextSeq = Math.max(nextSeq, seq + 1);
      for (const [name, collection] of collections) {
        const storedSeqs = stored[name] ?? [];
        // Counted, not read: a large collection's records wait for its first use (an update never changes a key).
        const count = collection.count();
        const seqs = Array.from({ length: count }, (_, i) => storedSeqs[i] ?? nextSeq++);
        if (storedSeqs.length < count) {
          const records = plainRecords(collection);
          for (let i = storedSeqs.length; i < count; i++) pending.set(storeKey(name, seqs[i]!), records[i]);
          touched.add(name);
        }
        if (count > 0) unread.set(name, { count, seqs });
      }
    },
    touch(collections) {
      for (const name of collections) touched.add(name);
    },
    forget() {
      sequences.clear();
      unread.clear();
      nextSeq = 0;
      pending = new Map();
      touched = new Set();
      tasksRan = false;
    },
  };
}

/**
 * What a stored change announces. `origin` is the tab whose call made it, if one did; a scheduled change that ran
 * during the call is nobody's own, so every tab must hear it.
 */
export const announcementOf = (change: WorldChange, version: number, origin: string | null): WorldAnnouncement => ({
  type: 'world.changed',
  version,
  origin: change.tasksRan ? null : origin,
  collections: change.collections,
});
