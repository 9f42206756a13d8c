// The payment hand-off shared by every paying screen (spec 1 §7, spec §B). Leaving: build the base64
// JSON batch with same-origin return addresses, remember what is being paid, and open the payment page.
// Coming back is payment-confirm.machine.ts (loaded only on the way back).
import { encodeBase64Json, sameOriginUrl } from '#contract';

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
