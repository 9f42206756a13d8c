// The payment history as CSV, built in the browser (spec 3 §2, §9; issue 34 item 3): headings a member reads,
// what each payment paid for, dates in the portal's form at the member's local time; every text cell made inert for
// spreadsheets (src/contract/spreadsheet-cell.ts), a UTF-8 byte-order mark so Excel reads names such as Wanjirũ.
// Loaded only when the member presses Export (papaparse is not in any page's first load).
import Papa from 'papaparse';
import {
  paymentHistoryCsvColumns,
  paymentHistoryFileName,
  type PaymentWithPurpose,
} from '#machines/subscriptions/payment-history-rules.ts';
import { spreadsheetCell } from '#contract/spreadsheet-cell.ts';
import { downloadBytes } from '#ui/download.ts';

const BOM = '\uFEFF';

/** The CSV text (without the byte-order mark): a header row, then one row per payment in the order given. */
export function paymentHistoryCsv(rows: readonly PaymentWithPurpose[], licence: string): string {
  const columns = paymentHistoryCsvColumns(licence);
  const header = columns.map(([title]) => title);
  const data = rows.map((row) => columns.map(([, cell]) => spreadsheetCell(cell(row))));
  // The apostrophe of an inert cell is ours already: papaparse's own escapeFormulae would add a second one.
  // papaparse quotes a cell only when it must (a comma, a quote, a line break, an edge space).
  return Papa.unparse({ fields: header, data }, { newline: '\r\n', escapeFormulae: false });
}

/** Builds the file and hands it to the browser as payment-history-{member number}.csv. */
export function downloadPaymentHistory(rows: readonly PaymentWithPurpose[], memberNo: string, licence: string): string {
  const fileName = paymentHistoryFileName(memberNo);
  downloadBytes(new TextEncoder().encode(BOM + paymentHistoryCsv(rows, licence)), fileName, 'text/csv;charset=utf-8');
  return fileName;
}
