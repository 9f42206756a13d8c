// Restoring a world record by record through `Collection.create` costs @msw/data a deep copy, a logger and its
// hooks per record: 2 s for the `busy` scenario's 60,000 records, most of mock mode's wait on a reload. Here each
// record is still parsed by its collection's schema (a stored world from another build is refused as before), then
// appended as `create` would leave it. No 'create' hook runs: whoever follows a collection's records
// (the world store's change tracker, the search index) is told by the restore itself.
import type { AnyCollection } from './index';

/** The Standard Schema face of a collection's zod schema, as far as the loader uses it. */
interface RecordSchema {
  '~standard': {
    validate(value: unknown): ValidationResult | Promise<ValidationResult>;
  };
}
type ValidationResult = { value: unknown; issues?: undefined } | { issues: ReadonlyArray<{ message: string }> };

/** @msw/data 1.x keeps a record's identity under two symbols it does not export; a created record shows them. */
let symbols: { primaryKey: symbol; relations: symbol } | undefined;

async function recordSymbols(collection: AnyCollection): Promise<{ primaryKey: symbol; relations: symbol }> {
  if (symbols) return symbols;
  // A throw-away collection of the same kind, so no real one sees a record come and go.
  const Kind = collection.constructor as new (options: { schema: unknown }) => AnyCollection;
  const probe = new Kind({ schema: { '~standard': { version: 1, vendor: 'portal', validate: (value: unknown) => ({ value }) } } });
  const record = (await probe.create({})) as object;
  const own = Object.getOwnPropertySymbols(record);
  const primaryKey = own.find((s) => s.description === 'kPrimaryKey');
  const relations = own.find((s) => s.description === 'kRelationMap');
  if (!primaryKey || !relations)
    throw new Error('@msw/data no longer marks its records as this loader expects: see mocks/db/load-records.ts.');
  return (symbols = { primaryKey, relations });
}

/** Appends `records` (plain JSON, in order) to `collection`, each parsed by its schema; throws on the first invalid one. */
export async function loadRecords(collection: AnyCollection, name: string, records: readonly unknown[]): Promise<void> {
  if (records.length === 0) return;
  const { primaryKey, relations } = await recordSymbols(collection);
  // The schema the collection was made with (private in the typings, public at run time).
  const { schema } = (collection as unknown as { options: { schema: RecordSchema } }).options;
  // The collection's own array (all() hands it out so records keep their identity for queries).
  const into = collection.all() as object[];
  for (const initial of records) {
    let result = schema['~standard'].validate(initial);
    if (result instanceof Promise) result = await result;
    if (result.issues) {
      throw new Error(`A stored ${name} record does not match its schema: ${result.issues.map((i) => i.message).join('; ')}`);
    }
    const record = result.value as object;
    Object.defineProperties(record, {
      [primaryKey]: { enumerable: false, configurable: false, value: crypto.randomUUID() },
      [relations]: { enumerable: false, configurable: false, value: new Map() },
    });
    into.push(record);
  }
}
