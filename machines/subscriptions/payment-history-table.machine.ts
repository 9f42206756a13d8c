// What the payment history table shows (document 3 §2 Payment history): the search, the page size (10, 20, 50,
// 100) and the page. A new search or page size goes back to page 1; a page size not offered is ignored. The
// rows themselves come from the payment-history loader; `tableWindow` cuts them.
import { assign, setup } from 'xstate';
import { isPageSize, type PageSize } from '../table/table-window';

export interface PaymentHistoryTableContext {
  search: string;
  size: PageSize;
  page: number;
}

export type PaymentHistoryTableEvent = { type: 'table.search'; search: string } | { type: 'table.size'; size: number } | { type: 'table.page'; page: number };

export const paymentHistoryTableMachine = setup({
  types: {
    context: {} as PaymentHistoryTableContext,
    events: {} as PaymentHistoryTableEvent,
  },
  guards: {
    isOfferedSize: (_, size: number) => isPageSize(size),
    isPage: (_, page: number) => Number.isInteger(page) && page >= 1,
  },
}).createMachine({
  id: 'paymentHistoryTable',
  context: { search: '', size: 10, page: 1 },
  on: {
    'table.search': { actions: assign({ search: ({ event }) => event.search.slice(0, 200), page: 1 }) },
    'table.size': { guard: { type: 'isOfferedSize', params: ({ event }) => event.size }, actions: assign({ size: ({ event }) => event.size as PageSize, page: 1 }) },
    'table.page': { guard: { type: 'isPage', params: ({ event }) => event.page }, actions: assign({ page: ({ event }) => event.page }) },
  },
});
