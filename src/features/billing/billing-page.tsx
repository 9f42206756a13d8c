// /billing (My Transactions, spec 3 §2 Billing): the My Statement table of the member's ledger (Document No,
// Document Type, Description, Amount, Due Date, Posting Date), newest first, a page at a time; an invoice's or a
// receipt's number opens it (/billing/document/:type/:code). The ledger is the member data's (reloaded after a
// payment), so this page and the dashboard never disagree.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { statementDocumentHref, statementWindow, STATEMENT_PAGE_SIZES } from '#machines/billing/billing-rules.ts';
import { tableWindowMachine } from '#machines/table/table-window.machine.ts';
import type { LedgerEntry } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { DataTable } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { PageSizeSelect } from '#ui/page-size-select.tsx';
import { Pager } from '#ui/pager.tsx';
import { useMemberData } from '#kernel/member-data-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';

function DocumentNo({ entry }: { entry: LedgerEntry }) {
  const href = statementDocumentHref(entry);
  if (!href) return <>{entry.documentNo}</>;
  return (
    <Link href={href} className="text-primary underline">
      {entry.documentNo}
    </Link>
  );
}

export function BillingPage() {
  const memberData = useMemberData();
  const data = useSelector(memberData, (s) => s.context.data);
  const table = useFlowActor('table-window', tableWindowMachine, { input: { size: 20 } });
  const { size, page } = useSelector(table, (s) => s.context);
  if (!data) return null;
  const problem = data.problems.ledger;
  const shown = statementWindow(data.ledger, size, page);
  return (
    <section aria-labelledby="billing-title" className="flex flex-col gap-4">
      <h1 id="billing-title" className="text-2xl font-semibold text-slate-900">
        My Transactions
      </h1>
      {/* Issue 34 item 3: the payments themselves, with what each paid for, are one link away. */}
      <p>
        <Link href={hrefTo('paymentHistory')} className="text-primary underline">
          My Payment History
        </Link>
      </p>
      {problem ? (
        <Alert kind="error">
          Your statement could not be loaded: {problem}{' '}
          <Button look="ghost" onClick={() => memberData.send({ type: 'load.reload' })}>
            Load again
          </Button>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">My Statement</h2>
        <PageSizeSelect sizes={STATEMENT_PAGE_SIZES} value={size} onSize={(n) => table.send({ type: 'table.size', size: n })} />
      </div>
      <DataTable<LedgerEntry>
        caption="My Statement"
        rows={shown.rows}
        rowKey={(e) => e.entryNo}
        empty="No transactions yet."
        columns={[
          { header: 'Document No', cell: (e) => <DocumentNo entry={e} /> },
          { header: 'Document Type', cell: (e) => e.documentType },
          { header: 'Description', cell: (e) => e.description },
          { header: 'Amount (KES)', cell: (e) => <span className="whitespace-nowrap">{formatMoney(e.amountLCY)}</span> },
          { header: 'Due Date', cell: (e) => <span className="whitespace-nowrap">{formatDate(e.dueDate)}</span> },
          { header: 'Posting Date', cell: (e) => <span className="whitespace-nowrap">{formatDate(e.postingDate)}</span> },
        ]}
      />
      {shown.pages > 1 ? (
        <Pager
          label="Pages of My Statement"
          page={shown.page}
          pages={shown.pages}
          onPage={(p) => table.send({ type: 'table.page', page: p })}
        />
      ) : null}
    </section>
  );
}
