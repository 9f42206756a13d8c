// The simulated payment page of mock mode (spec §B): shows the decoded batch (payer, documents, amount),
// then pays, fails or cancels it, and goes back to the batch's return address — only if it is same-origin.
import { assign, fromPromise, setup } from 'xstate';
import { sameOriginUrl, type ApiClient } from '#contract';
import { describeError } from '#contract/error-text.ts';
import { mockControls, type GatewayOutcome, type GatewayPreview } from '#contract/mock-controls.ts';
import type { EventsOf } from '../event-schemas';
import type { gatewayEventSchemas } from './gateway-page.events';

export interface GatewayPageInput {
  /** The client of the mock controls (src/contract/mock-controls.ts). */
  api: ApiClient;
  origin: string;
  /** The base64 batch the portal sent to the payment page. */
  batch: string;
}

/**
 * What the page offers (issue 23 item 3): a batch paid before (the page reloaded or revisited) is never offered
 * for payment again ("Pay KES 0.00") nor cancelled as if nothing had been charged: it says it is paid, with its
 * receipt, or that the payment is being confirmed while its receipt is not posted yet.
 */
export type GatewayOffer = 'pay' | 'paid' | 'confirming';
export const gatewayOffer = (preview: Pick<GatewayPreview, 'alreadyPaid' | 'receiptNos'>): GatewayOffer =>
  !preview.alreadyPaid ? 'pay' : preview.receiptNos.length > 0 ? 'paid' : 'confirming';

export const GATEWAY_MESSAGES = {
  paid: 'This has already been paid.',
  confirming: 'This payment was received and is being confirmed; its receipt follows.',
} as const;

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
    events: {} as EventsOf<typeof gatewayEventSchemas>,
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
  guards: {
    isPayable: ({ context }) => context.preview !== null && gatewayOffer(context.preview) === 'pay',
    isPaidBefore: ({ context }) => context.preview !== null && gatewayOffer(context.preview) !== 'pay',
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
        'gateway.pay': { guard: 'isPayable', target: 'submitting', actions: assign({ outcome: 'paid' }) },
        'gateway.fail': { guard: 'isPayable', target: 'submitting', actions: assign({ outcome: 'failed' }) },
        'gateway.cancel': { guard: 'isPayable', target: 'submitting', actions: assign({ outcome: 'cancelled' }) },
        // Back to the portal from a batch paid before: the gateway answers with its success address, charging nothing.
        'gateway.return': { guard: 'isPaidBefore', target: 'submitting', actions: assign({ outcome: 'paid' }) },
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
