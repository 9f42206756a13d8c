// The flows of machines/search/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { memberCardMachine } from './member-card.machine';
import { memberSearchMachine, searchSummaryMachine } from './member-search.machine';
import { encodeBase64, NO_SEARCH, SEARCH_TERM_MAX } from '#contract';
import { defineFlow, type FlowPaths, text } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'member-search',
    description: 'The public Member Checker (/search): a term, 20 a page, Gender and category filters',
    source: 'machines/search/member-search.machine.ts',
    machine: () => memberSearchMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => ({
      starts: [
        {
          // 24 members of the seeded register match Kamau (two pages); nobody matches Zzyzx.
          events: [
            { type: 'search.submit', term: 'Kamau' },
            { type: 'search.submit', term: 'Zzyzx' },
            { type: 'search.page', page: 2 },
            { type: 'search.gender', gender: 'Female' },
            // Spaces only, and a term longer than the box takes: refused on the page, no call.
            { type: 'search.submit', term: '   ' },
            { type: 'search.submit', term: 'K'.repeat(SEARCH_TERM_MAX + 1) },
            { type: 'search.category', category: 'GRADUATE' },
            // Back to an address that names a search.
            { type: 'search.restore', search: { ...NO_SEARCH, term: 'Kamau' } },
          ],
          answers: {
            searchMembers: (c) =>
              (c.search as { term?: string }).term === 'Kamau'
                ? { done: { items: [{}], count: 24, pages: 2 } }
                : { done: { items: [], count: 0, pages: 1 } },
          },
        },
        { events: [{ type: 'search.submit', term: 'Kamau' }], answers: { searchMembers: 'fail' } },
      ],
      context: ['search'],
    }),
  }),
  defineFlow({
    name: 'search-summary',
    description: "The Member Checker's Summary cards (the register's grouped statistics)",
    source: 'machines/search/member-search.machine.ts',
    machine: () => searchSummaryMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads(undefined),
  }),
  defineFlow({
    name: 'member-card',
    description: "One member's public card (/search/search-card/:code)",
    source: 'machines/search/member-card.machine.ts',
    machine: () => memberCardMachine,
    input: (env, given) => ({ api: env.api, code: text(given, 'code', '') }),
    // member@ is on the public register; an unknown id is not found.
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      return {
        starts: [
          { input: { code: encodeBase64(member.profileId) }, events: [] },
          { input: { code: '%%%' }, events: [] },
        ],
      };
    },
  }),
];
