// /dashboard/goodStanding/:code (name Document): the certificate of good standing; the code is the encoded
// member number.
import { useLocation } from 'wouter';
import { decodeBase64, membershipEndpoints } from '../../contract';
import { DocumentView } from '../documents/document-view';
import { useRouteParams } from '../portal/use-route-params';
import { hrefTo } from '../../contract/routes';

export function GoodStandingPage() {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const decoded = decodeBase64(code);
  const memberNo = decoded.ok ? decoded.value : code;
  return (
    <DocumentView
      key={code}
      title="Certificate of good standing"
      fileBase={`GOOD-STANDING-${memberNo}`}
      load={async (api) => (await api.call(membershipEndpoints.goodStandingCertificate, { params: { id: code } })).data}
      onBack={() => navigate(hrefTo('dashboard'))}
    />
  );
}
