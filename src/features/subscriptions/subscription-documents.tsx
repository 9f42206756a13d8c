// The subscription's documents in the one viewer (spec 3 §2; spec §A): document/:code, the subscription's
// invoice with a Download that downloads; certificate/:code, the subscription certificate of a paid subscription,
// downloaded as {code}.pdf; receipt/:code, a paid subscription's receipt through subs/receipt/{code} (document 3's
// endpoint table), downloaded as RECEIPT-{date}.pdf like every receipt. Back → My Subscriptions.
import { useLocation } from 'wouter';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';

type Kind = 'document' | 'certificate' | 'receipt';

const TITLES: Record<Kind, string> = { document: 'Subscription', certificate: 'Subscription certificate', receipt: 'Receipt' };

function SubscriptionDocument({ kind }: { kind: Kind }) {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const fileBase = { document: `SUBSCRIPTION-${code}`, certificate: code, receipt: `RECEIPT-${new Date().toISOString().slice(0, 10)}` }[
    kind
  ];
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${TITLES[kind]} ${code}`}
      fileBase={fileBase}
      load={async (api) =>
        kind === 'document'
          ? (await api.call(membershipEndpoints.subscriptionProforma, { params: { code } })).data
          : kind === 'receipt'
            ? (await api.call(membershipEndpoints.subscriptionReceipt, { params: { code } })).data
            : (await api.call(membershipEndpoints.subscriptionCertificate, { body: { documentNo: code } })).data
      }
      onBack={() => navigate(hrefTo('subscription'))}
    />
  );
}

export const SubscriptionDocumentPage = () => <SubscriptionDocument kind="document" />;
export const SubscriptionCertificatePage = () => <SubscriptionDocument kind="certificate" />;
export const SubscriptionReceiptPage = () => <SubscriptionDocument kind="receipt" />;
