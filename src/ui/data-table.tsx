// The portal's table: a caption for screen readers, a header row, a row-actions column, and a line for the empty
// list. Wide tables scroll sideways inside their card on a phone. A column with `onSort` is sortable: its header is
// a button, and `aria-sort` says the order the rows are in.
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The order of the rows by this column (sortable columns only); the caller sorts. */
  sort?: 'ascending' | 'descending' | 'none';
  onSort?: () => void;
}

const SORT_MARK = { ascending: '▲', descending: '▼', none: '↕' } as const;

interface DataTableProps<Row> {
  caption: string;
  columns: Array<DataColumn<Row>>;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Buttons of one row (edit, delete…), in a last 'Actions' column. */
  actions?: (row: Row) => ReactNode;
  empty: string;
  /** A closing row under the rows (a total), across every column. */
  footer?: ReactNode;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, actions, empty, footer }: DataTableProps<Row>) {
  return (
    <ScrollRegion label={caption} className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className="px-3 py-2 font-medium" aria-sort={c.onSort ? (c.sort ?? 'none') : undefined}>
                {c.onSort ? (
                  <button
                    type="button"
                    onClick={c.onSort}
                    className="inline-flex min-h-10 items-center gap-1 rounded text-left font-medium hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {c.header}
                    <span aria-hidden className="text-xs">
                      {SORT_MARK[c.sort ?? 'none']}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)} className="px-3 py-6 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-2 align-top text-slate-800">
                    {c.cell(row)}
                  </td>
                ))}
                {actions ? <td className="px-3 py-1 text-right whitespace-nowrap">{actions(row)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
        {footer ? (
          <tfoot className="border-t border-slate-200 bg-slate-50 font-medium text-slate-900">
            <tr>
              <td colSpan={columns.length + (actions ? 1 : 0)} className="px-3 py-2">
                {footer}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}
