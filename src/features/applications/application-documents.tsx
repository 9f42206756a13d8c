// The application's documents in the shared PDF viewer (spec 3 §2): document/{code} (applicationDocument),
// certificate/{code}, rejectionLetter/{code} and acceptanceLetter/{code}, each with Back (to the list) and Download.
// The application's own document is where a submission lands: its progress and next step stand above the PDF.
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { acceptanceLetterLabel } from '#contract/captions.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { ApplicationProgress } from './application-progress';

const KINDS = {
  document: { title: 'Application', file: 'APPLICATION', endpoint: membershipEndpoints.applicationDocument },
  certificate: { title: 'Membership certificate', file: 'CERTIFICATE', endpoint: membershipEndpoints.applicationCertificate },
  rejectionLetter: { title: 'Rejection letter', file: 'REJECTION-LETTER', endpoint: membershipEndpoints.applicationRejectionLetter },
  acceptanceLetter: { title: 'Acceptance letter', file: 'ACCEPTANCE-LETTER', endpoint: membershipEndpoints.applicationAcceptanceLetter },
} as const;

function ApplicationDocument({ kind }: { kind: keyof typeof KINDS }) {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const site = useSite();
  const app = useSelector(useMemberData(), (s) => s.context.data?.applications.find((a) => a.Code === code) ?? null);
  const { file, endpoint } = KINDS[kind];
  const title =
    kind === 'acceptanceLetter'
      ? acceptanceLetterLabel(site.minor.acceptance_letter_caption, KINDS.acceptanceLetter.title)
      : KINDS[kind].title;
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${title} ${code}`}
      fileBase={`${file}-${code}`}
      load={async (api) => (await api.call(endpoint, { params: { code } })).data}
      onBack={() => navigate(hrefTo('application'))}
      intro={
        kind === 'document' && app?.Submitted ? <ApplicationProgress app={app} returnTo={hrefTo('applicationDocument', { code })} /> : null
      }
    />
  );
}

export const ApplicationDocumentPage = () => <ApplicationDocument kind="document" />;
export const CertificatePage = () => <ApplicationDocument kind="certificate" />;
export const RejectionLetterPage = () => <ApplicationDocument kind="rejectionLetter" />;
export const AcceptanceLetterPage = () => <ApplicationDocument kind="acceptanceLetter" />;
