// What a table that pages in the browser shows (Payment Options, My Payment History, My Statement; document 1
// §2.6, spec 3 §2): the search, the page size (10, 20, 50, 100) and the page. A new search or page size goes
// back to page 1; a page size not offered and a page that is not a whole number from 1 are ignored. The rows
// come from the table's own loader; `tableWindow` cuts them, and shows the last page for a page past the end.
import { assign, setup } from 'xstate';
import { isPageSize, type PageSize } from './table-window';
import type { EventsOf } from '../event-schemas';
import type { tableWindowEventSchemas } from './table-window.events';

export interface TableWindowInput {
  /** The page size the table opens with. */
  size: PageSize;
}

export interface TableWindowContext {
  search: string;
  size: PageSize;
  page: number;
}

export type TableWindowEvent = EventsOf<typeof tableWindowEventSchemas>;

export const tableWindowMachine = setup({
  types: {
    input: {} as TableWindowInput,
    context: {} as TableWindowContext,
    events: {} as TableWindowEvent,
  },
  guards: {
    isOfferedSize: (_, size: number) => isPageSize(size),
    isPage: (_, page: number) => Number.isInteger(page) && page >= 1,
  },
}).createMachine({
  id: 'tableWindow',
  context: ({ input }) => ({ search: '', size: input.size, page: 1 }),
  on: {
    // Kept as typed (issue 24 item 4): the search box shows this value, so a cut here cut what the user typed.
    'table.search': { actions: assign({ search: ({ event }) => event.search, page: 1 }) },
    'table.size': {
      guard: { type: 'isOfferedSize', params: ({ event }) => event.size },
      actions: assign({ size: ({ event }) => event.size as PageSize, page: 1 }),
    },
    'table.page': { guard: { type: 'isPage', params: ({ event }) => event.page }, actions: assign({ page: ({ event }) => event.page }) },
  },
});
