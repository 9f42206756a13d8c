// Collections of the shell area.
import { Collection } from '@msw/data';
import { MembershipCategorySchema } from '../../src/contract/catalog';

export function createShellCollections() {
  return {
    categories: new Collection({ schema: MembershipCategorySchema }),
  };
}
