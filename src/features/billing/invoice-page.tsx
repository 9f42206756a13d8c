// /billing/invoice/:code (route name invoice): the invoice PDF in the one viewer, INVOICE-{date}.pdf on Download.
import { useLocation } from 'wouter';
import { endpoints } from '../../contract';
import { DocumentView } from '../documents/document-view';
import { usePortal } from '../portal/portal-context';
import { useRouteParams } from '../portal/use-route-params';

export function InvoicePage() {
  const { code = '' } = useRouteParams<'code'>();
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <DocumentView
      key={code}
      title={`Invoice ${code}`}
      fileBase={`INVOICE-${today}`}
      load={async () => (await api.call(endpoints.membership.proforma, { params: { code } })).data}
      onBack={() => (window.history.length > 1 ? window.history.back() : navigate('/dashboard'))}
    />
  );
}
