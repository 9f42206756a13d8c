// The flows of machines/mock/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { outboxMachine } from './outbox.machine';
import { mockStateMachine } from './mock-state.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { loads } from '../flow-samples';

/**
 * Why no replay rests in a control reader's `failed`. It is a real case: in the browser a control call fails when
 * the world host fails (its `failed` answer) or the `portal serve` behind `?world=` stops answering. But chaos must
 * never fail the controls (the dev panel switches chaos off through them), and a replay has no step that takes its
 * world away (a held call answered with "no answer" would be one).
 */
const CONTROLS_FAIL_ONLY_WITH_THE_WORLD =
  "read through mock mode's controls (/__mock/*), which fail only with the world (its host failed, a `portal serve` gone): chaos never fails them (the dev panel turns chaos off through them), and no replay step takes a world away";

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
        failed: CONTROLS_FAIL_ONLY_WITH_THE_WORLD,
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
      skip: { failed: CONTROLS_FAIL_ONLY_WITH_THE_WORLD },
    }),
  }),
];
