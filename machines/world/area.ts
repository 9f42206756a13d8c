// The flows of machines/world/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { createWorldRefreshMachine } from './world-refresh.machine';
import { createWorldChanges } from './world-changes';
import { defineFlow } from '../flow-manifest';

export const flows = [
  defineFlow({
    name: 'refresh-on-return',
    description:
      'A real backend: coming back to the page (focus, visible, another route) refreshes the world at most once in 30 s, never while a form is edited',
    source: 'machines/world/world-refresh.machine.ts',
    // Headless there is no page: a replay sends `page.returned` itself; the run's world has no other listener.
    machine: () => createWorldRefreshMachine(() => () => undefined),
    input: () => ({ world: createWorldChanges() }),
  }),
];
