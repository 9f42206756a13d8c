// What the subscription screens share: the subscription list (the subscription-list loader), who is looking
// (member type and company decide Certificate), and Pay Now, which hands off 'Subscription Payment' and comes back
// to the list. When the member shell reloads (a payment confirmed), the list reloads too, so Receipt replaces
// Pay Now without a page load.
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { subscriptionPaymentRequest, type SubscriptionViewer } from '../../../machines/subscriptions/subscription-rules';
import { subscriptionListMachine } from '../../../machines/subscriptions/subscriptions.machine';
import type { Subscription } from '../../contract/membership-billing';
import { hrefTo } from '../../contract/routes';
import { useMemberShell } from '../member/member-context';
import { useStartPayment } from '../payment/use-start-payment';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';

export function useSubscriptions() {
  const { api, config } = usePortal();
  const actor = useFlowActor('subscription-list', subscriptionListMachine, { input: { api } });
  const { data: rows, error, retryable } = useSelector(actor, (s) => s.context);
  const shellData = useSelector(useMemberShell(), (s) => s.context.data);
  const profile = shellData?.profile ?? null;
  const viewer: SubscriptionViewer = { memberType: profile?.MemberShipType ?? '', company: config.company };
  const startPayment = useStartPayment();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  // The shell's data is replaced only when it reloads (after a confirmed payment): follow it, not the first one.
  const seen = useRef(shellData);
  useEffect(() => {
    const before = seen.current;
    seen.current = shellData;
    if (before !== null && before !== undefined && shellData && before !== shellData) actor.send({ type: 'load.reload' });
  }, [shellData, actor]);

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
    retry: retryable ? () => actor.send({ type: 'load.retry' }) : undefined,
  };
}
