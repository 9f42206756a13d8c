// The flows of machines/inactivity/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { inactivityMachine } from './inactivity.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'inactivity',
    description: 'Five quiet minutes end a session: a warning at four, any activity or Stay signed in restarts',
    source: 'machines/inactivity/inactivity.machine.ts',
    machine: () => inactivityMachine,
    input: (_env, given) => ({
      ...(typeof given.timeoutMs === 'number' ? { timeoutMs: given.timeoutMs } : {}),
      ...(typeof given.warningMs === 'number' ? { warningMs: given.warningMs } : {}),
    }),
    paths: (): FlowPaths => ({
      starts: [{ events: [{ type: 'inactivity.activity' }, { type: 'inactivity.stay' }, { type: 'inactivity.front', front: false }] }],
    }),
  }),
];
