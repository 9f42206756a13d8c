// /billing/invoice/:code, /billing/receipt/:code and /billing/document/:type/:code (route names invoice, receipt,
// billingDocument): the PDF in the one viewer, downloaded as INVOICE-{date}.pdf or RECEIPT-{date}.pdf (document 3
// §9). The invoice offers Pay Now while the matching application or subscription has no posted receipt
// (machines/payment/pay-now.machine.ts); a payment started here comes back to the dashboard on success.
import { Link, useLocation } from 'wouter';
import { isBillingDocumentType, UNKNOWN_DOCUMENT_TYPE, type BillingDocumentType } from '#machines/billing/billing-rules.ts';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { ACTION_LINK_LOOK } from '#ui/row-actions.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { PayNowMessage, usePayNow } from '#kernel/payment/use-pay-now.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';

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
  const payNow = usePayNow({ kind: 'invoice', code }, hrefTo('dashboard'), { lookFirst: true });
  if (payNow.loading) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="invoice-payment">
      {payNow.loadError ? (
        <Alert kind="error">
          Whether this invoice is paid could not be checked: {payNow.loadError}{' '}
          <Button look="ghost" onClick={payNow.retry}>
            Check again
          </Button>
        </Alert>
      ) : null}
      <PayNowMessage payNow={payNow} />
      <div className="flex flex-wrap items-center gap-2">
        {payNow.receiptNo ? (
          <Link href={hrefTo('receipt', { code: payNow.receiptNo })} className={ACTION_LINK_LOOK}>
            Receipt {payNow.receiptNo}
          </Link>
        ) : payNow.payable ? (
          <Button onClick={payNow.pay} disabled={payNow.busy}>
            {payNow.busy ? 'Opening the payment page…' : 'Pay Now'}
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
