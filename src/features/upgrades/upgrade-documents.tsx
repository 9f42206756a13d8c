// The upgrade's documents in the one viewer (spec 3 §2): document/:code, the upgrade report, downloaded as
// UPGRADE_REPORT-{date}.pdf; acceptance-letter/:code, downloaded as ACCEPTANCE_LETTER-{date}.pdf. Back → My Upgrades.
import { useLocation } from 'wouter';
import { membershipEndpoints } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { acceptanceLetterLabel } from '#contract/captions.ts';
import { useSite } from '#kernel/portal/site-context.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useRouteParams } from '#kernel/portal/use-route-params.ts';

function UpgradeDocument({ kind }: { kind: 'report' | 'acceptance' }) {
  const { code = '' } = useRouteParams<'code'>();
  const [, navigate] = useLocation();
  const site = useSite();
  const today = new Date().toISOString().slice(0, 10);
  const endpoint = kind === 'report' ? membershipEndpoints.upgradeReport : membershipEndpoints.upgradeAcceptanceLetter;
  return (
    <DocumentView
      key={`${kind}-${code}`}
      title={`${kind === 'report' ? 'Upgrade report' : acceptanceLetterLabel(site.minor.acceptance_letter_caption, 'Acceptance letter')} ${code}`}
      fileBase={`${kind === 'report' ? 'UPGRADE_REPORT' : 'ACCEPTANCE_LETTER'}-${today}`}
      load={async (api) => (await api.call(endpoint, { body: { code } })).data}
      onBack={() => navigate(hrefTo('upgrade'))}
    />
  );
}

export const UpgradeReportPage = () => <UpgradeDocument kind="report" />;
export const UpgradeAcceptanceLetterPage = () => <UpgradeDocument kind="acceptance" />;
