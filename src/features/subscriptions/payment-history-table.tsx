// The payment history table (spec 3 §2 Payment history), on /payment-history and, for company IEK, under My
// Subscriptions: No#, Date Of Payment, Paid for (issue 34 item 3: from the ledger), From, To, amount, Payment ID,
// Payment Type, Year Of Subscription (a subscription's only); a search,
// page sizes 10, 20, 50, 100, and Export to Excel (disabled while there are no payments). The CSV code and
// papaparse load on the first Export only; how long an export took is left as a User Timing measure
// (PAYMENT_HISTORY_EXPORT_MEASURE, and from the click) for the bench.
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { paidForText, paymentHistoryTexts, type PaymentWithPurpose } from '#machines/subscriptions/payment-history-rules.ts';
import { PAGE_SIZES, tableWindow, windowSummary } from '#machines/table/table-window.ts';
import { tableWindowMachine } from '#machines/table/table-window.machine.ts';
import { licenceCaptionOf } from '#contract/captions.ts';
import { describeError } from '#contract/error-text.ts';
import { Alert } from '#ui/alert.tsx';
import { Button } from '#ui/button.tsx';
import { DataTable, type DataColumn } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { Pager } from '#ui/pager.tsx';
import { TableToolbar } from '#ui/table-toolbar.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { useSite } from '#kernel/portal/site-context.tsx';

/** Building the file and handing it over (User Timing), and the same from the click (the first time, with the chunk's load). */
const PAYMENT_HISTORY_EXPORT_MEASURE = 'payment-history-export';
const PAYMENT_HISTORY_EXPORT_CLICK_MEASURE = 'payment-history-export-from-click';

const columnsFor = (licence: string): Array<DataColumn<PaymentWithPurpose>> => [
  { header: 'No.', cell: (r) => r.no },
  { header: 'Date Of Payment', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.paymentDate)}</span> },
  { header: 'Paid for', cell: (r) => paidForText(r.paidFor, licence) },
  { header: 'From', cell: (r) => r.paymentFrom },
  { header: 'To', cell: (r) => r.paymentTo },
  { header: 'amount', cell: (r) => <span className="whitespace-nowrap">{formatMoney(r.amount)}</span> },
  { header: 'Payment ID', cell: (r) => r.paymentID },
  { header: 'Payment Type', cell: (r) => r.paymentType },
  { header: 'Year Of Subscription', cell: (r) => r.subscriptionYear || <span aria-label="Not a subscription">—</span> },
];

interface PaymentHistoryTableProps {
  /** Every payment with what it paid for, sorted (the payment-history loader). */
  rows: PaymentWithPurpose[];
  memberNo: string;
}

export function PaymentHistoryTable({ rows, memberNo }: PaymentHistoryTableProps) {
  const table = useFlowActor('table-window', tableWindowMachine, { input: { size: 10 } });
  const { search, size, page } = useSelector(table, (s) => s.context);
  // The export is a browser-only effect of a lazily loaded module; its two outcomes are shown here and nowhere else.
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const licence = licenceCaptionOf(useSite().minor);
  const shown = tableWindow(rows, paymentHistoryTexts(licence), search, size, page);

  const handleExport = async () => {
    const start = performance.now();
    setExporting(true);
    setExportProblem(null);
    try {
      const { downloadPaymentHistory } = await import('./payment-history-csv');
      const built = performance.now();
      // Every payment, whatever the search shows: the file is the member's whole history.
      downloadPaymentHistory(rows, memberNo, licence);
      const end = performance.now();
      performance.measure(PAYMENT_HISTORY_EXPORT_MEASURE, { start: built, end });
      performance.measure(PAYMENT_HISTORY_EXPORT_CLICK_MEASURE, { start, end });
    } catch (error) {
      setExportProblem(`The payment history could not be exported: ${describeError(error)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <TableToolbar
        searchLabel="Search payments"
        search={search}
        onSearch={(value) => table.send({ type: 'table.search', search: value })}
        sizes={PAGE_SIZES}
        size={size}
        onSize={(n) => table.send({ type: 'table.size', size: n })}
      >
        <Button look="secondary" disabled={rows.length === 0} busy={exporting} onClick={() => void handleExport()}>
          Export to Excel
        </Button>
      </TableToolbar>
      {exportProblem ? (
        <Alert kind="error" onDismiss={() => setExportProblem(null)}>
          {exportProblem}
        </Alert>
      ) : null}
      <p className="text-sm text-slate-700" data-testid="payment-history-total">
        {windowSummary(shown, size, 'payments')}
      </p>
      <DataTable
        caption="Payment history"
        columns={columnsFor(licence)}
        rows={shown.rows}
        rowKey={(r) => `${r.paymentCode}-${r.no}`}
        empty={search.trim() && rows.length > 0 ? 'No payment matches this search.' : 'No payments yet.'}
      />
      {shown.pages > 1 ? (
        <Pager
          label="Pages of payments"
          page={shown.page}
          pages={shown.pages}
          onPage={(p) => table.send({ type: 'table.page', page: p })}
        />
      ) : null}
    </div>
  );
}
