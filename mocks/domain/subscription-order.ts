// The fake backend's side of "subscriptions are paid oldest first" (spec §F): a batch for a later year's invoice is
// refused while an earlier year is unpaid, as the body's backend would refuse it (the rule is the contract's).
import { earlierUnpaidSubscription, subscriptionWaitsMessage } from '#contract/subscription-order.ts';
import type { Db } from '../db';
import type { InvoiceRecord } from '../db/membership';

/** The contract's reason why `invoice` must wait (it bills a subscription year while an earlier one is unpaid), or null. */
export function subscriptionWaitReason(db: Db, invoice: InvoiceRecord): string | null {
  if (invoice.source !== 'Subscription') return null;
  const subscription = db.subscriptions.findFirst((q) => q.where({ documentNo: invoice.sourceCode }));
  if (!subscription) return null;
  const mine = db.subscriptions.findMany((q) => q.where({ profileID: subscription.profileID }));
  const earlier = earlierUnpaidSubscription(mine, subscription);
  return earlier ? subscriptionWaitsMessage(earlier) : null;
}
