// What the subscription screens share: the subscription list (the subscription-list loader), who is looking
// (member type and company decide Certificate), and Pay Now, which hands off 'Subscription Payment' and comes back
// to the list. The list hears the world as `subscriptions`: a settled payment reloads it, so Receipt replaces Pay Now
// without a page load.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { subscriptionPaymentRequest, type SubscriptionViewer } from '../../../machines/subscriptions/subscription-rules';
import { subscriptionListMachine } from '../../../machines/subscriptions/subscriptions.machine';
import type { Subscription } from '../../contract/membership-billing';
import { hrefTo } from '../../contract/routes';
import { useMemberShell } from '../member/member-context';
import { useStartPayment } from '../payment/use-start-payment';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';

export function useSubscriptions() {
  const { api, config, world } = usePortal();
  const actor = useFlowActor('subscription-list', subscriptionListMachine, { input: { api, world, listenAs: 'subscriptions' } });
  const { data: rows, error, retryable } = useSelector(actor, (s) => s.context);
  const shellData = useSelector(useMemberShell(), (s) => s.context.data);
  const profile = shellData?.profile ?? null;
  const viewer: SubscriptionViewer = { memberType: profile?.MemberShipType ?? '', company: config.company };
  const startPayment = useStartPayment();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  const pay = (s: Subscription) => {
    if (!profile) return;
    setPayProblem(startPayment(subscriptionPaymentRequest(s, profile), hrefTo('subscription')));
  };

  return {
    rows,
    error,
    viewer,
    pay,
    payProblem,
    dismissPayProblem: () => setPayProblem(null),
    retry: retryable ? () => actor.send({ type: 'loader.retry' }) : undefined,
  };
}
