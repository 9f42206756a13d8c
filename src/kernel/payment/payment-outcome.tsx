// The announced result of a payment, back from the payment page (?payment=return|failed&ref=…): confirmed with the
// backend before saying anything succeeded (payment-confirm.machine.ts), with a link to every receipt the payment
// made; failure and unknown returns said plainly. Focus moves to the result once it is known, so the next Tab
// reaches its first receipt. Loaded only on the way back (payment-return.tsx).
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { paymentConfirmMachine } from '#machines/payment/payment-confirm.machine.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { usePortal } from '../portal/portal-context';
import { recallPayment, sessionPaymentStore } from './payment-storage';
import { hrefTo } from '#contract/routes.ts';
import { useFlowActor } from '../portal/use-flow-actor';

const KINDS = { confirmed: 'success', failed: 'error', unknown: 'warning' } as const;

export function PaymentOutcome({ outcome, paymentRef }: { outcome: string; paymentRef: string | null }) {
  const { api } = usePortal();
  const [location, navigate] = useLocation();
  const actor = useFlowActor('payment-handoff', paymentConfirmMachine, {
    input: { api, pending: recallPayment(paymentRef), outcome, store: sessionPaymentStore },
  });
  const state = useSelector(actor, (s) => s.value as string);
  const message = useSelector(actor, (s) => s.context.message);
  const receipts = useSelector(actor, (s) => s.context.receipts);
  const result = useRef<HTMLDivElement>(null);
  const kind = state in KINDS ? KINDS[state as keyof typeof KINDS] : 'info';
  // Known: anything but the checks under way (still confirming is known too: the member is told to come back).
  const known = state !== 'confirming' && state !== 'waiting';
  // The result, once known, is where the member's attention goes: focused (and so read out), the receipts next.
  useEffect(() => {
    if (known) result.current?.focus();
  }, [known]);
  return (
    <div data-testid="payment-return" ref={result} tabIndex={-1} className="rounded-md focus:outline-2 focus:outline-primary">
      <Alert kind={kind} onDismiss={known ? () => navigate(location, { replace: true }) : undefined}>
        <span>{message}</span>
        {receipts.length === 1 ? (
          <Link href={hrefTo('receipt', { code: receipts[0] ?? '' })} className="ml-2 underline">
            View receipt {receipts[0]}
          </Link>
        ) : receipts.length > 1 ? (
          <span className="mt-1 block">
            Receipts:{' '}
            {receipts.map((receipt, i) => (
              <span key={receipt}>
                {i > 0 ? ', ' : null}
                <Link href={hrefTo('receipt', { code: receipt })} className="underline">
                  View receipt {receipt}
                </Link>
              </span>
            ))}
          </span>
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
