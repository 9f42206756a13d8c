// The flows of machines/cpd/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { cpdListMachine } from './cpd-list.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'cpd-list',
    description: 'My Cpd: the awards, filtered by year, with the total of the shown rows',
    source: 'machines/cpd/cpd-list.machine.ts',
    machine: () => cpdListMachine,
    input: () => undefined as never,
    // A year chosen in the filter: the machine holds only the year (the rows are the screen's loader's).
    paths: (): FlowPaths => ({ starts: [{ events: [{ type: 'cpd.year', year: '2025' }] }], context: ['year'] }),
  }),
];
