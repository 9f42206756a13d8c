// A disclaimer the visitor must agree to (spec 1 §2.1, §2.2): the Activation disclaimer before the activation form
// (`ask: 'first'`), the Application disclaimer when Register is pressed on a valid form (`ask: 'onSubmit'`: Agree
// registers, Disagree goes to login). No disclaimer of that kind → straight through.
import { fromPromise, setup } from 'xstate';
import { type ApiClient, type DisclaimerType, setupEndpoints } from '#contract';
import { loadFailedState, loadingState } from '../load/load-state';
import type { EventsOf } from '../event-schemas';
import type { consentEventSchemas } from './consent.events';

export interface ConsentInput {
  api: ApiClient;
  kind: DisclaimerType;
  /** When the dialog opens: before the form (the default), or once the form is sent (`consent.ask`). */
  ask?: 'first' | 'onSubmit';
}

type ConsentContext = ConsentInput & { text: string | null; error: string | null; retryable: boolean };

type ConsentEvent = EventsOf<typeof consentEventSchemas>;

export const consentMachine = setup({
  types: {
    input: {} as ConsentInput,
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    loadDisclaimer: fromPromise<string | null, ConsentInput>(async ({ input }) => {
      const answer = await input.api.call(setupEndpoints.disclaimers);
      return answer.data.find((d) => d.disclaimerType === input.kind)?.description ?? null;
    }),
  },
  guards: {
    hasDisclaimer: ({ context }) => context.text !== null && context.text.trim() !== '',
    isAskedOnSubmit: ({ context }) => context.ask === 'onSubmit',
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
    deciding: {
      always: [{ guard: 'isAskedOnSubmit', target: 'waiting' }, { guard: 'hasDisclaimer', target: 'asking' }, { target: 'agreed' }],
    },
    // The form is shown; sending it asks (when there is a disclaimer to agree to).
    waiting: { on: { 'consent.ask': [{ guard: 'hasDisclaimer', target: 'asking' }, { target: 'agreed' }] } },
    asking: { on: { 'consent.agree': 'agreed', 'consent.disagree': 'declined' } },
    failed: loadFailedState('loading'),
    agreed: {},
    // Disagreeing blocks the form; the visitor may read the disclaimer again.
    declined: { on: { 'consent.review': 'asking' } },
  },
});
