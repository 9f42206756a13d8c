// Spec 1 §2.5/§7: the public Member Checker's two calls, the search and its Summary counts: a group of their own so
// that /search's first screen builds neither the profile's sub-list schemas nor every other profile call
// (docs/decisions/055). A member's public card (`searchShow`) is in ./profile.ts, with the rest of the area.
import { defineEndpoint } from '../endpoint';
import { envelope } from '../envelope';
import { MemberSearchPageSchema, MemberSearchQuerySchema, MemberStatsSchema } from '../profile-search';

const spec = '1 §2.5, §7';

export const memberSearchEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: 'profile/search',
    access: 'public',
    // A term that is not base64.
    errors: [400],
    spec,
    summary: 'Member Checker: 20 members per page and the total count',
    query: MemberSearchQuerySchema,
    answer: envelope(MemberSearchPageSchema),
  }),
  searchStats: defineEndpoint({
    method: 'GET',
    path: 'profile/search/stats',
    access: 'public',
    spec,
    summary: 'Grouped counts for the Summary cards',
    answer: envelope(MemberStatsSchema),
  }),
};
