// What the subscription screens share: the subscription list (the subscription-list loader), who is looking
// (member type and company decide Certificate). Pay Now is each row's own (subscription-actions.tsx). When the
// member shell reloads (a payment confirmed), the list reloads too, so Receipt replaces Pay Now without a page load.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { SubscriptionViewer } from '../../../machines/subscriptions/subscription-rules';
import { subscriptionListMachine } from '../../../machines/subscriptions/subscriptions.machine';
import { useMemberShell } from '../member/member-context';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';

export function useSubscriptions() {
  const { api, config } = usePortal();
  const actor = useFlowActor('subscription-list', subscriptionListMachine, { input: { api } });
  const { data: rows, error, retryable } = useSelector(actor, (s) => s.context);
  const shellData = useSelector(useMemberShell(), (s) => s.context.data);
  const profile = shellData?.profile ?? null;
  const viewer: SubscriptionViewer = { memberType: profile?.MemberShipType ?? '', company: config.company };

  // The shell's data is replaced only when it reloads (after a confirmed payment): follow it, not the first one.
  const seen = useRef(shellData);
  useEffect(() => {
    const before = seen.current;
    seen.current = shellData;
    if (before !== null && before !== undefined && shellData && before !== shellData) actor.send({ type: 'load.reload' });
  }, [shellData, actor]);

  return {
    rows,
    error,
    viewer,
    retry: retryable ? () => actor.send({ type: 'load.retry' }) : undefined,
  };
}
