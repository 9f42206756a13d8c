// Collections of the membership area.
// import { Collection } from '@msw/data';

export function createMembershipCollections() {
  return {};
}
