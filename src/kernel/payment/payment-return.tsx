// Back from the payment page (?payment=return|failed&ref=…): the announced result (payment-outcome.tsx), loaded only
// then, so a member's pages do not carry it; 'Confirming your payment…' stands in, in its place, until it arrives.
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { PAYMENT_MESSAGES } from '#machines/payment/payment-handoff.ts';
import { Alert } from '#ui/alert.tsx';

const PaymentOutcome = lazy(() => import('./payment-outcome').then((m) => ({ default: m.PaymentOutcome })));

export function PaymentReturn() {
  const params = new URLSearchParams(useSearch());
  const outcome = params.get('payment');
  if (outcome !== 'return' && outcome !== 'failed') return null;
  const ref = params.get('ref');
  return (
    <Suspense
      fallback={
        <div data-testid="payment-return">
          <Alert kind="info">{PAYMENT_MESSAGES.confirming}</Alert>
        </div>
      }
    >
      <PaymentOutcome key={`${outcome}-${ref ?? ''}`} outcome={outcome} paymentRef={ref} />
    </Suspense>
  );
}
