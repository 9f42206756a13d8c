// Back from the payment page (spec 1 §7, spec §B): arriving at success_url proves nothing, so the portal polls the
// backend until the payment shows (the invoice settled, the balance cleared) or a time limit passes; failure says so
// and nothing is assumed. A confirmed payment names every receipt it made (Clear Pending Invoices makes one per
// invoice), is told as a `payment` change (the member data, the subscriptions reload) and is marked confirmed by the tab, so
// the return page reloaded checks it again and says it is confirmed. Loaded only on the way back.
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, type LedgerEntry, memberAccountEndpoints, type PendingPaymentStore } from '#contract';
import { tellChange } from '../changes/change-bus';
import { PAYMENT_MESSAGES, type PaymentRequest, type PendingPayment } from './payment-handoff';
import type { EventsOf } from '../event-schemas';
import type { paymentConfirmEventSchemas } from './payment-confirm.events';

export interface ConfirmInput {
  api: ApiClient;
  pending: PendingPayment | null;
  /** 'return' (success_url) or 'failed' (fail_url). */
  outcome: string;
  pollMs?: number;
  limitMs?: number;
  /** Where the tab kept the pending payment: forgotten once confirmed. */
  store?: PendingPaymentStore | undefined;
}

/**
 * The receipts the member's last payment made, oldest first: the ledger's newest payment entry and every payment
 * entry posted under the same payment reference (its externalDocumentNo: one transaction that paid several
 * invoices). A payment without a reference stands alone.
 */
export function receiptsOfLastPayment(ledger: readonly LedgerEntry[]): string[] {
  const payments = ledger.filter((e) => e.documentType === 'Payment' && e.documentNo.trim() !== '').sort((a, b) => a.entryNo - b.entryNo);
  const last = payments.at(-1);
  if (!last) return [];
  const reference = last.externalDocumentNo.trim();
  return payments.filter((e) => e === last || (reference !== '' && e.externalDocumentNo.trim() === reference)).map((e) => e.documentNo);
}

/** The receipts the payment made once the backend shows it (the invoice settled, the balance cleared); null before. */
async function receiptsIfSettled(api: ApiClient, request: PaymentRequest): Promise<string[] | null> {
  if (request.kind === 'clearPending' && (await api.call(memberAccountEndpoints.balance)).data.BalanceLCY > 0.005) return null;
  const ledger = (await api.call(memberAccountEndpoints.ledger)).data;
  if (request.kind === 'document') {
    const invoice = ledger.find(
      (e) =>
        e.documentType === 'Invoice' && (e.documentNo === request.sourceDocumentNo || e.externalDocumentNo === request.sourceDocumentNo),
    );
    if (invoice === undefined || invoice.remainingAmtLCY > 0.005) return null;
  }
  return receiptsOfLastPayment(ledger);
}

export const paymentConfirmMachine = setup({
  types: {
    input: {} as ConfirmInput,
    context: {} as Required<Omit<ConfirmInput, 'outcome' | 'store'>> &
      Pick<ConfirmInput, 'store'> & {
        outcome: string;
        message: string | null;
        waitedMs: number;
        /** Once confirmed: every receipt the payment made (several for Clear Pending Invoices). */
        receipts: string[];
      },
    events: {} as EventsOf<typeof paymentConfirmEventSchemas>,
  },
  actors: {
    checkPayment: fromPromise<string[] | null, { api: ApiClient; request: PaymentRequest }>(({ input }) =>
      receiptsIfSettled(input.api, input.request),
    ),
  },
  actions: {
    settle: ({ context, system }) => {
      if (context.pending) context.store?.confirmed(context.pending.ref);
      tellChange(system, 'payment');
    },
  },
  guards: {
    isReturn: ({ context }) => context.outcome === 'return' && context.pending !== null,
    isFailure: ({ context }) => context.outcome === 'failed',
    isOverLimit: ({ context }) => context.waitedMs >= context.limitMs,
  },
  delays: {
    poll: ({ context }) => context.pollMs,
  },
}).createMachine({
  id: 'paymentConfirm',
  context: ({ input }) => ({
    api: input.api,
    pending: input.pending,
    outcome: input.outcome,
    pollMs: input.pollMs ?? 1_500,
    limitMs: input.limitMs ?? 30_000,
    store: input.store,
    message: null,
    waitedMs: 0,
    receipts: [],
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isReturn', target: 'confirming' },
        { guard: 'isFailure', target: 'failed', actions: assign({ message: PAYMENT_MESSAGES.failed }) },
        { target: 'unknown', actions: assign({ message: PAYMENT_MESSAGES.unknown }) },
      ],
    },
    confirming: {
      entry: assign({ message: PAYMENT_MESSAGES.confirming }),
      invoke: {
        src: 'checkPayment',
        input: ({ context }) => ({ api: context.api, request: (context.pending as PendingPayment).request }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'confirmed',
            actions: assign({ receipts: ({ event }) => event.output ?? [] }),
          },
          { target: 'waiting' },
        ],
        // A failed check is not a failed payment: try again until the limit.
        onError: { target: 'waiting' },
      },
    },
    waiting: {
      always: { guard: 'isOverLimit', target: 'stillConfirming' },
      after: { poll: { target: 'confirming', actions: assign({ waitedMs: ({ context }) => context.waitedMs + context.pollMs }) } },
    },
    confirmed: {
      type: 'final',
      entry: [
        assign({
          message: ({ context }) => (context.pending?.confirmedAt ? PAYMENT_MESSAGES.alreadyConfirmed : PAYMENT_MESSAGES.confirmed),
        }),
        'settle',
      ],
    },
    stillConfirming: {
      entry: assign({ message: PAYMENT_MESSAGES.stillConfirming }),
      on: { 'payment.check': { target: 'confirming', actions: assign({ waitedMs: 0 }) } },
    },
    failed: { type: 'final' },
    unknown: { type: 'final' },
  },
});
