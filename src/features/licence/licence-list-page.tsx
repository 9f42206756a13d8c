// The licence list (/license, licenseList of spec 3 §2 Licence), captioned by license_alternative_caption: a
// sortable table of Application No, Application Date, Description, Amount, Type, Status and the row actions of
// machines/licence/licence-rules.ts; New opens the wizard. Pay Now (each row's own) asks the backend again, then hands off.
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { licenceListMachine } from '#machines/licence/licence-list.machine.ts';
import {
  DEFAULT_LICENCE_SORT,
  licenceRowActions,
  nextLicenceSort,
  sortLicences,
  type LicenceSort,
  type LicenceSortKey,
} from '#machines/licence/licence-rules.ts';
import type { LicenceListItem } from '#contract/membership-licence.ts';
import { hrefTo } from '#contract/routes.ts';
import { RowActions } from '#ui/row-actions.tsx';
import { DataTable, type DataColumn } from '#ui/data-table.tsx';
import { ListPage } from '#ui/list-page.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { PayNowMessage, payNowAction, usePayNow } from '#kernel/payment/use-pay-now.tsx';
import { useLicenceCaption } from './licence-caption';

const COLUMNS: Array<{ key: LicenceSortKey; header: string; cell: (l: LicenceListItem) => ReactNode }> = [
  { key: 'licenseApplicationNo', header: 'Application No', cell: (l) => l.licenseApplicationNo },
  {
    key: 'applicationDate',
    header: 'Application Date',
    cell: (l) => <span className="whitespace-nowrap">{formatDate(l.applicationDate)}</span>,
  },
  { key: 'description', header: 'Description', cell: (l) => l.description },
  { key: 'amount', header: 'Amount', cell: (l) => <span className="whitespace-nowrap">{formatMoney(l.amount)}</span> },
  { key: 'documentType', header: 'Type', cell: (l) => l.documentType },
  { key: 'status', header: 'Status', cell: (l) => l.status },
];

export function LicenceListPage() {
  const { api } = usePortal();
  const caption = useLicenceCaption();
  const actor = useFlowActor('licence-list', licenceListMachine, { input: { api } });
  const rows = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const retryable = useSelector(actor, (s) => s.context.retryable);
  const [sort, setSort] = useState<LicenceSort>(DEFAULT_LICENCE_SORT);

  const columns: Array<DataColumn<LicenceListItem>> = COLUMNS.map((c) => ({
    header: c.header,
    cell: c.cell,
    sort: sort.key === c.key ? sort.direction : 'none',
    onSort: () => setSort((current) => nextLicenceSort(current, c.key)),
  }));

  return (
    <ListPage
      id="licence-title"
      title={caption}
      action={
        <Link
          href={hrefTo('licenseCard')}
          className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 py-2 font-medium text-white"
        >
          New<span className="sr-only"> {caption.toLowerCase()} application</span>
        </Link>
      }
      error={error}
      onRetry={retryable ? () => actor.send({ type: 'load.retry' }) : undefined}
      data={rows}
    >
      {(rows) => (
        <DataTable<LicenceListItem>
          caption={`${caption} applications`}
          rows={sortLicences(rows, sort)}
          rowKey={(l) => l.licenseApplicationNo}
          empty={`You have not applied for a ${caption.toLowerCase()} yet.`}
          columns={columns}
          actions={(l) => <LicenceActions licence={l} />}
        />
      )}
    </ListPage>
  );
}

function LicenceActions({ licence: l }: { licence: LicenceListItem }) {
  const show = licenceRowActions(l);
  const payNow = usePayNow({ kind: 'licence', code: l.licenseApplicationNo }, hrefTo('license'));
  return (
    <div className="flex flex-col items-end gap-2">
      <RowActions
        of={l.licenseApplicationNo}
        actions={[
          show.view ? { label: 'View', href: hrefTo('licenseDocument', { code: l.licenseApplicationNo }) } : null,
          show.invoice ? { label: show.invoice, href: hrefTo('licenseInvoice', { code: l.licenseApplicationNo }) } : null,
          show.payNow ? payNowAction(payNow) : null,
          show.receipt ? { label: 'Receipt', href: hrefTo('receipt', { code: l.receiptNo }) } : null,
        ]}
      />
      <PayNowMessage payNow={payNow} />
    </div>
  );
}
