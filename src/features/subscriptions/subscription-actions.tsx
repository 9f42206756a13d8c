// A subscription's actions (machines/subscriptions/subscription-rules.ts): Invoice, Certificate, Receipt and
// Pay Now, each named with its period for screen readers. Shared by the list's rows and the subscription card.
import { Link } from 'wouter';
import { subscriptionRowActions, type SubscriptionViewer } from '../../../machines/subscriptions/subscription-rules';
import type { Subscription } from '../../contract/membership-billing';
import { hrefTo } from '../../contract/routes';
import { Button } from '../../ui/button';

const linkLook = 'inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium text-primary ring-1 ring-primary hover:bg-slate-50';

interface SubscriptionActionsProps {
  subscription: Subscription;
  viewer: SubscriptionViewer;
  onPay: () => void;
  align?: 'start' | 'end';
}

export function SubscriptionActions({ subscription: s, viewer, onPay, align = 'end' }: SubscriptionActionsProps) {
  const show = subscriptionRowActions(s, viewer);
  const of = <span className="sr-only"> of {s.subsPeriod}</span>;
  return (
    <div className={`flex flex-wrap gap-2 ${align === 'end' ? 'justify-end' : 'justify-start'}`}>
      {show.invoice ? (
        <Link href={hrefTo('invoice', { code: s.documentNo })} className={linkLook}>
          Invoice{of}
        </Link>
      ) : null}
      {show.certificate ? (
        <Link href={hrefTo('subscriptionCertificate', { code: s.documentNo })} className={linkLook}>
          Certificate{of}
        </Link>
      ) : null}
      {show.receipt ? (
        <Link href={hrefTo('receipt', { code: s.recieptNo })} className={linkLook}>
          Receipt{of}
        </Link>
      ) : null}
      {show.payNow ? (
        <Button onClick={onPay}>
          Pay Now{of}
        </Button>
      ) : null}
    </div>
  );
}
