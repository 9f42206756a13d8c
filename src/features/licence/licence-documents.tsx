// The licence's documents in the one viewer (spec 3 §2 Licence): document/:code, the application to download,
// sign and upload (the upload panel, then Invoice, below it); license/:code, the pro-forma invoice with Pay Now
// while unpaid (asked again on the click; back to the list), and Receipt once paid. Back → the licence list.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { licenceRecordMachine } from '#machines/licence/licence-list.machine.ts';
import { isLicenceUnpaid } from '#machines/licence/licence-rules.ts';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { Button } from '#ui/button.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { useLicenceCaption } from './licence-caption';
import { ACTION_LINK_LOOK as linkLook } from '#ui/row-actions.tsx';
import { LicenceUploadPanel } from './licence-upload-panel';
import { PayNowMessage, usePayNow } from '#kernel/payment/use-pay-now.tsx';

export function LicenceDocumentPage() {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const caption = useLicenceCaption();
  return (
    <div key={code} className="flex flex-col gap-4">
      <DocumentView
        title={`${caption} application ${code}`}
        fileBase={`LICENSE_APPLICATION-${code}`}
        load={async (api) => (await api.call(membershipEndpoints.licenceApplicationDocument, { params: { id: code } })).data}
        onBack={() => navigate(hrefTo('license'))}
      />
      <LicenceUploadPanel code={code} />
    </div>
  );
}

export function LicenceInvoicePage() {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div key={code} className="flex flex-col gap-4">
      <DocumentView
        title={`Pro-forma invoice ${code}`}
        fileBase={`INVOICE-${today}`}
        load={async (api) => (await api.call(membershipEndpoints.licenceProforma, { params: { id: code } })).data}
        onBack={() => navigate(hrefTo('license'))}
      />
      <LicencePayment code={code} />
    </div>
  );
}

/** Pay Now while unpaid; Receipt once the payment posted its receipt. */
function LicencePayment({ code }: { code: string }) {
  const { api } = usePortal();
  const [machine] = useState(() => licenceRecordMachine(code));
  const actor = useFlowActor('licence-record', machine, { input: { api } });
  const licence = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const payNow = usePayNow({ kind: 'licence', code }, hrefTo('license'));
  if (error) return <LoadError error={error} onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined} />;
  if (!licence) return <Loading />;
  const receiptNo = isLicenceUnpaid(licence) ? payNow.receiptNo : licence.receiptNo;
  return (
    <div className="flex flex-col gap-3">
      <PayNowMessage payNow={payNow} />
      <div className="flex flex-wrap items-center gap-3">
        {receiptNo === null ? (
          <Button onClick={payNow.pay}>Pay Now</Button>
        ) : (
          <Link href={hrefTo('receipt', { code: receiptNo })} className={linkLook}>
            Receipt
          </Link>
        )}
      </div>
    </div>
  );
}
