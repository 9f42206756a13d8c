// /dashboard/goodStanding/:code (name Document): the certificate of good standing; the code is the encoded
// member number. A member who cannot have it (not in good standing, not a member yet) reads why instead of a
// refusal from the server with nothing to retry.
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { goodStandingCertificate, memberStanding } from '#machines/member/member-rules.ts';
import { decodeBase64, membershipEndpoints } from '#contract';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { StandingReasons } from './standing-reasons';
import { hrefTo } from '#contract/routes.ts';

const TITLE = 'Certificate of good standing';

export function GoodStandingPage() {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const site = useSite();
  const data = useSelector(useMemberData(), (s) => s.context.data);
  const decoded = decodeBase64(code);
  const memberNo = decoded.ok ? decoded.value : code;
  const back = () => navigate(hrefTo('dashboard'));
  const offer = data ? goodStandingCertificate(site.minor.certificate_of_good_standing, data) : null;

  if (data && offer?.why) {
    return (
      <section aria-labelledby="good-standing-title" className="flex flex-col items-start gap-3">
        <h1 id="good-standing-title" className="text-2xl font-semibold text-slate-900">
          {TITLE}
        </h1>
        <Alert kind="info">
          <p>{offer.why}</p>
          <StandingReasons standing={memberStanding(data)} />
        </Alert>
        <Button look="secondary" onClick={back}>
          Back to the dashboard
        </Button>
      </section>
    );
  }
  return (
    <DocumentView
      key={code}
      title={TITLE}
      fileBase={`GOOD-STANDING-${memberNo}`}
      load={async (api) => (await api.call(membershipEndpoints.goodStandingCertificate, { params: { id: code } })).data}
      onBack={back}
    />
  );
}
