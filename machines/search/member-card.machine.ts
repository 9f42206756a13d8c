// One member's public card (spec 1 §2.5, /search/search-card/:code): the code is the encoded profile id. A
// code the portal could not have written, or a member not on the register, is 'not found' (never a crash); any
// other failure is a visible error with Try again when trying again can help (spec §A).
import { assign, fromPromise, setup } from 'xstate';
import { profileEndpoints, profileIdOfCardCode, type ApiClient, type PublicMemberCard } from '#contract';
import { failLoad, loadFailedState, type LoadEvent } from '../load/load-state';

export interface MemberCardInput {
  api: ApiClient;
  code: string;
}

export interface MemberCardContext {
  api: ApiClient;
  profileId: string | null;
  card: PublicMemberCard | null;
  error: string | null;
  retryable: boolean;
}

const isNotFound = (e: unknown) => typeof e === 'object' && e !== null && (e as { status?: unknown }).status === 404;

export const memberCardMachine = setup({
  types: {
    input: {} as MemberCardInput,
    context: {} as MemberCardContext,
    events: {} as LoadEvent,
  },
  actors: {
    loadCard: fromPromise<PublicMemberCard, { api: ApiClient; profileId: string }>(
      async ({ input }) => (await input.api.call(profileEndpoints.searchShow, { params: { profileId: input.profileId } })).data,
    ),
  },
  guards: {
    hasProfileId: ({ context }) => context.profileId !== null,
  },
}).createMachine({
  id: 'memberCard',
  context: ({ input }) => ({ api: input.api, profileId: profileIdOfCardCode(input.code), card: null, error: null, retryable: false }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasProfileId', target: 'loading' }, { target: 'notFound' }] },
    loading: {
      invoke: {
        src: 'loadCard',
        input: ({ context }) => ({ api: context.api, profileId: context.profileId ?? '' }),
        onDone: { target: 'ready', actions: assign({ card: ({ event }) => event.output, error: null, retryable: false }) },
        onError: [
          { guard: ({ event }) => isNotFound(event.error), target: 'notFound' },
          { target: 'failed', actions: failLoad },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: loadFailedState('loading'),
  },
});
