// /__mock/gateway?batch=… (mock mode only): the simulated card and M-Pesa payment page. It shows the decoded
// batch and lets the member pay, fail or cancel; then the browser goes to the batch's same-origin return address.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { gatewayPageMachine } from '#machines/payment/gateway-page.machine';
import { Alert } from '#ui/alert';
import { Button } from '#ui/button';
import { formatMoney } from '#ui/format';
import { Loading } from '#ui/loading';
import { mockControlsClient } from '#kernel/mock/mock-controls-client';
import { useFlowActor } from '#kernel/portal/use-flow-actor';

export function GatewayPage() {
  const batch = new URLSearchParams(useSearch()).get('batch') ?? '';
  const actor = useFlowActor('gateway', gatewayPageMachine, {
    input: { api: mockControlsClient(), origin: window.location.origin, batch },
  });
  const { preview, error, returnTo } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value as string);
  useEffect(() => {
    // A full load, as coming back from an external payment page would be.
    if (returnTo) window.location.assign(returnTo);
  }, [returnTo]);

  return (
    <section aria-labelledby="gateway-title" className="mx-auto max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">Simulated payment gateway (mock mode)</p>
      <h1 id="gateway-title" className="mt-1 text-2xl font-semibold text-slate-900">
        Pay with card or M-Pesa
      </h1>
      {state === 'loading' ? <Loading /> : null}
      {error ? (
        <div className="mt-3">
          <Alert kind="error">{error}</Alert>
        </div>
      ) : null}
      {preview ? (
        <div className="mt-4 flex flex-col gap-3">
          <p>
            Payer: <strong>{preview.payerName}</strong> ({preview.customerNo})
          </p>
          <ul className="divide-y divide-slate-100 rounded-md ring-1 ring-slate-200" data-testid="gateway-documents">
            {preview.documents.map((d) => (
              <li key={d.documentNo} className="flex justify-between gap-3 p-2 text-sm">
                <span>
                  {d.documentNo} · {d.description}
                </span>
                <span className="font-medium">{formatMoney(d.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="text-lg">
            Total: <strong data-testid="gateway-total">{formatMoney(preview.total)}</strong>
          </p>
          {preview.alreadyPaid ? (
            <Alert kind="info">
              This has already been paid; paying again changes nothing.
              {preview.receiptNos.length ? <span data-testid="gateway-receipts"> Receipt {preview.receiptNos.join(', ')}.</span> : null}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => actor.send({ type: 'gateway.pay' })} busy={state === 'submitting'}>
              Pay {formatMoney(preview.total)}
            </Button>
            <Button look="danger" onClick={() => actor.send({ type: 'gateway.fail' })} disabled={state === 'submitting'}>
              Simulate a failure
            </Button>
            <Button look="ghost" onClick={() => actor.send({ type: 'gateway.cancel' })} disabled={state === 'submitting'}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
