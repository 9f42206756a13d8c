// Restores a collection's records from a stored world, one by one and in order, through the collection's public
// `create`: it parses each by the collection's schema (a stored world from another build is refused as before) and
// gives it the library's own identity. No private symbol of @msw/data is read or written (decision 032, with what
// this costs a restore). A restore is not a change: whoever follows a collection's records is told it happened
// (the search index) or works it out after (the world store's change tracker), so the 'create' followers are set
// aside while it runs: @msw/data then skips its hook event for each record (a sixth of the busy world's restore).
import type { AnyCollection } from './index';

/**
 * Appends `records` (plain JSON, in order) to `collection`; throws on the first one its schema refuses. `create` is
 * the collection's own unless told (a collection filled on first use passes the library's, past its own wait).
 */
export async function loadRecords(
  collection: AnyCollection,
  name: string,
  records: readonly unknown[],
  create: (record: unknown) => Promise<unknown> = (record) => collection.create(record),
): Promise<void> {
  const followers = [...collection.hooks.listeners('create')];
  for (const follower of followers) collection.hooks.removeListener('create', follower);
  try {
    for (const record of records) {
      try {
        await create(record);
      } catch (error) {
        throw new Error(`A stored ${name} record does not match its schema: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    // Back in their order (all were taken out, so appending keeps it).
    for (const follower of followers) collection.hooks.on('create', follower);
  }
}
