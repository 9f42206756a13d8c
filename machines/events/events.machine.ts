// Events (/events, spec 3 §2): Upcoming Events and Booked Events, each through the shared loader, and the
// Upcoming tab's layout (grid or list), which starts from the member's remembered choice (the view keeps it).
import { assign, setup } from 'xstate';
import { membershipEndpoints, type Event, type EventBooking } from '#contract';
import { createLoaderMachine } from '../loader/loader.machine';
import { eventLayoutOf, type EventLayout } from './event-rules';
import type { EventsOf } from '../event-schemas';
import type { eventLayoutEventSchemas } from './event-layout.events';

export const upcomingEventsMachine = createLoaderMachine<Event[]>(
  'upcomingEvents',
  async (api) => (await api.call(membershipEndpoints.upcomingEvents)).data,
  { hears: ['payment', 'everything'] },
);

export const bookedEventsMachine = createLoaderMachine<EventBooking[]>(
  'bookedEvents',
  async (api) => (await api.call(membershipEndpoints.bookedEvents)).data,
  { hears: ['payment', 'everything'] },
);

/** The remembered choice, as stored (anything unknown falls back to the default). */
export interface EventLayoutInput {
  stored: string | null;
}

export const eventLayoutMachine = setup({
  types: {
    input: {} as EventLayoutInput,
    context: {} as { layout: EventLayout },
    events: {} as EventsOf<typeof eventLayoutEventSchemas>,
  },
}).createMachine({
  id: 'eventLayout',
  context: ({ input }) => ({ layout: eventLayoutOf(input.stored) }),
  on: { 'events.layout': { actions: assign({ layout: ({ event }) => eventLayoutOf(event.layout) }) } },
});
