// What a client-side table shows of its rows: the rows whose text contains the search (any case), cut into pages
// of 10, 20, 50 or 100 (spec 1 §2.6, document 3 Payment history). Pure; shared by every table that pages in
// the browser (Payment Options, My Payment History).
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);

export interface TableWindow<Row> {
  rows: Row[];
  /** Rows that match the search, over every page. */
  matches: number;
  page: number;
  pages: number;
}

/** One page of the rows any of whose `texts` contains the search; a page past the end shows the last one. */
export function tableWindow<Row>(
  all: readonly Row[],
  texts: (row: Row) => readonly string[],
  search: string,
  size: PageSize,
  page: number,
): TableWindow<Row> {
  const term = search.trim().toLowerCase();
  const matching = term ? all.filter((row) => texts(row).some((t) => t.toLowerCase().includes(term))) : [...all];
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return { rows: matching.slice((current - 1) * size, current * size), matches: matching.length, page: current, pages };
}

/** 'Showing 11–20 of 42 payments' / 'No payments' under a paged table. */
export function windowSummary(w: TableWindow<unknown>, size: PageSize, noun: string): string {
  if (w.matches === 0) return `No ${noun}`;
  const first = (w.page - 1) * size + 1;
  return `Showing ${first}–${first + w.rows.length - 1} of ${w.matches} ${noun}`;
}
