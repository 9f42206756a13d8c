// A disclaimer the visitor must agree to before a form (spec 1 §2.1, §2.2): the Application disclaimer before
// registration, the Activation disclaimer before activation. No disclaimer of that kind → straight through.
import { fromPromise, setup } from 'xstate';
import { type ApiClient, type DisclaimerType, shellEndpoints } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '../load/load-state';

export interface ConsentInput {
  api: ApiClient;
  kind: DisclaimerType;
}

type ConsentContext = ConsentInput & { text: string | null; error: string | null; retryable: boolean };

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as { type: 'consent.agree' } | { type: 'consent.disagree' } | { type: 'consent.review' } | LoadEvent,
  },
  actors: {
    loadDisclaimer: fromPromise<string | null, ConsentInput>(async ({ input }) => {
      const answer = await input.api.call(shellEndpoints.disclaimers);
      return answer.data.find((d) => d.disclaimerType === input.kind)?.description ?? null;
    }),
  },
  guards: {
    hasDisclaimer: ({ context }) => context.text !== null && context.text.trim() !== '',
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({ ...input, text: null, error: null, retryable: false }),
  initial: 'loading',
  states: {
    loading: loadingState({
      src: 'loadDisclaimer',
      input: ({ context }: { context: ConsentContext }) => ({ api: context.api, kind: context.kind }),
      done: 'deciding',
      keep: (text: string | null) => ({ text }),
    }),
    deciding: { always: [{ guard: 'hasDisclaimer', target: 'asking' }, { target: 'agreed' }] },
    asking: { on: { 'consent.agree': 'agreed', 'consent.disagree': 'declined' } },
    failed: loadFailedState('loading'),
    agreed: {},
    // Disagreeing blocks the form; the visitor may read the disclaimer again.
    declined: { on: { 'consent.review': 'asking' } },
  },
});
