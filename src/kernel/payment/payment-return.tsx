// Back from the payment page (?payment=return|failed&ref=…): confirm with the backend before saying anything
// succeeded (the machine then tells the world, so the member's data reloads); failure and unknown returns are said
// plainly.
import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { paymentConfirmMachine } from '#machines/payment/payment.machine';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { useMemberShell } from '../member-context';
import { usePortal } from '../portal/portal-context';
import { recallPayment, sessionPaymentStore } from './payment-storage';
import { hrefTo } from '#contract/routes';
import { useFlowActor } from '../portal/use-flow-actor';

function Confirm({ outcome, paymentRef }: { outcome: string; paymentRef: string | null }) {
  const { api, world } = usePortal();
  const shell = useMemberShell();
  const [location, navigate] = useLocation();
  const actor = useFlowActor('payment-handoff', paymentConfirmMachine, {
    input: { api, pending: recallPayment(paymentRef), outcome, world, store: sessionPaymentStore },
  });
  const state = useSelector(actor, (s) => s.value as string);
  const message = useSelector(actor, (s) => s.context.message);
  // The newest receipt, once the refreshed ledger has it.
  const receipt = useSelector(shell, (s) =>
    state === 'confirmed'
      ? ([...(s.context.data?.ledger ?? [])].filter((e) => e.documentType === 'Payment').sort((a, b) => b.entryNo - a.entryNo)[0]
          ?.documentNo ?? null)
      : null,
  );
  const kind = state === 'confirmed' ? 'success' : state === 'failed' ? 'error' : state === 'unknown' ? 'warning' : 'info';
  return (
    <div data-testid="payment-return">
      <Alert
        kind={kind}
        onDismiss={state === 'confirming' || state === 'waiting' ? undefined : () => navigate(location, { replace: true })}
      >
        <span>{message}</span>
        {receipt ? (
          <Link href={hrefTo('receipt', { code: receipt })} className="ml-2 underline">
            View receipt {receipt}
          </Link>
        ) : null}
        {state === 'stillConfirming' ? (
          <Button look="ghost" className="ml-2" onClick={() => actor.send({ type: 'payment.check' })}>
            Check again
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}

export function PaymentReturn() {
  const params = new URLSearchParams(useSearch());
  const outcome = params.get('payment');
  if (outcome !== 'return' && outcome !== 'failed') return null;
  const ref = params.get('ref');
  return <Confirm key={`${outcome}-${ref ?? ''}`} outcome={outcome} paymentRef={ref} />;
}
