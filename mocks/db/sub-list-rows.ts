// A profile's rows of one sub-list, by the list's contract name (src/contract/profile-lists.ts): which collection
// holds them and whether the owner field is spelt ProfileID or profileID are the definition's facts, so a caller
// names the list and the owner, never a collection or a spelling.
import { profileSubLists } from '#contract/profile-lists.ts';
import type { AnyCollection, Db } from './index';
import { STORED_AS, type SubListName } from './profile';

export type { SubListName };

/** Every other list is stored under its own name (mocks/db/profile.ts makes the collections from the contract). */
function collectionNameOf(name: SubListName): keyof Db {
  if (name in STORED_AS) return STORED_AS[name as keyof typeof STORED_AS];
  return name as Exclude<SubListName, keyof typeof STORED_AS>;
}

const ownerOf = new Map<string, string>(profileSubLists.map((list) => [list.name, list.ownerField]));

/** The collection that stores a sub-list's rows. */
export const subListCollection = (db: Db, name: SubListName): AnyCollection => db[collectionNameOf(name)];

/** The rows of a sub-list that belong to one profile (or firm profile). */
export function subListRows(db: Db, name: SubListName, ownerId: string): Array<Record<string, unknown>> {
  const owner = ownerOf.get(name) ?? 'ProfileID';
  return subListCollection(db, name).findMany((q) => q.where({ [owner]: ownerId })) as Array<Record<string, unknown>>;
}
