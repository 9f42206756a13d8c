// My Upgrades (/upgrade, document 3 §2 Upgrades): the upgrade applications with Code, From Category, To Category,
// Amount, Period, Status, Feedback from ICS and the row actions of machines/upgrades/upgrade-rules.ts; New Upgrade
// opens the plan cards. Pay Now hands off to the payment page; success comes back to this list.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { upgradeListMachine } from '../../../machines/upgrades/upgrades.machine';
import { upgradeRowActions, upgradeStatusLabel } from '../../../machines/upgrades/upgrade-rules';
import type { UpgradeApplication } from '../../contract/membership-applications';
import { hrefTo } from '../../contract/routes';
import { RowActions } from '../../ui/row-actions';
import { DataTable } from '../../ui/data-table';
import { formatMoney } from '../../ui/format';
import { ListPage } from '../../ui/list-page';
import { useMemberShell } from '../member/member-context';
import { useStartPayment } from '../payment/use-start-payment';
import { usePortal } from '../portal/portal-context';
import { useFlowActor } from '../portal/use-flow-actor';
import { ReviewerComments } from './reviewer-comments';


export function UpgradesPage() {
  const { api } = usePortal();
  const actor = useFlowActor('upgrade-list', upgradeListMachine, { input: { api } });
  const rows = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const profile = useSelector(useMemberShell(), (s) => s.context.data?.profile ?? null);
  const startPayment = useStartPayment();
  const [payProblem, setPayProblem] = useState<string | null>(null);

  const pay = (u: UpgradeApplication) => {
    if (!profile) return;
    const problem = startPayment(
      { kind: 'document', payerID: profile.CustomerNo, sourceDocumentNo: u.code, description: 'Upgrade Payment', amount: u.amount, accountNo: profile.MemberNo || profile.CustomerNo },
      hrefTo('upgrade'),
    );
    setPayProblem(problem);
  };

  return (
    <ListPage
      id="upgrades-title"
      title="My Upgrades"
      action={
        <Link href={hrefTo('upgradeCard')} className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white">
          New Upgrade
        </Link>
      }
      problem={payProblem}
      onDismissProblem={() => setPayProblem(null)}
      error={error}
      onRetry={retryable ? () => actor.send({ type: 'loader.retry' }) : undefined}
      data={rows}
    >
      {(rows) => (
        <DataTable<UpgradeApplication>
          caption="My Upgrades"
          rows={rows}
          rowKey={(u) => u.code}
          empty="You have not applied for an upgrade yet."
          columns={[
            { header: 'Code', cell: (u) => u.code },
            { header: 'From Category', cell: (u) => u.fromCategory },
            { header: 'To Category', cell: (u) => u.toCategory },
            { header: 'Amount', cell: (u) => <span className="whitespace-nowrap">{formatMoney(u.amount)}</span> },
            { header: 'Period', cell: (u) => u.subsPeriod },
            { header: 'Status', cell: (u) => upgradeStatusLabel(u.status) },
            { header: 'Feedback from ICS', cell: (u) => <ReviewerComments upgrade={u} /> },
          ]}
          actions={(u) => <UpgradeActions upgrade={u} onPay={() => pay(u)} />}
        />
      )}
    </ListPage>
  );
}

function UpgradeActions({ upgrade: u, onPay }: { upgrade: UpgradeApplication; onPay: () => void }) {
  const show = upgradeRowActions(u);
  return (
    <RowActions
      of={u.code}
      actions={[
        show.receipt ? { label: 'Receipt', href: hrefTo('receipt', { code: u.postedReceiptNo }) } : null,
        show.proforma ? { label: 'proforma', href: hrefTo('invoice', { code: u.code }) } : null,
        show.payNow ? { label: 'Pay Now', onClick: onPay } : null,
        show.report ? { label: 'Upgrade Report', href: hrefTo('upgradeDocument', { code: u.code }) } : null,
        show.acceptanceLetter ? { label: 'Acceptance letter', href: hrefTo('upgradeAcceptanceLetter', { code: u.code }) } : null,
      ]}
    />
  );
}
