// The simulated payment page of mock mode (spec §B): shows the decoded batch (payer, documents, amount),
// then pays, fails or cancels it, and goes back to the batch's return address — only if it is same-origin.
import { assign, fromPromise, setup } from 'xstate';
import { sameOriginUrl, type ApiClient } from '#contract';
import { describeError } from '#contract/error-text';
import { mockControls, type GatewayOutcome, type GatewayPreview } from '#contract/mock-controls';

export interface GatewayPageInput {
  /** The client of the mock controls (src/contract/mock-controls.ts). */
  api: ApiClient;
  origin: string;
  /** The base64 batch the portal sent to the payment page. */
  batch: string;
}

export const GATEWAY_REFUSED_RETURN = 'The payment request asks to return to another site. It was not followed.';

export const gatewayPageMachine = setup({
  types: {
    input: {} as GatewayPageInput,
    context: {} as GatewayPageInput & {
      preview: GatewayPreview | null;
      error: string | null;
      returnTo: string | null;
      outcome: GatewayOutcome | null;
    },
    events: {} as { type: 'gateway.pay' } | { type: 'gateway.fail' } | { type: 'gateway.cancel' },
  },
  actors: {
    loadPreview: fromPromise<GatewayPreview, Pick<GatewayPageInput, 'api' | 'batch'>>(
      async ({ input }) => (await input.api.call(mockControls.gatewayPreview, { body: { batch: input.batch } })).data,
    ),
    submit: fromPromise<string, GatewayPageInput & { outcome: GatewayOutcome }>(async ({ input }) => {
      const answer = await input.api.call(mockControls.gatewayPay, { body: { batch: input.batch, outcome: input.outcome } });
      const target = sameOriginUrl(answer.data.redirectTo, input.origin);
      if (!target) throw new Error(GATEWAY_REFUSED_RETURN);
      return `${target.pathname}${target.search}`;
    }),
  },
}).createMachine({
  id: 'gatewayPage',
  context: ({ input }) => ({ ...input, preview: null, error: null, returnTo: null, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPreview',
        input: ({ context }) => ({ api: context.api, batch: context.batch }),
        onDone: { target: 'ready', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'broken', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    ready: {
      on: {
        'gateway.pay': { target: 'submitting', actions: assign({ outcome: 'paid' }) },
        'gateway.fail': { target: 'submitting', actions: assign({ outcome: 'failed' }) },
        'gateway.cancel': { target: 'submitting', actions: assign({ outcome: 'cancelled' }) },
      },
    },
    submitting: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          api: context.api,
          batch: context.batch,
          origin: context.origin,
          outcome: context.outcome ?? 'cancelled',
        }),
        onDone: { target: 'leaving', actions: assign({ returnTo: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    leaving: { type: 'final' },
    broken: {},
  },
});
