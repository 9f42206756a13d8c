// Pay Now on a document (an invoice page): what the backend says of it decides the button, and a click asks the
// backend again before leaving for the payment page. Paying twice is impossible: a document the gateway already
// paid (in another tab, or this page is stale) shows its receipt instead of starting a second charge. Leaving is
// the view's part (`useStartPayment`), done when the machine reaches `handingOff`; a hand-off that cannot start
// comes back with `pay.failed` and its reason.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '../../src/contract';
import { describeError, failureOf } from '../../src/contract/error-text';
import type { PaymentRequest } from './payment.machine';

/** What the backend says of the document: payable (the hand-off's request), paid (its receipt), or not payable here. */
export type PayNowState = { status: 'payable'; request: PaymentRequest } | { status: 'paid'; receiptNo: string } | { status: 'none' };

export interface PayNowInput<Given> {
  api: ApiClient;
  /** What the look-up needs besides the client (the document's code, the payer). */
  given: Given;
}

export const PAY_NOW_MESSAGES = {
  alreadyPaid: 'This has already been paid: nothing was charged again. Here is the receipt.',
  notPayable: 'This document has nothing left to pay here.',
} as const;

type PayNowEvent = { type: 'pay.start' } | { type: 'pay.failed'; error: string } | { type: 'loader.retry' };

/** One Pay Now flow per kind of document: `lookUp` asks the backend (through the client) what the document owes. */
export function createPayNowMachine<Given>(id: string, lookUp: (api: ApiClient, given: Given) => Promise<PayNowState>) {
  return setup({
    types: {
      input: {} as PayNowInput<Given>,
      context: {} as PayNowInput<Given> & { state: PayNowState | null; error: string | null; retryable: boolean; notice: string | null },
      events: {} as PayNowEvent,
    },
    actors: {
      lookUp: fromPromise<PayNowState, PayNowInput<Given>>(({ input }) => lookUp(input.api, input.given)),
    },
    guards: {
      isPayable: ({ event }) => (event as unknown as { output: PayNowState }).output.status === 'payable',
      isPaid: ({ event }) => (event as unknown as { output: PayNowState }).output.status === 'paid',
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ api: input.api, given: input.given, state: null, error: null, retryable: false, notice: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'lookUp',
          input: ({ context }) => ({ api: context.api, given: context.given }),
          onDone: { target: 'ready', actions: assign({ state: ({ event }) => event.output, error: null, retryable: false }) },
          onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
        },
      },
      failed: { on: { 'loader.retry': 'loading' } },
      ready: { on: { 'pay.start': 'checking' } },
      // The page may be stale: ask again right before leaving, so a paid document is never paid twice.
      checking: {
        entry: assign({ error: null, notice: null }),
        invoke: {
          src: 'lookUp',
          input: ({ context }) => ({ api: context.api, given: context.given }),
          onDone: [
            { guard: 'isPayable', target: 'handingOff', actions: assign({ state: ({ event }) => event.output }) },
            { guard: 'isPaid', target: 'alreadyPaid', actions: assign({ state: ({ event }) => event.output, notice: PAY_NOW_MESSAGES.alreadyPaid }) },
            { target: 'ready', actions: assign({ state: ({ event }) => event.output, notice: PAY_NOW_MESSAGES.notPayable }) },
          ],
          onError: { target: 'ready', actions: assign({ error: ({ event }) => describeError(event.error) }) },
        },
      },
      handingOff: { on: { 'pay.failed': { target: 'ready', actions: assign({ error: ({ event }) => event.error }) } } },
      alreadyPaid: { type: 'final' },
    },
  });
}

/** The request to hand off, once the machine is `handingOff`. */
export const selectHandoffRequest = (s: { value: unknown; context: { state: PayNowState | null } }): PaymentRequest | null =>
  s.value === 'handingOff' && s.context.state?.status === 'payable' ? s.context.state.request : null;

/** The receipt to show instead of Pay Now (paid before the page loaded, or found paid on the click). */
export const selectReceiptNo = (s: { context: { state: PayNowState | null } }): string | null => (s.context.state?.status === 'paid' ? s.context.state.receiptNo : null);
