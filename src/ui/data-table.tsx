// The portal's table: a caption for screen readers, a header row, a row-actions column, and a line for the empty
// list. A column with `onSort` is sortable: its header is a button, and `aria-sort` says the order the rows are in.
// Every row action and status must be seen without scrolling sideways (issue 23 item 4), in three steps taken as
// the table's place narrows: the actions wrap under one another in their column; then they leave the column for a
// line of their own under their row (My Upgrades beside the menu); then, when even that is wider than its place
// (a phone), each row is drawn as a card of "label: value" lines with its actions under them. The
// card is the same table with the same roles (stated explicitly, since some browsers drop a table's roles once its
// display changes), so a screen reader still hears each value with its column's header. From 1024 px up (issue
// 34) a table stays a table with its rows whole: its long values wrap, and at worst it scrolls in its own box
// with the actions' cell held at the right edge.
import { Fragment, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The order of the rows by this column (sortable columns only); the caller sorts. */
  sort?: 'ascending' | 'descending' | 'none';
  onSort?: () => void;
  /** The same value on every row (the member's own number): the table shows it, a card does not repeat it. */
  sameOnEveryRow?: true;
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
  /** Without its own card frame, for a table inside a card (the dashboard's). */
  bare?: boolean;
  testId?: string;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, actions, empty, footer, bare, testId }: DataTableProps<Row>) {
  const { table, layout } = useLayoutThatFits(rows, actions !== undefined);
  const cards = layout === 'cards';
  const shownColumns = cards ? columns.filter((c) => !c.sameOnEveryRow) : columns;
  const actionsBelow = layout === 'actionsBelow';
  const span = (cards ? columns.filter((c) => !c.sameOnEveryRow) : columns).length + (actions && !actionsBelow ? 1 : 0);
  const look = cards ? CARD : TABLE;
  return (
    <ScrollRegion label={caption} className={bare ? '' : 'rounded-lg bg-white shadow-sm ring-1 ring-slate-200'}>
      <table ref={table} role="table" data-testid={testId} data-layout={layout} className={look.table}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={look.thead}>
          <tr role="row" className={look.headRow}>
            {shownColumns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={c.onSort ? look.sortTh : look.th}
                aria-sort={c.onSort ? (c.sort ?? 'none') : undefined}
              >
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
            {actions && !actionsBelow ? (
              <th role="columnheader" scope="col" className={`${look.th} text-right`}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody role="rowgroup" className={actionsBelow ? '' : look.tbody}>
          {rows.length === 0 ? (
            <tr role="row" className={look.row}>
              <td role="cell" colSpan={span} className={`px-3 py-6 text-center text-slate-500 ${cards ? 'block' : ''}`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr role="row" className={actionsBelow ? 'border-t border-slate-100' : look.row}>
                  {shownColumns.map((c) => (
                    <td key={c.header} role="cell" className={look.td}>
                      {cards ? (
                        <>
                          {/* The visible label of the card's line; a screen reader has the column header. */}
                          <span aria-hidden className="w-2/5 shrink-0 font-medium text-slate-500">
                            {c.header}
                          </span>
                          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{c.cell(row)}</span>
                        </>
                      ) : (
                        c.cell(row)
                      )}
                    </td>
                  ))}
                  {actions && !actionsBelow ? (
                    <td role="cell" className={look.actions}>
                      {actions(row)}
                    </td>
                  ) : null}
                </tr>
                {actions && actionsBelow ? (
                  <tr role="row" data-row-actions="">
                    <td role="cell" colSpan={columns.length} className="px-3 pb-2">
                      {actions(row)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))
          )}
        </tbody>
        {footer ? (
          <tfoot role="rowgroup" className={`border-t border-slate-200 bg-slate-50 font-medium text-slate-900 ${cards ? 'block' : ''}`}>
            <tr role="row" className={cards ? 'block' : ''}>
              <td role="cell" colSpan={span} className={`px-3 py-2 ${cards ? 'block' : ''}`}>
                {footer}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}

const TABLE = {
  table: 'w-full text-left text-sm',
  thead: 'bg-slate-50 text-slate-600',
  headRow: '',
  th: 'px-3 py-2 font-medium',
  sortTh: 'px-3 py-2 font-medium',
  tbody: 'divide-y divide-slate-100',
  row: '',
  // A long value (a code, an e-mail) may break anywhere rather than push the table past its box.
  td: 'px-3 py-2 align-top text-slate-800 [overflow-wrap:anywhere]',
  // The actions may wrap under one another (each keeps its label on one line), so a tight table narrows this
  // column before it grows wider than its place; should the table still be wider than its box (it scrolls
  // inside it), the actions' cell stays at the box's right edge.
  actions: 'sticky right-0 bg-white px-3 py-1 text-right',
};

const CARD = {
  table: 'block w-full text-left text-sm',
  // The headers stay for screen readers; a sortable one stays on screen too, as the cards' sort button.
  thead: 'block bg-slate-50 text-slate-600',
  headRow: 'flex flex-wrap gap-x-3 px-3',
  th: 'sr-only',
  sortTh: 'block font-medium',
  tbody: 'block divide-y divide-slate-200',
  row: 'block px-3 py-3',
  td: 'flex gap-3 py-1 text-slate-800',
  actions: 'block pt-2',
};

type Layout = 'table' | 'actionsBelow' | 'cards';

/** From this window width up a table is never drawn as cards (issue 34: "tables stay tables from 1024 px up"). */
const WIDE = '(min-width: 1024px)';
const isWide = () => typeof matchMedia !== 'function' || matchMedia(WIDE).matches;
function onWideChange(changed: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(WIDE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/**
 * The first layout that fits the table's box, measured before the browser paints so a too-wide table never
 * shows. The width each layout needed is remembered, so a box that grows back to it (a phone turned, a window
 * widened) gets that layout again; new rows are measured from the plain table afresh.
 */
function useLayoutThatFits(rows: unknown, hasActions: boolean) {
  const wide = useSyncExternalStore(onWideChange, isWide, () => true);
  // From 1024 px up the table keeps its rows whole (each row's actions in its own last cell): its long values
  // wrap instead (TABLE.td), and the actions' cell stays in sight at the right of its box.
  const steps: Layout[] = wide ? ['table'] : hasActions ? ['table', 'actionsBelow', 'cards'] : ['table', 'cards'];
  const table = useRef<HTMLTableElement>(null);
  const [step, setStep] = useState(0);
  const needed = useRef<number[]>([]);
  const last = steps.length - 1;
  const box = () => table.current?.parentElement ?? null;
  const tooWide = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;

  // New rows, or the window crossing 1024 px, are measured from the plain table afresh.
  const measuredRows = useRef<[unknown, boolean]>([rows, wide]);
  useLayoutEffect(() => {
    if (measuredRows.current[0] !== rows || measuredRows.current[1] !== wide) {
      measuredRows.current = [rows, wide];
      if (step !== 0) {
        setStep(0);
        return;
      }
    }
    const el = box();
    if (step < last && el && tooWide(el)) {
      needed.current[step] = el.scrollWidth;
      setStep(step + 1);
    }
  }, [step, last, rows, wide]);

  useEffect(() => {
    const el = box();
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (step > 0 && el.clientWidth >= (needed.current[step - 1] ?? Infinity)) setStep(step - 1);
      else if (step < last && tooWide(el)) {
        needed.current[step] = el.scrollWidth;
        setStep(step + 1);
      }
    });
    // The box keeps its width when the rows widen (a Pay Now turns busy): watch the table too.
    observer.observe(el);
    if (table.current) observer.observe(table.current);
    return () => observer.disconnect();
  }, [step, last]);

  return { table, layout: steps[Math.min(step, last)]! };
}
