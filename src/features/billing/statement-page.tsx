// /customer/statement (name customerStatement): the statement PDF for the chosen dates, in a 1550 × 1000 frame.
import { useSelector } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { IsoDateSchema, membershipEndpoints } from '#contract';
import { ScrollRegion } from '#ui/scroll-region.tsx';
import { Alert } from '#ui/alert.tsx';
import { DocumentView } from '#kernel/documents/document-view.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { hrefTo } from '#contract/routes.ts';

export function StatementPage() {
  const { config } = usePortal();
  const memberData = useMemberData();
  const customerNo = useSelector(memberData, (s) => s.context.data?.profile.CustomerNo ?? '');
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const start = IsoDateSchema.safeParse(params.get('start') ?? '');
  const end = IsoDateSchema.safeParse(params.get('end') ?? '');
  if (!start.success || !end.success) return <Alert kind="error">Choose the statement dates with Statement Report.</Alert>;
  const [provider = 'MembershipManager', entity = 'statement'] = config.statementCodeunit.split('/');
  return (
    <ScrollRegion label="Statement" className="max-h-[1000px] max-w-[1550px]" testId="statement-frame">
      <DocumentView
        key={`${start.data}-${end.data}`}
        title={`Statement ${formatDate(start.data)} to ${formatDate(end.data)}`}
        fileBase={`STATEMENT-${start.data}-${end.data}`}
        load={async (api) =>
          (
            await api.call(membershipEndpoints.statement, {
              params: { provider, entity },
              body: { customerNo, startDate: start.data, endDate: end.data },
            })
          ).data
        }
        onBack={() => navigate(hrefTo('dashboard'))}
      />
    </ScrollRegion>
  );
}
