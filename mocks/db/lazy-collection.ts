// A collection whose restored records are put in when it is first used (decision 052). Restoring a stored world
// through @msw/data's public `create` deep-copies and parses every record (decision 032): the busy world's 32,000
// cost the world host ~0.4 s before its first answer, which reads a handful of small collections (the settings, a
// session, the clock). So a restore fills a small collection at once and keeps a large one's records aside, as the
// plain JSON they were stored as, until something needs them:
// - a read (findFirst, findMany, all) of a collection not filled yet throws `NotFilled`; the handlers catch it around
//   each step of a call (mocks/core/build-handlers.ts), fill the collection and run the step again. That is safe
//   because nothing was written before it:
// - a write (create, update, updateMany, delete, deleteMany) first fills every collection of the world, so once a
//   call has written, no read of that call can need a fill (and so no call is ever run again after a write);
// - `count`, a snapshot (`plainRecords`) and a clear need no fill: the records kept aside are what they would give.
// Each record is parsed by its collection's schema when it is filled, so a record the schema refuses is found on
// first use of its collection, not by the restore (the world host discards a store of another build before).
import { Collection } from '@msw/data';
import type { AnyCollection } from './index';
import { loadRecords } from './load-records';

/** From this many records a restored collection waits for its first use (below, the fill costs less than a call). */
export const FILLED_ON_FIRST_USE_FROM = 500;

/** A read of a collection whose records are still kept aside: `fill` puts them in, then the read can run again. */
export class NotFilled extends Error {
  constructor(
    readonly collection: string,
    readonly fill: () => Promise<void>,
  ) {
    super(
      `The fake backend's ${collection} collection was read before its restored records were put in: read it within a call ` +
        '(untilFilled), or await fillAll(db) first.',
    );
  }
}

type Schema = ConstructorParameters<typeof Collection>[0]['schema'];

// Each override passes its arguments and answer through untouched: `any` keeps the library's own signatures for callers.
/* eslint-disable @typescript-eslint/no-explicit-any */
class LazyCollection extends Collection<any> {
  /** The records a restore kept aside (plain JSON, in order), or null when the collection holds all of its own. */
  #kept: { name: string; records: readonly unknown[] } | null = null;
  #filling: Promise<void> | null = null;
  /** Every collection of the same world (a write fills them all): set by `fillTogether`. */
  world: readonly LazyCollection[] = [this];

  get filled(): boolean {
    return this.#kept === null;
  }

  /** Replaces the records by these, kept aside until first use. */
  keep(name: string, records: readonly unknown[]): void {
    this.clear();
    this.#kept = { name, records };
  }

