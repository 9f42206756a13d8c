// The simulated payment page of mock mode (DECISIONS.md §B): shows the decoded batch (payer, documents, amount),
// then pays, fails or cancels it, and goes back to the batch's return address — only if it is same-origin.
import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod';
import { sameOriginUrl } from '../../src/contract';
import { describeError } from '../../src/contract/error-text';

export const GatewayPreviewSchema = z.object({
  data: z.object({
    kind: z.enum(['document', 'clear-pending']),
    payerName: z.string(),
    customerNo: z.string(),
    documents: z.array(z.object({ documentNo: z.string(), description: z.string(), amount: z.number() })),
    total: z.number(),
    alreadyPaid: z.boolean(),
  }),
});
export type GatewayPreview = z.infer<typeof GatewayPreviewSchema>['data'];

const PayAnswerSchema = z.object({ data: z.object({ redirectTo: z.string(), message: z.string() }) });

export type GatewayOutcome = 'paid' | 'failed' | 'cancelled';

export interface GatewayPageInput {
  origin: string;
  readPreview: () => Promise<unknown>;
  pay: (outcome: GatewayOutcome) => Promise<unknown>;
}

export const GATEWAY_REFUSED_RETURN = 'The payment request asks to return to another site. It was not followed.';

export const gatewayPageMachine = setup({
  types: {
    input: {} as GatewayPageInput,
    context: {} as GatewayPageInput & { preview: GatewayPreview | null; error: string | null; returnTo: string | null; outcome: GatewayOutcome | null },
    events: {} as { type: 'gateway.pay' } | { type: 'gateway.fail' } | { type: 'gateway.cancel' },
  },
  actors: {
    loadPreview: fromPromise<GatewayPreview, { load: GatewayPageInput['readPreview'] }>(async ({ input }) => {
      const parsed = GatewayPreviewSchema.safeParse(await input.load());
      if (!parsed.success) throw new Error('The payment request could not be read.');
      return parsed.data.data;
    }),
    submit: fromPromise<string, { pay: GatewayPageInput['pay']; outcome: GatewayOutcome; origin: string }>(async ({ input }) => {
      const parsed = PayAnswerSchema.safeParse(await input.pay(input.outcome));
      if (!parsed.success) throw new Error('The payment page did not understand the answer.');
      const target = sameOriginUrl(parsed.data.data.redirectTo, input.origin);
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
        input: ({ context }) => ({ load: context.readPreview }),
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
        input: ({ context }) => ({ pay: context.pay, outcome: context.outcome ?? 'cancelled', origin: context.origin }),
        onDone: { target: 'leaving', actions: assign({ returnTo: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    leaving: { type: 'final' },
    broken: {},
  },
});
