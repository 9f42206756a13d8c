// /profile/RefereeFormReport/:entryNo (spec 2 §2), public: 'Referee Form Report', the answered form as a PDF in
// the shared viewer, Back and Download as '{code}.pdf'. The referee carries the link's two parts as ?user=&code=
// (no account); the applicant reads it with the session. Back returns the referee to the link, the applicant to
// the profile.
import { useLocation, useSearch } from 'wouter';
import { decodeLink } from '#machines/referees/referee-response.machine';
import { profileEndpoints } from '#contract';
import { hrefTo } from '#contract/routes';
import { DocumentView } from '#kernel/documents/document-view';
import { useRouteParams } from '#kernel/portal/use-route-params';

export function RefereeReportPage() {
  const { entryNo = '' } = useRouteParams<'entryNo'>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const user = search.get('user') ?? '';
  const code = search.get('code') ?? '';
  const link = decodeLink(user, code);
  const back = () => navigate(link ? hrefTo('refereeResponse', { user, code }) : hrefTo('profile'));
  return (
    <DocumentView
      key={`${entryNo}?${user}&${code}`}
      title="Referee Form Report"
      fileBase={link ? link.code : `REFEREE-FORM-${entryNo}`}
      load={async (api) => (await api.call(profileEndpoints.refereeFormReport, { params: { entryNo }, query: link ?? {} })).data}
      onBack={back}
    />
  );
}
