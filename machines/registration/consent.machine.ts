// A disclaimer the visitor must agree to before a form (document 1 §2.1, §2.2): the Application disclaimer before
// registration, the Activation disclaimer before activation. No disclaimer of that kind → straight through.
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, type DisclaimerType, shellEndpoints } from '../../src/contract';
import { failureOf } from '../../src/contract/error-text';

export interface ConsentInput {
  api: ApiClient;
  kind: DisclaimerType;
}


export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentInput & { text: string | null; error: string | null; retryable: boolean },
    events: {} as { type: 'consent.agree' } | { type: 'consent.disagree' } | { type: 'consent.review' } | { type: 'consent.retry' },
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
    loading: {
      invoke: {
        src: 'loadDisclaimer',
        input: ({ context }) => ({ api: context.api, kind: context.kind }),
        onDone: { target: 'deciding', actions: assign({ text: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    deciding: { always: [{ guard: 'hasDisclaimer', target: 'asking' }, { target: 'agreed' }] },
    asking: { on: { 'consent.agree': 'agreed', 'consent.disagree': 'declined' } },
    failed: { on: { 'consent.retry': 'loading' } },
    agreed: {},
    // Disagreeing blocks the form; the visitor may read the disclaimer again.
    declined: { on: { 'consent.review': 'asking' } },
  },
});
