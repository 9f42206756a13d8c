// The flows of machines/cpd/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { cpdListMachine } from './cpd-list.machine';
import { defineFlow } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'cpd-list',
    description: 'My Cpd: the awards, filtered by year, with the total of the shown rows',
    source: 'machines/cpd/cpd-list.machine.ts',
    machine: () => cpdListMachine,
    input: () => undefined as never,
  }),
];
