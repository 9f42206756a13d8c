// The flows of machines/changes/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { createRefreshOnReturnMachine } from './refresh-on-return.machine';
import { createChangeBus } from './change-bus';
import { defineFlow } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'refresh-on-return',
    description:
      'A real backend: coming back to the page (focus, visible, another route) refreshes what the page shows at most once in 30 s, never while a form is edited',
    source: 'machines/changes/refresh-on-return.machine.ts',
    // Headless there is no page: a replay sends `page.returned` itself; the run's bus has no other listener.
    machine: () => createRefreshOnReturnMachine(() => () => undefined, createChangeBus()),
    input: () => ({}),
  }),
];
