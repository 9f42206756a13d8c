// The flows of machines/events/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { bookedEventsMachine, eventLayoutMachine, upcomingEventsMachine } from './events.machine';
import { defineFlow, type FlowPaths, text } from '../flow-manifest';
import { loads } from '../flow-samples';

export const flows = [
  defineFlow({
    name: 'events-upcoming',
    description: 'Upcoming Events (/events): the events from today on',
    source: 'machines/events/events.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => upcomingEventsMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
  defineFlow({
    name: 'events-booked',
    description: "Booked Events (/events): the member's bookings with their row actions",
    source: 'machines/events/events.machine.ts',
    builtOn: ['machines/loader/loader.machine.ts'],
    machine: () => bookedEventsMachine,
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('member@demo.test'),
  }),
  defineFlow({
    name: 'events-layout',
    description: 'Upcoming Events as a grid or a list (input `stored`: the remembered choice)',
    source: 'machines/events/events.machine.ts',
    machine: () => eventLayoutMachine,
    input: (_env, given) => ({ stored: text(given, 'stored', '') }),
    paths: (): FlowPaths => ({
      starts: [
        {
          input: { stored: 'list' },
          events: [
            { type: 'events.layout', layout: 'grid' },
            { type: 'events.layout', layout: 'list' },
          ],
        },
      ],
      context: ['layout'],
    }),
  }),
];
