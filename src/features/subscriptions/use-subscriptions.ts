// What the subscription screens share: the subscription list (the subscription-list loader), who is looking
// (member type and company decide Certificate). Pay Now is each row's own (subscription-actions.tsx). The list hears
// `payment` changes (machines/subscriptions): a settled payment reloads it, so Receipt replaces Pay Now without a page load.
import { useSelector } from '@xstate/react';
import type { SubscriptionViewer } from '#machines/subscriptions/subscription-rules.ts';
import { subscriptionListMachine } from '#machines/subscriptions/subscriptions.machine.ts';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function useSubscriptions() {
  const { api, config } = usePortal();
  const actor = useFlowActor('subscription-list', subscriptionListMachine, { input: { api } });
  const { data: rows, error, retryable } = useSelector(actor, (s) => s.context);
  const memberData = useSelector(useMemberData(), (s) => s.context.data);
  const profile = memberData?.profile ?? null;
  const viewer: SubscriptionViewer = { memberType: profile?.MemberShipType ?? '', company: config.company };

  return {
    rows,
    error,
    viewer,
    retry: retryable ? () => actor.send({ type: 'load.retry' }) : undefined,
  };
}
