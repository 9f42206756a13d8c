// /__mock/gateway?batch=… (mock mode only): the simulated card and M-Pesa payment page. It shows the decoded
// batch and lets the member pay, fail or cancel; then the browser goes to the batch's same-origin return address.
// A batch paid before (reloaded, revisited) says it is paid, with its receipt, and only offers the way back.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { GATEWAY_MESSAGES, gatewayOffer, gatewayPageMachine } from '#machines/payment/gateway-page.machine.ts';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { formatMoney } from '#contract/money.ts';
import { Loading } from '#ui/loading.tsx';
import { mockControlsClient } from '#kernel/mock/mock-controls-client.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

export function GatewayPage() {
  const batch = new URLSearchParams(useSearch()).get('batch') ?? '';
  const actor = useFlowActor('gateway', gatewayPageMachine, {
    input: { api: mockControlsClient(), origin: window.location.origin, batch },
  });
  const { preview, error, returnTo } = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => s.value as string);
  const offer = preview ? gatewayOffer(preview) : null;
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
            {preview.documents.length === 0 ? <li className="p-2 text-sm text-slate-600">Nothing is left to pay.</li> : null}
            {preview.documents.map((d) => (
              <li key={d.documentNo} className="flex justify-between gap-3 p-2 text-sm">
                <span>
                  {d.documentNo} · {d.description}
                </span>
                <span className="font-medium">{formatMoney(d.amount)}</span>
              </li>
            ))}
          </ul>
          {offer === 'pay' || offer === null ? (
            <>
              <p className="text-lg">
                Total: <strong data-testid="gateway-total">{formatMoney(preview.total)}</strong>
              </p>
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
            </>
          ) : (
            <>
              <Alert kind={offer === 'paid' ? 'success' : 'info'}>
                {GATEWAY_MESSAGES[offer]}
                {preview.receiptNos.map((receipt) => (
                  <Link key={receipt} href={hrefTo('receipt', { code: receipt })} className="ml-2 underline" data-testid="gateway-receipts">
                    View receipt {receipt}
                  </Link>
                ))}
              </Alert>
              <div>
                <Button onClick={() => actor.send({ type: 'gateway.return' })} busy={state === 'submitting'}>
                  Return to the portal
                </Button>
              </div>
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
