// /signup/:type/:code (spec 1 §2.1): the category's requirements, then the terms — a checkbox that opens the
// terms dialog; continuing is possible only once the terms are accepted.
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, setupEndpoints } from '#contract';
import { loadFailedState, loadingState } from '../load/load-state';
import type { EventsOf } from '../event-schemas';
import type { signupEventSchemas } from './signup.events';

export interface SignupInput {
  api: ApiClient;
  category: string;
}

interface Loaded {
  requirements: string[];
  terms: string;
}

type SignupContext = SignupInput & Loaded & { accepted: boolean; error: string | null; retryable: boolean };

type SignupEvent = EventsOf<typeof signupEventSchemas>;

export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    load: fromPromise<Loaded, SignupInput>(async ({ input }) => {
      const [requirements, terms] = await Promise.all([
        input.api.call(setupEndpoints.requirements, { query: { category: input.category } }),
        input.api.call(setupEndpoints.terms),
      ]);
      return { requirements: requirements.data.map((r) => r.description), terms: terms.data.termsAndConditions };
    }),
  },
  guards: {
    isAccepted: ({ context }) => context.accepted,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({ ...input, requirements: [], terms: '', accepted: false, error: null, retryable: false }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'load',
      input: ({ context }: { context: SignupContext }) => ({ api: context.api, category: context.category }),
      done: 'ready',
      keep: (loaded: Loaded) => loaded,
    }),
    failed: loadFailedState('loading'),
    ready: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            // Ticking the box opens the terms; unticking withdraws the acceptance.
            'terms.open': [{ guard: 'isAccepted', actions: assign({ accepted: false }) }, { target: 'reading' }],
          },
        },
        reading: {
          on: {
            'terms.accept': { target: 'closed', actions: assign({ accepted: true }) },
            'terms.decline': { target: 'closed', actions: assign({ accepted: false }) },
            'terms.close': 'closed',
          },
        },
      },
    },
  },
});

export const selectCanContinue = (s: { context: { accepted: boolean }; matches: (v: 'ready') => boolean }) =>
  s.matches('ready') && s.context.accepted;
