// /profile/RefereeFormReport/:entryNo (spec 2 §2), public: 'Referee Form Report', the answered form as a PDF in
// the shared viewer, Back and Download as '{code}.pdf'. The referee carries the link's two parts in the fragment,
// #user=&code= (no account; docs/decisions/028: an older ?user=&code= still opens and is rewritten); the applicant
// reads it with the session. Back returns the referee to the link, the applicant to the profile. Past the link's
// time the server's 410 says so, and whom to ask.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { decodeLink } from '#machines/referees/referee-response.machine.ts';
import { profileEndpoints } from '#contract';
import { linkFromUrl, refereeLinkHref, refereeReportHref } from '#contract/profile-referee.ts';
import { hrefTo } from '#contract/routes.ts';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';

export function RefereeReportPage() {
  const { entryNo = '' } = useRouteParams<'entryNo'>();
  const parts = linkFromUrl({ hash: window.location.hash, search: useSearch() }, {});
  const [, navigate] = useLocation();
  const user = parts.user ?? '';
  const code = parts.code ?? '';
  const link = decodeLink(user, code);
  const hasLink = link !== null;
  useEffect(() => {
    if (parts.legacy && hasLink) window.history.replaceState(window.history.state, '', refereeReportHref(entryNo, { user, code }));
  }, [parts.legacy, hasLink, entryNo, user, code]);
  const back = () => navigate(link ? refereeLinkHref(user, code) : hrefTo('profile'));
  return (
    <DocumentView
      key={`${entryNo}?${user}&${code}`}
      title="Referee Form Report"
      fileBase={link ? link.code : `REFEREE-FORM-${entryNo}`}
      load={async (api) => (await api.call(profileEndpoints.refereeFormReport, { params: { entryNo }, body: link ?? {} })).data}
      onBack={back}
    />
  );
}
