// The one Pay Now of the portal (an application, an upgrade, a subscription, a licence pro-forma, an invoice, Clear
// Pending Invoices): a click asks the backend again what the thing owes (machines/payment/payables.ts), builds the
// batch once from the contract's descriptions and the member's account, and never pays twice: a thing paid
// meanwhile (another tab, a stale page) shows its receipt instead, and a `payment` change is told.
// Leaving is the view's part (`useStartPayment`), done when the machine reaches `handingOff`; a hand-off that
// cannot start comes back with `pay.failed` and its reason. One actor per payable row (the row makes it).
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, paymentAccountNo, type Payer } from '#contract';
import { describeError, failureOf } from '#contract/error-text.ts';
import { tellChange } from '../changes/change-bus';
import { codeOnDemand } from '../load/code-on-demand';
import type { Bill, Owed, Payable } from './payables';
import type { PaymentRequest } from './payment-handoff';
import type { EventsOf } from '../event-schemas';
import type { payNowEventSchemas } from './pay-now.events';

/**
 * What the machine knows of the thing: payable (the hand-off's request), paid (its receipt), waiting for something
 * else to be paid first (and why), or not payable here.
 */
export type PayNowState =
  | { status: 'payable'; request: PaymentRequest }
  | { status: 'paid'; receiptNo: string }
  | { status: 'waiting'; reason: string }
  | { status: 'none' };

export interface PayNowInput {
  api: ApiClient;
  payable: Payable;
  payer: Payer;
  /** Ask the backend before showing anything (a page that does not know the thing yet); a list row already does. */
  lookFirst?: boolean;
}

export const PAY_NOW_MESSAGES = {
  alreadyPaid: 'This has already been paid: nothing was charged again. Here is the receipt.',
  notPayable: 'This document has nothing left to pay here.',
} as const;

export type PayNowEvent = EventsOf<typeof payNowEventSchemas>;

/** The hand-off's request for a bill: the one place a payment batch's fields are chosen. */
export function paymentRequestFor(bill: Bill, payer: Payer): PaymentRequest {
  const accountNo = paymentAccountNo(payer);
  if (bill === 'allPending') return { kind: 'clearPending', customerNo: payer.CustomerNo, accountNo };
  return { kind: 'document', payerID: payer.CustomerNo, ...bill, accountNo };
}

const waitingReason = (owed: Owed): string | null => (owed.status === 'waiting' ? owed.reason : null);

const stateOf = (owed: Owed, payer: Payer): PayNowState =>
  owed.status === 'payable' ? { status: 'payable', request: paymentRequestFor(owed.bill, payer) } : owed;

type Context = Required<PayNowInput> & {
  state: PayNowState | null;
  error: string | null;
  retryable: boolean;
  notice: string | null;
};

export const payNowMachine = setup({
  types: {
    input: {} as PayNowInput,
    context: {} as Context,
    events: {} as PayNowEvent,
  },
  actors: {
    // The look-ups name the upgrades' and licences' calls, so they carry every membership area's schemas: fetched
    // with the first look (a press, or a page that looks first), not with every member page's first load.
    lookUp: fromPromise<Owed, { api: ApiClient; payable: Payable }>(async ({ input }) =>
      (await codeOnDemand(() => import('./payables'))).lookUpPayable(input.api, input.payable),
    ),
  },
  actions: {
    tellPaid: ({ system }) => tellChange(system, 'payment'),
  },
  guards: {
    isLookFirst: ({ context }) => context.lookFirst,
  },
}).createMachine({
  id: 'payNow',
  context: ({ input }) => ({
    api: input.api,
    payable: input.payable,
    payer: input.payer,
    lookFirst: input.lookFirst ?? false,
    state: null,
    error: null,
    retryable: false,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isLookFirst', target: 'loading' }, { target: 'ready' }] },
    loading: {
      invoke: {
        src: 'lookUp',
        input: ({ context }) => ({ api: context.api, payable: context.payable }),
        onDone: {
          target: 'ready',
          actions: assign({ state: ({ context, event }) => stateOf(event.output, context.payer), error: null, retryable: false }),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    ready: { on: { 'pay.start': 'checking' } },
    // The page may be stale: ask again right before leaving, so a paid thing is never paid twice.
    checking: {
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: 'lookUp',
        input: ({ context }) => ({ api: context.api, payable: context.payable }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'payable',
            target: 'handingOff',
            actions: assign({ state: ({ context, event }) => stateOf(event.output, context.payer) }),
          },
          {
            guard: ({ event }) => event.output.status === 'paid',
            target: 'alreadyPaid',
            actions: assign({ state: ({ context, event }) => stateOf(event.output, context.payer), notice: PAY_NOW_MESSAGES.alreadyPaid }),
          },
          // Not payable yet (a later subscription year): the reason is the notice; nothing leaves for the gateway.
          {
            guard: ({ event }) => event.output.status === 'waiting',
            target: 'ready',
            actions: assign({ state: ({ event }) => event.output as PayNowState, notice: ({ event }) => waitingReason(event.output) }),
          },
          { target: 'ready', actions: assign({ state: ({ event }) => event.output as PayNowState, notice: PAY_NOW_MESSAGES.notPayable }) },
        ],
        onError: { target: 'ready', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    handingOff: { on: { 'pay.failed': { target: 'ready', actions: assign({ error: ({ event }) => event.error }) } } },
    // Paid meanwhile: whatever shows the member's money (the member data, the subscriptions) must hear it.
    alreadyPaid: { type: 'final', entry: 'tellPaid' },
  },
});

/** The request to hand off, once the machine is `handingOff`. */
export const selectHandoffRequest = (s: { value: unknown; context: { state: PayNowState | null } }): PaymentRequest | null =>
  s.value === 'handingOff' && s.context.state?.status === 'payable' ? s.context.state.request : null;

/** Why the thing cannot be paid yet (an earlier subscription year first), or null. */
export const selectWaitingReason = (s: { context: { state: PayNowState | null } }): string | null =>
  s.context.state?.status === 'waiting' ? s.context.state.reason : null;

/** The receipt to show instead of Pay Now (paid before the page loaded, or found paid on the click). */
export const selectReceiptNo = (s: { context: { state: PayNowState | null } }): string | null =>
  s.context.state?.status === 'paid' ? s.context.state.receiptNo : null;
