// The subscription's documents in the one viewer (spec 3 §2; spec §A): document/:code, the subscription's
// invoice with a Download that downloads; certificate/:code, the subscription certificate of a paid subscription,
// downloaded as {code}.pdf. Back → My Subscriptions.
import { useLocation } from 'wouter';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes';
import { DocumentView } from '#kernel/documents/document-view';
import { useRouteParams } from '#kernel/portal/use-route-params';

function SubscriptionDocument({ kind }: { kind: 'document' | 'certificate' }) {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${kind === 'document' ? 'Subscription' : 'Subscription certificate'} ${code}`}
      fileBase={kind === 'document' ? `SUBSCRIPTION-${code}` : code}
      load={async (api) =>
        kind === 'document'
          ? (await api.call(membershipEndpoints.subscriptionProforma, { params: { code } })).data
          : (await api.call(membershipEndpoints.subscriptionCertificate, { body: { documentNo: code } })).data
      }
      onBack={() => navigate(hrefTo('subscription'))}
    />
  );
}

export const SubscriptionDocumentPage = () => <SubscriptionDocument kind="document" />;
export const SubscriptionCertificatePage = () => <SubscriptionDocument kind="certificate" />;
