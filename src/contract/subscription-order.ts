// Subscriptions are paid oldest first (spec §F): a year's payment waits while an earlier year is still unpaid. One
// rule for the view (the row's Pay Now waits and says why), the Pay Now machine (asked again on the click) and the
// fake backend's gateway (refuses the batch), as a real backend would.
import type { Subscription } from './membership-billing';

type Period = Pick<Subscription, 'subsPeriod' | 'fullyPaid' | 'documentNo'>;

/** A period as a number for ordering ("2025" → 2025); text that is no year sorts by itself, never before a year. */
const yearOf = (s: Period) => (/^\d{4}$/.test(s.subsPeriod.trim()) ? Number(s.subsPeriod.trim()) : Number.POSITIVE_INFINITY);

/** The oldest subscription still unpaid of a period before `subscription`'s, or null when nothing earlier is owed. */
export function earlierUnpaidSubscription<S extends Period>(subscriptions: readonly S[], subscription: Period): S | null {
  const year = yearOf(subscription);
  const earlier = subscriptions.filter((s) => !s.fullyPaid && s.documentNo !== subscription.documentNo && yearOf(s) < year);
  return earlier.sort((a, b) => yearOf(a) - yearOf(b))[0] ?? null;
}

/** Why a year's Pay Now waits (the screen, the machine's notice and the backend's 422 say the same). */
export const subscriptionWaitsMessage = (earlier: Pick<Subscription, 'subsPeriod'>): string =>
  `Pay the ${earlier.subsPeriod} subscription first: subscriptions are paid oldest first.`;
