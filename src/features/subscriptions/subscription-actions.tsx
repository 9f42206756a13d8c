// A subscription's actions (machines/subscriptions/subscription-rules.ts): Invoice, Certificate, Receipt and
// Pay Now, each named with its period for screen readers. Shared by the list's rows and the subscription card.
import { subscriptionRowActions, type SubscriptionViewer } from '../../../machines/subscriptions/subscription-rules';
import type { Subscription } from '../../contract/membership-billing';
import { hrefTo } from '../../contract/routes';
import { RowActions } from '../../ui/row-actions';

interface SubscriptionActionsProps {
  subscription: Subscription;
  viewer: SubscriptionViewer;
  onPay: () => void;
  align?: 'start' | 'end';
}

export function SubscriptionActions({ subscription: s, viewer, onPay, align = 'end' }: SubscriptionActionsProps) {
  const show = subscriptionRowActions(s, viewer);
  return (
    <RowActions
      of={s.subsPeriod}
      align={align}
      actions={[
        show.invoice ? { label: 'Invoice', href: hrefTo('invoice', { code: s.documentNo }) } : null,
        show.certificate ? { label: 'Certificate', href: hrefTo('subscriptionCertificate', { code: s.documentNo }) } : null,
        show.receipt ? { label: 'Receipt', href: hrefTo('receipt', { code: s.recieptNo }) } : null,
        show.payNow ? { label: 'Pay Now', onClick: onPay } : null,
      ]}
    />
  );
}
