// /billing/invoice/:code, /billing/receipt/:code and /billing/document/:type/:code (route names invoice, receipt,
// billingDocument): the PDF in the one viewer, downloaded as INVOICE-{date}.pdf or RECEIPT-{date}.pdf (document 3
// §9). The invoice offers Pay Now while the matching application or subscription has no posted receipt
// (machines/billing/invoice-pay.machine.ts); a payment started here comes back to the dashboard on success.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { invoicePayMachine } from '../../../machines/billing/invoice-pay.machine';
import { isBillingDocumentType, UNKNOWN_DOCUMENT_TYPE, type BillingDocumentType } from '../../../machines/billing/billing-rules';
import { selectHandoffRequest, selectReceiptNo } from '../../../machines/payment/pay-now.machine';
import type { PaymentRequest } from '../../../machines/payment/payment.machine';
import { membershipEndpoints } from '../../contract';
import { hrefTo } from '../../contract/routes';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DocumentView } from '../documents/document-view';
import { useMemberShell } from '../member/member-context';
import { useStartPayment } from '../payment/use-start-payment';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';
import { useRouteParams } from '../portal/use-route-params';

function BillingDocument({ kind, code }: { kind: BillingDocumentType; code: string }) {
  const [, navigate] = useLocation();
  const today = new Date().toISOString().slice(0, 10);
  const endpoint = kind === 'invoice' ? membershipEndpoints.proforma : membershipEndpoints.receipt;
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${kind === 'invoice' ? 'Invoice' : 'Receipt'} ${code}`}
      fileBase={`${kind === 'invoice' ? 'INVOICE' : 'RECEIPT'}-${today}`}
      load={async (api) => (await api.call(endpoint, { params: { code } })).data}
      onBack={() => (window.history.length > 1 ? window.history.back() : navigate(hrefTo('billing')))}
    />
  );
}

/** Pay Now, or the receipt once there is one; asks the backend again on the click (never a second charge). */
function PayNow({ code }: { code: string }) {
  const { api } = usePortal();
  const shell = useMemberShell();
  const profile = useSelector(shell, (s) => s.context.data?.profile ?? null);
  const given = { code, payerID: profile?.CustomerNo ?? '', accountNo: profile?.MemberNo || profile?.CustomerNo || '' };
  const actor = useFlowActor('invoice-pay', invoicePayMachine, { input: { api, given } });
  const state = useSelector(actor, (s) => s.value as string);
  const { error, notice } = useSelector(actor, (s) => s.context);
  const request = useSelector(actor, selectHandoffRequest);
  const receiptNo = useSelector(actor, selectReceiptNo);
  const payable = useSelector(actor, (s) => s.context.state?.status === 'payable');
  const startPayment = useStartPayment();
  const handedOff = useRef<PaymentRequest | null>(null);
  // Leaving for the payment page is the one effect the machine leaves to the view (it needs the browser); once
  // for each request the machine hands over.
  useEffect(() => {
    if (!request || handedOff.current === request) return;
    handedOff.current = request;
    const problem = startPayment(request, hrefTo('dashboard'));
    if (problem) actor.send({ type: 'pay.failed', error: problem });
  }, [request, startPayment, actor]);

  // Found paid on the click (in another tab, at the gateway): the member's balance and ledger changed too.
  useEffect(() => {
    if (state === 'alreadyPaid') shell.send({ type: 'loader.reload' });
  }, [state, shell]);

  if (state === 'loading') return null;
  return (
    <div className="flex flex-col gap-2" data-testid="invoice-payment">
      {state === 'failed' ? (
        <Alert kind="error">
          Whether this invoice is paid could not be checked: {error}{' '}
          <Button look="ghost" onClick={() => actor.send({ type: 'loader.retry' })}>
            Check again
          </Button>
        </Alert>
      ) : null}
      {error && state !== 'failed' ? <Alert kind="error">{error}</Alert> : null}
      {notice ? <Alert kind={receiptNo ? 'success' : 'info'}>{notice}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        {receiptNo ? (
          <Link href={hrefTo('receipt', { code: receiptNo })} className="inline-flex min-h-10 items-center rounded-md px-3 py-2 font-medium text-primary ring-1 ring-primary hover:bg-slate-50">
            Receipt {receiptNo}
          </Link>
        ) : payable ? (
          <Button onClick={() => actor.send({ type: 'pay.start' })} disabled={state !== 'ready'}>
            {state === 'checking' || state === 'handingOff' ? 'Opening the payment page…' : 'Pay Now'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function InvoicePage() {
  const { code = '' } = useRouteParams<'code'>();
  return (
    <div className="flex flex-col gap-3">
      <PayNow key={code} code={code} />
      <BillingDocument kind="invoice" code={code} />
    </div>
  );
}

export function ReceiptPage() {
  const { code = '' } = useRouteParams<'code'>();
  return <BillingDocument kind="receipt" code={code} />;
}

/** /billing/document/:type/:code: an invoice or a receipt by type; any other type says so plainly. */
export function BillingDocumentPage() {
  const { type = '', code = '' } = useRouteParams<'type' | 'code'>();
  const kind = type.toLowerCase();
  if (!isBillingDocumentType(kind)) {
    return (
      <section aria-labelledby="document-title" className="flex flex-col gap-3">
        <h1 id="document-title" className="text-2xl font-semibold text-slate-900">
          Document
        </h1>
        <Alert kind="error">{UNKNOWN_DOCUMENT_TYPE}</Alert>
        <Link href={hrefTo('billing')} className="text-primary underline">
          Back to My Transactions
        </Link>
      </section>
    );
  }
  return <BillingDocument kind={kind} code={code} />;
}
