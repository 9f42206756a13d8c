// The payment hand-off shared by every paying screen (spec 1 §7, spec §B). Leaving: build the base64
// JSON batch with same-origin return addresses, remember what is being paid, and open the payment page.
// Coming back: arriving at success_url proves nothing, so the portal polls the backend until the payment shows
// (the invoice settled, the balance cleared) or a time limit passes; failure says so and nothing is assumed. A
// confirmed payment is told to the world (the member shell, the subscriptions reload) and marked confirmed by the
// tab, so the return page reloaded checks it again and says it is confirmed.
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, encodeBase64Json, memberAccountEndpoints, type PendingPaymentStore, sameOriginUrl } from '#contract';
import type { WorldChanges } from '../world/world-changes';

export type PaymentRequest =
  | { kind: 'clearPending'; customerNo: string; accountNo: string }
  | { kind: 'document'; payerID: string; sourceDocumentNo: string; description: string; amount: number; accountNo: string };

/** What the portal keeps (session storage) while the member is on the payment page. */
export interface PendingPayment {
  ref: string;
  request: PaymentRequest;
  startedAt: number;
  /** Set once the return page confirmed it with the backend. */
  confirmedAt?: number | undefined;
}

export const PAYMENT_MESSAGES = {
  confirming: 'Confirming your payment…',
  confirmed: 'Payment received. Your balance, invoices and receipts are up to date.',
  /** The return page again (a reload, history) after it had confirmed the payment. */
  alreadyConfirmed: 'This payment is confirmed. Your balance, invoices and receipts are up to date.',
  stillConfirming: 'Your payment is still being confirmed. It will show here once the payment provider confirms it.',
  failed: 'The payment was not completed. Nothing was charged.',
  unknown: 'There is no payment waiting to be confirmed in this browser.',
  badReturn: 'The payment could not be started: its return address is not part of this portal.',
} as const;

export interface HandoffInput {
  origin: string;
  /** The payment page: VITE_PAYMENT_URL, or the built-in simulated gateway in mock mode. */
  paymentPageUrl: string;
  request: PaymentRequest;
  /** Where to come back: success (e.g. /dashboard) and failure (the current page). */
  successPath: string;
  failPath: string;
  ref: string;
  now: number;
}

export interface Handoff {
  url: string;
  pending: PendingPayment;
}

const withQuery = (url: URL, params: Record<string, string>) => {
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
};

/** Builds the address of the payment page, or says why it cannot (never a foreign return address). */
export function buildHandoff(input: HandoffInput): { ok: true; value: Handoff } | { ok: false; error: string } {
  const success = sameOriginUrl(input.successPath, input.origin);
  const fail = sameOriginUrl(input.failPath, input.origin);
  if (!success || !fail) return { ok: false, error: PAYMENT_MESSAGES.badReturn };
  const urls = {
    success_url: withQuery(success, { payment: 'return', ref: input.ref }),
    fail_url: withQuery(fail, { payment: 'failed', ref: input.ref }),
  };
  const { kind: _kind, ...fields } = input.request;
  const batch = encodeBase64Json({ ...fields, ...urls });
  const page = new URL(input.paymentPageUrl, input.origin);
  return {
    ok: true,
    value: { url: withQuery(page, { batch }), pending: { ref: input.ref, request: input.request, startedAt: input.now } },
  };
}

export interface ConfirmInput {
  api: ApiClient;
  pending: PendingPayment | null;
  /** 'return' (success_url) or 'failed' (fail_url). */
  outcome: string;
  pollMs?: number;
  limitMs?: number;
  /** Told `payment` once the payment shows. */
  world?: WorldChanges | undefined;
  /** Where the tab kept the pending payment: forgotten once confirmed. */
  store?: PendingPaymentStore | undefined;
}

/** True once the backend shows the payment. */
async function isSettled(api: ApiClient, request: PaymentRequest): Promise<boolean> {
  if (request.kind === 'clearPending') return (await api.call(memberAccountEndpoints.balance)).data.BalanceLCY <= 0.005;
  const ledger = (await api.call(memberAccountEndpoints.ledger)).data;
  const invoice = ledger.find(
    (e) => e.documentType === 'Invoice' && (e.documentNo === request.sourceDocumentNo || e.externalDocumentNo === request.sourceDocumentNo),
  );
  return invoice !== undefined && invoice.remainingAmtLCY <= 0.005;
}

export const paymentConfirmMachine = setup({
  types: {
    input: {} as ConfirmInput,
    context: {} as Required<Omit<ConfirmInput, 'outcome' | 'world' | 'store'>> &
      Pick<ConfirmInput, 'world' | 'store'> & { outcome: string; message: string | null; waitedMs: number },
    events: {} as { type: 'payment.check' },
  },
  actors: {
    checkPayment: fromPromise<boolean, { api: ApiClient; request: PaymentRequest }>(({ input }) => isSettled(input.api, input.request)),
  },
  actions: {
    settle: ({ context }) => {
      if (context.pending) context.store?.confirmed(context.pending.ref);
      context.world?.tell('payment');
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
    world: input.world,
    store: input.store,
    message: null,
    waitedMs: 0,
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
        onDone: [{ guard: ({ event }) => event.output, target: 'confirmed' }, { target: 'waiting' }],
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
