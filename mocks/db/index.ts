// Every collection of the fake backend. Records refer to each other by keys (ProfileID, userId, Code…),
// not by @msw/data relations, so a snapshot is plain JSON (docs/decisions/002-mock-world.md).
import type { Collection } from '@msw/data';
import { createAccountCollections } from './accounts';
import { createSimulationCollections } from './simulation';
import { createSetupCollections } from './setup';
import { createProfileCollections } from './profile';
import { createMembershipCollections } from './membership';
import { fillTogether } from './lazy-collection';

function createCollections() {
  return {
    ...createSimulationCollections(),
    ...createAccountCollections(),
    ...createSetupCollections(),
    ...createProfileCollections(),
    ...createMembershipCollections(),
  };
}

export type Db = ReturnType<typeof createCollections>;

/** The collections of one world: a write to any of them fills every restored one first (mocks/db/lazy-collection.ts). */
export function createDb(): Db {
  const db = createCollections();
  fillTogether(collectionsOf(db).map(([, collection]) => collection));
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any>;

export function collectionsOf(db: Db): Array<[string, AnyCollection]> {
  return Object.entries(db) as Array<[string, AnyCollection]>;
}
