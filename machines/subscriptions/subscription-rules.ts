// The rules of My Subscriptions (spec 3 §2 Subscriptions, §4, §6, §9; spec §A, §B): which row actions a
// subscription shows, what is still owed, Date Paid, which subscription the card shows, and whether the Payment
// History table sits under the list (company IEK). Pure functions, read by the views and tested as tables of cases.
import type { Subscription } from '#contract/membership-billing.ts';
import { earlierUnpaidSubscription, subscriptionWaitsMessage } from '#contract/subscription-order.ts';

export interface SubscriptionRowActions {
  /** Invoice: when billed (→ invoice with documentNo). */
  invoice: boolean;
  /** Certificate: when paid, the member's type is not GRADUATE and the company is not ICS. */
  certificate: boolean;
  /** Receipt: when paid and a receipt number exists (→ receipt with recieptNo). */
  receipt: boolean;
  /** Pay Now: when not fully paid. */
  payNow: boolean;
}

/** Who is looking: the member's type (profile MemberShipType) and the portal's company (VITE_COMPANY, default ICS). */
export interface SubscriptionViewer {
  memberType: string;
  company: string;
}

const has = (value: string) => value.trim() !== '';
const code = (value: string) => value.trim().toUpperCase();

export function subscriptionRowActions(
  s: Pick<Subscription, 'billed' | 'paid' | 'fullyPaid' | 'recieptNo'>,
  viewer: SubscriptionViewer,
): SubscriptionRowActions {
  return {
    invoice: s.billed,
    certificate: s.paid && code(viewer.memberType) !== 'GRADUATE' && code(viewer.company) !== 'ICS',
    receipt: s.paid && has(s.recieptNo),
    payNow: !s.fullyPaid,
  };
}

/** Why a year's Pay Now waits (an earlier year is unpaid, spec §F), or null when it may be paid now. */
export function payNowWaits(subscriptions: readonly Subscription[], s: Subscription): string | null {
  if (s.fullyPaid) return null;
  const earlier = earlierUnpaidSubscription(subscriptions, s);
  return earlier ? subscriptionWaitsMessage(earlier) : null;
}

/** Spec 3 §6: the Payment History table shows under the subscriptions only for company IEK. */
export const showsPaymentHistoryUnderSubscriptions = (company: string) => code(company) === 'IEK';

/** Date Paid: the first 10 characters of lastPaidDate (spec 3 §9). */
export const datePaid = (s: Pick<Subscription, 'lastPaidDate'>) => s.lastPaidDate.slice(0, 10);

/** What is still owed, to the cent. */
export const amountDue = (s: Pick<Subscription, 'billedAmount' | 'paidAmount'>) =>
  Math.max(0, Math.round((s.billedAmount - s.paidAmount) * 100) / 100);

/**
 * The subscription the card (/subscription/card/:code?) shows: the one whose documentNo, or else period, is the
 * code; without a code the newest period. Null when none matches.
 */
export function subscriptionForCard(subscriptions: readonly Subscription[], routeCode: string | undefined): Subscription | null {
  const wanted = routeCode?.trim() ?? '';
  if (wanted === '') return [...subscriptions].sort((a, b) => b.subsPeriod.localeCompare(a.subsPeriod))[0] ?? null;
  return subscriptions.find((s) => s.documentNo === wanted) ?? subscriptions.find((s) => s.subsPeriod === wanted) ?? null;
}
