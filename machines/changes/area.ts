// The flows of machines/changes/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { createRefreshOnReturnMachine } from './refresh-on-return.machine';
import { createChangeBus } from './change-bus';
import { defineFlow, type FlowPaths } from '../flow-manifest';

/** The user came back to the page (its window had the focus again). */
const returned = { type: 'page.returned', signal: 'focus' };

export const flows = [
  defineFlow({
    name: 'refresh-on-return',
    description:
      'A real backend: coming back to the page (focus, visible, another route) refreshes what the page shows at most once in 30 s, never while a form is edited',
    source: 'machines/changes/refresh-on-return.machine.ts',
    // Headless there is no page: a replay sends `page.returned` itself; the run's bus has no other listener. With
    // the input `editing: true` a form on the page is being edited (its bus counts one), and the replay says when
    // that ends (`editing.ended`), as the bus tells the machine.
    machine: (given) => {
      const bus = createChangeBus();
      if (given.editing === true) bus.beginEditing();
      return createRefreshOnReturnMachine(() => () => undefined, bus);
    },
    input: () => ({}),
    paths: (): FlowPaths => ({
      starts: [
        { events: [returned] },
        // The bus tells of the end of editing only when it comes (the replay sends it): it is no call that settles.
        { input: { editing: true }, events: [returned, { type: 'editing.ended' }], answers: { watchEditing: 'none' } },
      ],
    }),
  }),
];
