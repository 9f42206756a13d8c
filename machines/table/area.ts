// The flows of machines/table/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { tableWindowMachine } from './table-window.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'table-window',
    description:
      'A table paged in the browser (Payment Options, My Payment History, My Statement): search, page size (10, 20, 50, 100) and page',
    source: 'machines/table/table-window.machine.ts',
    machine: () => tableWindowMachine,
    input: () => ({ size: 10 as const }),
    paths: (): FlowPaths => ({
      starts: [
        {
          events: [
            { type: 'table.search', search: '2025' },
            { type: 'table.size', size: 50 },
            { type: 'table.size', size: 7 },
            { type: 'table.page', page: 2 },
          ],
        },
      ],
      context: ['search', 'size', 'page'],
    }),
  }),
];
