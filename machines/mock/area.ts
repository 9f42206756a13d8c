// The flows of machines/mock/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { outboxMachine } from './outbox.machine';
import { mockStateMachine } from './mock-state.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'outbox',
    description: "Mock mode's outbox: the e-mail and SMS the fake backend sent",
    source: 'machines/mock/outbox.machine.ts',
    machine: () => outboxMachine,
    input: (env) => ({ api: env.controls }),
    paths: (): FlowPaths => ({
      ...loads(undefined),
      skip: {
        failed:
          "the outbox is read through mock mode's controls (/__mock/*), which chaos never fails: only a broken fake backend leads there",
      },
    }),
  }),
  defineFlow({
    name: 'mock-state',
    description: "Mock mode's dev panel: the fake backend's scenario, simulated clock and chaos",
    source: 'machines/mock/mock-state.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => mockStateMachine,
    input: (env) => ({ api: env.controls }),
    paths: (): FlowPaths => ({
      ...loads(undefined),
      skip: { failed: "the dev panel reads the fake backend through mock mode's controls (/__mock/*), which chaos never fails" },
    }),
  }),
];
