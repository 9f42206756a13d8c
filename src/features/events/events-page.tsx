// /events (EventList, spec 3 §2 Events): the tabs Upcoming Events and Booked Events (Headless UI tabs: arrow
// keys move between them). Each tab loads its own list when first shown.
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { BookedEvents } from './booked-events';
import { UpcomingEvents } from './upcoming-events';

const TAB =
  'rounded-t-md px-3 py-2 text-sm font-medium text-slate-700 data-hover:bg-slate-100 data-selected:bg-primary data-selected:text-white focus:outline-2 focus:outline-primary';

export function EventsPage() {
  return (
    <section aria-labelledby="events-title" className="flex flex-col gap-4">
      <h1 id="events-title" className="text-2xl font-semibold text-slate-900">
        Events
      </h1>
      <TabGroup>
        <TabList className="flex flex-wrap gap-1 border-b border-slate-200">
          <Tab className={TAB}>Upcoming Events</Tab>
          <Tab className={TAB}>Booked Events</Tab>
        </TabList>
        <TabPanels className="pt-4">
          <TabPanel>
            <UpcomingEvents />
          </TabPanel>
          <TabPanel>
            <BookedEvents />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
