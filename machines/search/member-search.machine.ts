// The public Member Checker (spec 1 §2.5, §5, §8, §9): a search by name or member number (a blank term calls
// nothing and clears what was shown; the term is trimmed and sent as base64), 20 members a page (ceil(count/20)
// pages, at least 1: decisions §A), the Gender and category filters, and the Summary counts beside it (a loader child, `summary`). Every load
// ends in data or a visible error with Try again (spec §A); the view also shows a search failure as a danger
// toast (spec 1 §8).
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  NO_SEARCH,
  memberSearchEndpoints,
  SEARCH_TERM_MAX,
  SEARCH_TERM_TOO_LONG,
  searchCallQuery,
  type ApiClient,
  type MemberSearch,
  type MemberSearchPage,
  type MemberStats,
} from '#contract';
import { failLoad, loadFailedState } from '../load/load-state';
import { createLoaderMachine } from '../loader/loader.machine';
import type { EventsOf } from '../event-schemas';
import type { memberSearchEventSchemas } from './member-search.events';

/** The Summary counts (and the categories of the filter): loaded once beside the search, Try again on failure. */
export const searchSummaryMachine = createLoaderMachine<MemberStats>(
  'searchSummary',
  async (api) => (await api.call(memberSearchEndpoints.searchStats)).data,
  { hears: [] },
);
export type SearchSummaryActor = ActorRefFrom<typeof searchSummaryMachine>;

export interface MemberSearchInput {
  api: ApiClient;
  /** The search the address asks for (searchFromAddress); a blank term waits for the visitor. */
  search?: MemberSearch;
}

export interface MemberSearchContext {
  api: ApiClient;
  search: MemberSearch;
  /** The last page that arrived; kept while the next loads, so the table and the paging buttons stay put. */
  result: MemberSearchPage | null;
  /** The search `result` answers (`search` runs ahead of it while the next page loads). */
  answered: MemberSearch | null;
  error: string | null;
  retryable: boolean;
  /** Why the typed term was not searched for (too long); null otherwise. */
  termError: string | null;
  /** The page asked for was past the last (an old link): the last page is shown instead. */
  pageCorrected: boolean;
}

export type MemberSearchEvent = EventsOf<typeof memberSearchEventSchemas>;

const hasTerm = (search: MemberSearch) => search.term !== '';

export const memberSearchMachine = setup({
  types: {
    input: {} as MemberSearchInput,
    context: {} as MemberSearchContext,
    events: {} as MemberSearchEvent,
  },
  actors: {
    searchMembers: fromPromise<MemberSearchPage, { api: ApiClient; search: MemberSearch }>(
      async ({ input }) => (await input.api.call(memberSearchEndpoints.search, { query: searchCallQuery(input.search) })).data,
    ),
    summary: searchSummaryMachine,
  },
  actions: {
    showResult: assign(({ context }, result: MemberSearchPage) => ({ result, answered: context.search, error: null, retryable: false })),
  },
  guards: {
    hasTerm: ({ context }) => hasTerm(context.search),
    isBlank: (_, term: string) => term.trim() === '',
    isTooLong: (_, term: string) => term.trim().length > SEARCH_TERM_MAX,
    isOtherPage: ({ context }, page: number) =>
      hasTerm(context.search) &&
      context.result !== null &&
      Number.isInteger(page) &&
      page >= 1 &&
      page <= context.result.pages &&
      page !== context.search.page,
    // A page past the last (an old link, members gone since): show the last page instead of an empty one.
    isPastTheEnd: ({ context }, result: MemberSearchPage) =>
      result.items.length === 0 && result.count > 0 && context.search.page > result.pages,
    hasMatches: (_, result: MemberSearchPage) => result.count > 0,
  },
}).createMachine({
  id: 'memberSearch',
  context: ({ input }) => ({
    api: input.api,
    search: input.search ?? NO_SEARCH,
    result: null,
    answered: null,
    error: null,
    retryable: false,
    termError: null,
    pageCorrected: false,
  }),
  // The view reads it as the child `summary`.
  invoke: { id: 'summary', src: 'summary', input: ({ context }) => ({ api: context.api }) },
  initial: 'starting',
  on: {
    'search.submit': [
      // Spaces only name nobody (document 1 §5: the term is trimmed, and an empty term searches for nothing), so
      // the results of the last search go too rather than stand under a box that no longer names them.
      {
        guard: { type: 'isBlank', params: ({ event }) => event.term },
        target: '.idle',
        actions: assign({
          search: ({ context }) => ({ ...context.search, term: '', page: 1 }),
          result: null,
          answered: null,
          error: null,
          termError: null,
          pageCorrected: false,
        }),
      },
      { guard: { type: 'isTooLong', params: ({ event }) => event.term }, actions: assign({ termError: SEARCH_TERM_TOO_LONG }) },
      {
        target: '.searching',
        actions: assign({
          search: ({ context, event }) => ({ ...context.search, term: event.term.trim(), page: 1 }),
          termError: null,
          pageCorrected: false,
        }),
      },
    ],
    'search.page': {
      guard: { type: 'isOtherPage', params: ({ event }) => event.page },
      target: '.searching',
      actions: assign({ search: ({ context, event }) => ({ ...context.search, page: event.page }), pageCorrected: false }),
    },
    // A filter changes what is shown from page 1; with no term yet it waits for one.
    'search.gender': [
      {
        guard: 'hasTerm',
        target: '.searching',
        actions: assign({ search: ({ context, event }) => ({ ...context.search, gender: event.gender, page: 1 }), pageCorrected: false }),
      },
      { actions: assign({ search: ({ context, event }) => ({ ...context.search, gender: event.gender, page: 1 }), pageCorrected: false }) },
    ],
    'search.category': [
      {
        guard: 'hasTerm',
        target: '.searching',
        actions: assign({
          search: ({ context, event }) => ({ ...context.search, category: event.category, page: 1 }),
          pageCorrected: false,
        }),
      },
      {
        actions: assign({
          search: ({ context, event }) => ({ ...context.search, category: event.category, page: 1 }),
          pageCorrected: false,
        }),
      },
    ],
    'search.restore': {
      target: '.starting',
      actions: assign({ search: ({ event }) => event.search, termError: null, pageCorrected: false }),
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasTerm', target: 'searching' },
        { target: 'idle', actions: assign({ result: null, answered: null, error: null }) },
      ],
    },
    /** No term yet: the search box and the Summary. */
    idle: {},
    searching: {
      invoke: {
        src: 'searchMembers',
        input: ({ context }) => ({ api: context.api, search: context.search }),
        onDone: [
          {
            guard: { type: 'isPastTheEnd', params: ({ event }) => event.output },
            target: 'searching',
            reenter: true,
            actions: assign({ search: ({ context, event }) => ({ ...context.search, page: event.output.pages }), pageCorrected: true }),
          },
          {
            guard: { type: 'hasMatches', params: ({ event }) => event.output },
            target: 'found',
            actions: { type: 'showResult', params: ({ event }) => event.output },
          },
          { target: 'none', actions: { type: 'showResult', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: failLoad },
      },
    },
    found: {},
    /** The search ran and matched nobody. */
    none: {},
    failed: loadFailedState('searching'),
  },
});

export type MemberSearchSnapshot = SnapshotFrom<typeof memberSearchMachine>;
