// /dashboard/goodStanding/:code (name Document): the certificate of good standing; the code is the encoded
// member number.
import { useLocation } from 'wouter';
import { decodeBase64, membershipEndpoints } from '../../contract';
import { DocumentView } from '../documents/document-view';
import { usePortal } from '../portal/portal-context';
import { useRouteParams } from '../portal/use-route-params';

export function GoodStandingPage() {
  const { code = '' } = useRouteParams<'code'>();
  const { api } = usePortal();
  const [, navigate] = useLocation();
  const decoded = decodeBase64(code);
  const memberNo = decoded.ok ? decoded.value : code;
  return (
    <DocumentView
      key={code}
      title="Certificate of good standing"
      fileBase={`GOOD-STANDING-${memberNo}`}
      load={async () => (await api.call(membershipEndpoints.goodStandingCertificate, { params: { id: code } })).data}
      onBack={() => navigate('/dashboard')}
    />
  );
}
