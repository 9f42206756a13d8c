// Spec 1 §7: the membership categories, a lookup of their own because the member area's frame names a member's
// category by it (the top bar, decision 008: the member layout's first load carries only what it calls, not the
// rest of the setup area). Part of the `setup` area of the table with endpoints/setup.ts and endpoints/site.ts.
import { defineEndpoint } from '../endpoint';
import { listEnvelope } from '../envelope';
import { MembershipCategorySchema } from '../catalog';

export const categoryEndpoints = {
  membershipCategories: defineEndpoint({
    method: 'GET',
    path: 'setup/membership-categories',
    access: 'public',
    spec: '1 §7',
    summary: 'Membership categories with their charges',
    answer: listEnvelope(MembershipCategorySchema),
  }),
};
