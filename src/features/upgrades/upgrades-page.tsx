// My Upgrades (/upgrade, spec 3 §2 Upgrades): the upgrade applications with Code, From Category, To Category (names),
// Amount, Period, Status, Feedback from {the board} and the row actions of machines/upgrades/upgrade-rules.ts; New Upgrade
// opens the plan cards. Pay Now (each row's own) asks the backend again, then hands off; success comes back here.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { upgradeListMachine } from '#machines/upgrades/upgrades.machine.ts';
import { upgradeRowActions, upgradeStatusLabel } from '#machines/upgrades/upgrade-rules.ts';
import type { UpgradeApplication } from '#contract/membership-upgrades.ts';
import { hrefTo } from '#contract/routes.ts';
import { acceptanceLetterLabel } from '#contract/captions.ts';
import { RowActions } from '#ui/row-actions.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { formatMoney } from '#contract/money.ts';
import { ListPage } from '#ui/list-page.tsx';
import { PayNowMessage, payNowAction, usePayNow } from '#kernel/payment/use-pay-now.tsx';
import { useCategoryNames } from '#kernel/category-names.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useSite } from '#kernel/portal/site-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { ReviewerComments } from './reviewer-comments';

export function UpgradesPage() {
  const site = useSite();
  const { api } = usePortal();
  const actor = useFlowActor('upgrade-list', upgradeListMachine, { input: { api } });
  const rows = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const categoryName = useCategoryNames();

  return (
    <ListPage
      id="upgrades-title"
      title="My Upgrades"
      action={
        <Link
          href={hrefTo('upgradeCard')}
          className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white"
        >
          New Upgrade
        </Link>
      }
      error={error}
      onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined}
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
            { header: 'From Category', cell: (u) => categoryName(u.fromCategory) },
            { header: 'To Category', cell: (u) => categoryName(u.toCategory) },
            { header: 'Amount', cell: (u) => <span className="whitespace-nowrap">{formatMoney(u.amount)}</span> },
            { header: 'Period', cell: (u) => u.subsPeriod },
            { header: 'Status', cell: (u) => upgradeStatusLabel(u.status) },
            { header: `Feedback from ${site.displayName}`, cell: (u) => <ReviewerComments upgrade={u} /> },
          ]}
          actions={(u) => <UpgradeActions upgrade={u} />}
        />
      )}
    </ListPage>
  );
}

function UpgradeActions({ upgrade: u }: { upgrade: UpgradeApplication }) {
  const show = upgradeRowActions(u);
  const payNow = usePayNow({ kind: 'upgrade', code: u.code }, hrefTo('upgrade'));
  const site = useSite();
  return (
    <div className="flex flex-col items-end gap-2">
      <RowActions
        of={u.code}
        actions={[
          show.receipt ? { label: 'Receipt', href: hrefTo('receipt', { code: u.postedReceiptNo }) } : null,
          show.proforma ? { label: 'Proforma', href: hrefTo('invoice', { code: u.code }) } : null,
          show.payNow ? payNowAction(payNow) : null,
          show.report ? { label: 'Upgrade Report', href: hrefTo('upgradeDocument', { code: u.code }) } : null,
          show.acceptanceLetter
            ? {
                label: acceptanceLetterLabel(site.minor.acceptance_letter_caption, 'Acceptance letter'),
                href: hrefTo('upgradeAcceptanceLetter', { code: u.code }),
              }
            : null,
        ]}
      />
      <PayNowMessage payNow={payNow} />
    </div>
  );
}
