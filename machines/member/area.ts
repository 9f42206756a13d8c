// The flows of machines/member/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { memberDataMachine } from './member-data.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'member-data',
    description: 'What every member page shares: profile, balance, ledger, CPD awards, alerts (loaded once)',
    source: 'machines/member/member-data.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => memberDataMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
];
