// /billing/invoice/:code and /billing/receipt/:code (route names invoice and receipt): the PDF in the one viewer,
// downloaded as INVOICE-{date}.pdf or RECEIPT-{date}.pdf (document 1 §9).
import { useLocation } from 'wouter';
import { membershipEndpoints } from '../../contract';
import { DocumentView } from '../documents/document-view';
import { useRouteParams } from '../portal/use-route-params';
import { hrefTo } from '../../contract/routes';

function BillingDocument({ kind }: { kind: 'invoice' | 'receipt' }) {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const today = new Date().toISOString().slice(0, 10);
  const endpoint = kind === 'invoice' ? membershipEndpoints.proforma : membershipEndpoints.receipt;
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${kind === 'invoice' ? 'Invoice' : 'Receipt'} ${code}`}
      fileBase={`${kind === 'invoice' ? 'INVOICE' : 'RECEIPT'}-${today}`}
      load={async (api) => (await api.call(endpoint, { params: { code } })).data}
      onBack={() => (window.history.length > 1 ? window.history.back() : navigate(hrefTo('dashboard')))}
    />
  );
}

export const InvoicePage = () => <BillingDocument kind="invoice" />;
export const ReceiptPage = () => <BillingDocument kind="receipt" />;