  /** Puts the kept records in through the library's `create` (each parsed by the schema; not this class's, which would wait for the fill), once. */
  fill(): Promise<void> {
    const kept = this.#kept;
    if (!kept) return this.#filling ?? Promise.resolve();
    this.#filling ??= loadRecords(this, kept.name, kept.records, (record) => super.create(record)).then(
      () => {
        this.#kept = null;
        this.#filling = null;
      },
      (error: unknown) => {
        // Nothing half-filled stays: the next use tries again and fails the same way.
        super.clear();
        this.#filling = null;
        throw error;
      },
    );
    return this.#filling;
  }

  /**
   * Records as plain JSON without filling: the kept ones as they are, or a copy of the collection's own. The kept
   * ones are shared, not copied: nothing writes to them (a fill parses each into a record of its own), so a snapshot
   * of a world still waiting costs next to nothing (the world host's kept snapshots, decision 058).
   */
  plain(): unknown[] {
    if (this.#kept) return this.#kept.records as unknown[];
    // Round-trip through JSON: drops the library's symbols, and shares nothing with the caller.
    return JSON.parse(JSON.stringify(super.all())) as unknown[];
  }

  #read(): void {
    if (this.#kept) throw new NotFilled(this.#kept.name, () => this.fill());
  }

  /** Runs a write once every collection of the world is in: at once when none waits (a seed writes ~33,000 records). */
  #whenFilled<T>(write: () => Promise<T>): Promise<T> {
    if (this.world.every((collection) => collection.filled)) return write();
    return (async () => {
      for (const collection of this.world) await collection.fill();
      return write();
    })();
  }

  #beforeSyncWrite(): void {
    const waiting = this.world.find((collection) => !collection.filled);
    if (waiting) throw new NotFilled(waiting.#kept!.name, () => Promise.all(this.world.map((c) => c.fill())).then(() => undefined));
  }

  override findFirst(...args: unknown[]): any {
    this.#read();
    return (super.findFirst as (...a: unknown[]) => any)(...args);
  }

  override findMany(...args: unknown[]): any {
    this.#read();
    return (super.findMany as (...a: unknown[]) => any)(...args);
  }

  override all(): any {
    this.#read();
    return super.all();
  }

  override count(): number {
    return this.#kept ? this.#kept.records.length : super.count();
  }

  override create(...args: unknown[]): Promise<any> {
    return this.#whenFilled(() => (super.create as (...a: unknown[]) => Promise<any>)(...args));
  }

  override update(...args: unknown[]): Promise<any> {
    return this.#whenFilled(() => (super.update as (...a: unknown[]) => Promise<any>)(...args));
  }

  override updateMany(...args: unknown[]): Promise<any> {
    return this.#whenFilled(() => (super.updateMany as (...a: unknown[]) => Promise<any>)(...args));
  }

  override delete(...args: unknown[]): any {
    this.#beforeSyncWrite();
    return (super.delete as (...a: unknown[]) => any)(...args);
  }

  override deleteMany(...args: unknown[]): any {
    this.#beforeSyncWrite();
    return (super.deleteMany as (...a: unknown[]) => any)(...args);
  }

  override clear(): void {
    this.#kept = null;
    super.clear();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A collection of the fake backend: an @msw/data Collection whose restored records may wait for first use. */
export function lazyCollection<S extends Schema>(options: { schema: S }): Collection<S> {
  return new LazyCollection(options);
}

function lazy(collection: AnyCollection): LazyCollection {
  if (!(collection instanceof LazyCollection)) throw new Error('A collection of the fake backend was not made by lazyCollection.');
  return collection;
}

/** Makes a write to any of these collections fill all of them first (see the top of this file). */
export function fillTogether(collections: ReadonlyArray<AnyCollection>): void {
  const world = collections.map(lazy);
  for (const collection of world) collection.world = world;
}

/**
 * Replaces a collection's records by `records` (plain JSON, in order): a small collection is filled at once (a record
 * its schema refuses fails here, naming the collection), a large one when first used.
 */
export async function restoreRecords(collection: AnyCollection, name: string, records: readonly unknown[]): Promise<void> {
  const target = lazy(collection);
  target.keep(name, records);
  if (records.length >= FILLED_ON_FIRST_USE_FROM) return;
  try {
    await target.fill();
  } catch (error) {
    // The restore fails here and its caller knows: the collection is left empty, not failing every later use.
    target.clear();
    throw error;
  }
}

/** A collection's records as plain JSON, filled or not (a snapshot needs no fill). */
export const plainRecords = (collection: AnyCollection): unknown[] => lazy(collection).plain();

/** Puts in every record kept aside: for a caller that reads the collections outside a call the handlers answer. */
export async function fillAll(collections: ReadonlyArray<AnyCollection>): Promise<void> {
  for (const collection of collections) await lazy(collection).fill();
}

/** Whether a collection still keeps restored records aside (tests, figures). */
export const isFilled = (collection: AnyCollection): boolean => lazy(collection).filled;

/**
 * Runs synchronous `work`; when it reads a collection not filled yet, fills that collection and runs it again (see
 * above). What needs no fill is answered at once, not a turn later: two calls sent together (a logout and the call
 * after it) are still served in the order they came. An awaited step retries in place (mocks/core/build-handlers.ts)
 * for the same reason: a helper's promise would add a turn.
 */
export function untilFilled<T>(work: () => T): T | Promise<T> {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof NotFilled)) throw error;
    return error.fill().then(() => untilFilled(work));
  }
}
