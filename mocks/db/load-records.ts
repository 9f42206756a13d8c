// Restores a collection's records from a stored world: each through the collection's public `create`, which parses
// it by the collection's schema (a stored world from another build is refused as before) and gives it the
// library's own identity. The 'create' hooks run: whoever follows a collection's records is told the restore is
// under way (the world store's change tracker ignores them meanwhile) or restored (the search index).
// Decision 032: no private symbol of @msw/data is read or written here; the cost is in its consequences.
import type { AnyCollection } from './index';

/** Appends `records` (plain JSON, in order) to `collection`; throws on the first one its schema refuses. */
export async function loadRecords(collection: AnyCollection, name: string, records: readonly unknown[]): Promise<void> {
  try {
    await Promise.all(records.map((record) => collection.create(record)));
  } catch (error) {
    throw new Error(`A stored ${name} record does not match its schema: ${error instanceof Error ? error.message : String(error)}`);
  }
}
