// The fake backend's side of "subscriptions are paid oldest first" (spec §F): a batch for a later year's invoice is
// refused while an earlier year is unpaid, as the body's backend would refuse it (the rule is the contract's).
import { earlierUnpaidSubscription, subscriptionWaitsMessage } from '#contract/subscription-order';
import { unprocessable } from '../core/http-error';
import type { Db } from '../db';
import type { InvoiceRecord } from '../db/membership';

/** Throws 422 with the contract's reason when `invoice` bills a subscription year that must wait for an earlier one. */
export function requireOldestSubscriptionFirst(db: Db, invoice: InvoiceRecord): void {
  if (invoice.source !== 'Subscription') return;
  const subscription = db.subscriptions.findFirst((q) => q.where({ documentNo: invoice.sourceCode }));
  if (!subscription) return;
  const mine = db.subscriptions.findMany((q) => q.where({ profileID: subscription.profileID }));
  const earlier = earlierUnpaidSubscription(mine, subscription);
  if (earlier) throw unprocessable(subscriptionWaitsMessage(earlier));
}
