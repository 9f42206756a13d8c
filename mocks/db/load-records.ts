// Restores a collection's records from a stored world, one by one and in order, through the collection's public
// `create`: it parses each by the collection's schema (a stored world from another build is refused as before) and
// gives it the library's own identity. The 'create' hooks run; whoever follows a collection's records ignores
// them during a restore (the world store's change tracker) or is told the restore happened (the search index).
// No private symbol of @msw/data is read or written (decision 032, with what this costs a restore).
import type { AnyCollection } from './index';

/** Appends `records` (plain JSON, in order) to `collection`; throws on the first one its schema refuses. */
export async function loadRecords(collection: AnyCollection, name: string, records: readonly unknown[]): Promise<void> {
  for (const record of records) {
    try {
      await collection.create(record);
    } catch (error) {
      throw new Error(`A stored ${name} record does not match its schema: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
