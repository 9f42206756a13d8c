// A subscription's actions (machines/subscriptions/subscription-rules.ts): Invoice, Certificate, Receipt and
// Pay Now (the row's own actor: it asks the backend again on the click), each named with its period for screen
// readers. Shared by the list's rows and the subscription card. A later year's Pay Now waits, and says why, while an
// earlier year is unpaid (spec §F: read from the list; the machine asks the backend again on the click).
import { payNowWaits, subscriptionRowActions, type SubscriptionViewer } from '#machines/subscriptions/subscription-rules.ts';
import type { Subscription } from '#contract/membership-billing.ts';
import { hrefTo } from '#contract/routes.ts';
import { RowActions } from '#ui/row-actions.tsx';
import { PayNowMessage, payNowAction, usePayNow } from '#kernel/payment/use-pay-now.tsx';

interface SubscriptionActionsProps {
  subscription: Subscription;
  /** Every subscription of the member: an earlier unpaid year makes this one's Pay Now wait. */
  subscriptions: readonly Subscription[];
  viewer: SubscriptionViewer;
  align?: 'start' | 'end';
}

export function SubscriptionActions({ subscription: s, subscriptions, viewer, align = 'end' }: SubscriptionActionsProps) {
  const show = subscriptionRowActions(s, viewer);
  const payNow = usePayNow({ kind: 'subscription', code: s.documentNo }, hrefTo('subscription'));
  const waits = show.payNow && !payNow.receiptNo ? (payNowWaits(subscriptions, s) ?? payNow.waiting) : null;
  return (
    <div className={`flex flex-col gap-2 ${align === 'end' ? 'items-end' : 'items-start'}`}>
      <RowActions
        of={s.subsPeriod}
        align={align}
        actions={[
          show.invoice ? { label: 'Invoice', href: hrefTo('invoice', { code: s.documentNo }) } : null,
          show.certificate ? { label: 'Certificate', href: hrefTo('subscriptionCertificate', { code: s.documentNo }) } : null,
          show.receipt ? { label: 'Receipt', href: hrefTo('subscriptionReceipt', { code: s.recieptNo }) } : null,
          show.payNow ? payNowAction(payNow, waits) : null,
        ]}
      />
      <PayNowMessage payNow={payNow} waits={waits} />
    </div>
  );
}
