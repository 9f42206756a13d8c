// The member's payments loaded once (the payment-history loader: data or a retryable error) and shown in the
// payment history table; the member number names the exported file.
import { useSelector } from '@xstate/react';
import { paymentHistoryMachine } from '#machines/subscriptions/subscriptions.machine.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { PaymentHistoryTable } from './payment-history-table';

export function PaymentHistorySection() {
  const { api } = usePortal();
  const actor = useFlowActor('payment-history', paymentHistoryMachine, { input: { api } });
  const { data: rows, error, retryable } = useSelector(actor, (s) => s.context);
  const memberNo = useSelector(useMemberData(), (s) => s.context.data?.profile.MemberNo ?? '');
  if (error) return <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />;
  if (!rows) return <Loading label="Loading payments…" />;
  return <PaymentHistoryTable rows={rows} memberNo={memberNo} />;
}
