// What is being paid, kept in session storage while the member is on the payment page (same tab only).
import type { PendingPayment } from '#machines/payment/payment-handoff.ts';
import type { PendingPaymentStore } from '#contract';

const key = (ref: string) => `portal.payment.${ref}`;

export function rememberPayment(pending: PendingPayment): void {
  try {
    sessionStorage.setItem(key(pending.ref), JSON.stringify(pending));
  } catch {
    // Without storage the return still shows "no payment waiting to be confirmed", never a wrong success.
  }
}

export function recallPayment(ref: string | null): PendingPayment | null {
  if (!ref || !/^[\w-]{1,64}$/.test(ref)) return null;
  try {
    const raw = sessionStorage.getItem(key(ref));
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

function markConfirmed(ref: string): void {
  const pending = recallPayment(ref);
  if (!pending || pending.confirmedAt) return;
  try {
    sessionStorage.setItem(key(ref), JSON.stringify({ ...pending, confirmedAt: Date.now() }));
  } catch {
    // nothing to do: a reload then says no payment is waiting, never a wrong success
  }
}

/** The store the payment return's machine marks a confirmed payment in. */
export const sessionPaymentStore: PendingPaymentStore = { confirmed: markConfirmed };
