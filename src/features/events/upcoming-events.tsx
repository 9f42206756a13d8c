// Upcoming Events (spec 3 §2 Events): a grid of cards or a list (the member's choice, remembered across
// reloads), each event with its type colour, CPD badge, webinar marker and Book Now, which opens the events
// site's booking page in a new tab (spec §B).
import { useSelector } from '@xstate/react';
import { cpdBadge, EVENT_LAYOUTS, eventTypeColour, type EventLayout } from '#machines/events/event-rules.ts';
import { eventLayoutMachine, upcomingEventsMachine } from '#machines/events/events.machine.ts';
import { eventPageUrl, type Event } from '#contract';
import { DataTable } from '#ui/data-table.tsx';
import { formatDate } from '#contract/medium-date.ts';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { EVENT_TYPE_NAMES, eventTypeName } from '#contract/names.ts';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { Chip } from './event-chips';
import { recallEventLayout, rememberEventLayout } from './layout-storage';
import { useEventsSite } from '#kernel/use-events-site.ts';

const LAYOUT_LABELS: Record<EventLayout, string> = { grid: 'Grid', list: 'List' };

const when = (e: Event) => {
  const days = e.endDate && e.endDate !== e.startDate ? `${formatDate(e.startDate)} – ${formatDate(e.endDate)}` : formatDate(e.startDate);
  return e.startTime ? `${days}, ${e.startTime}${e.endTime ? `–${e.endTime}` : ''}` : days;
};

function Marks({ event }: { event: Event }) {
  const cpd = cpdBadge(event);
  const type = eventTypeName(event.eventType);
  return (
    <span className="flex flex-wrap gap-1">
      <Chip colour={eventTypeColour(event.eventType)} testId="event-type">
        {type}
      </Chip>
      {cpd ? (
        <Chip colour="green" testId="cpd-badge">
          {cpd}
        </Chip>
      ) : null}
      {/* One Webinar badge: the marker only where the type does not already say it. */}
      {event.isWebinar && type !== EVENT_TYPE_NAMES.WEBINAR ? (
        <Chip colour="blue" testId="webinar-marker">
          Webinar
        </Chip>
      ) : null}
    </span>
  );
}

function BookNow({ event, site }: { event: Event; site: string | null }) {
  if (!site) return null;
  return (
    <a
      href={eventPageUrl(site, event.no)}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-10 items-center rounded-md bg-primary px-3 py-2 text-sm font-medium text-white"
    >
      Book Now<span className="sr-only"> {event.description} (opens in a new tab)</span>
    </a>
  );
}

function EventCard({ event, site }: { event: Event; site: string | null }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="event-card">
      <div className="flex items-start gap-3">
        {event.base64Logo ? (
          <img src={`data:image/png;base64,${event.base64Logo}`} alt="" className="size-12 shrink-0 rounded object-contain" />
        ) : null}
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{event.description}</h3>
      </div>
      <Marks event={event} />
      <p className="text-sm text-slate-700">{when(event)}</p>
      <p className="text-sm text-slate-700">{event.isWebinar ? 'Online' : event.location}</p>
      {event.eventProviders.length ? (
        <p className="text-sm text-slate-600">By {event.eventProviders.map((p) => p.name).join(', ')}</p>
      ) : null}
      <div className="mt-auto">
        <BookNow event={event} site={site} />
      </div>
    </li>
  );
}

export function UpcomingEvents() {
  const { api } = usePortal();
  const site = useEventsSite();
  const loader = useFlowActor('events-upcoming', upcomingEventsMachine, { input: { api } });
  const events = useSelector(loader, (s) => s.context.data);
  const error = useSelector(loader, (s) => s.context.error);
  const retryable = useSelector(loader, (s) => s.context.retryable);
  const layoutActor = useFlowActor('events-layout', eventLayoutMachine, { input: { stored: recallEventLayout() } });
  const layout = useSelector(layoutActor, (s) => s.context.layout);
  const choose = (next: EventLayout) => {
    layoutActor.send({ type: 'events.layout', layout: next });
    rememberEventLayout(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Show events as" className="flex gap-1 self-end">
        {EVENT_LAYOUTS.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={layout === l}
            onClick={() => choose(l)}
            className={`min-h-10 rounded-md px-3 py-1 text-sm font-medium ring-1 ring-primary ${layout === l ? 'bg-primary text-white' : 'bg-white text-primary'}`}
          >
            {LAYOUT_LABELS[l]}
          </button>
        ))}
      </div>
      {error ? (
        <LoadError error={error} onRetry={retryable ? () => loader.send({ type: 'load.retry' }) : undefined} />
      ) : !events ? (
        <Loading />
      ) : layout === 'grid' ? (
        events.length === 0 ? (
          <p className="text-slate-600">No upcoming events.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Upcoming events" data-testid="events-grid">
            {events.map((e) => (
              <EventCard key={e.no} event={e} site={site} />
            ))}
          </ul>
        )
      ) : (
        <div data-testid="events-list">
          <DataTable<Event>
            caption="Upcoming events"
            rows={events}
            rowKey={(e) => e.no}
            empty="No upcoming events."
            columns={[
              { header: 'Event', cell: (e) => <span className="font-medium">{e.description}</span> },
              { header: 'Type', cell: (e) => <Marks event={e} /> },
              { header: 'Date', cell: (e) => when(e) },
              { header: 'Location', cell: (e) => (e.isWebinar ? 'Online' : e.location) },
            ]}
            actions={(e) => <BookNow event={e} site={site} />}
          />
        </div>
      )}
    </div>
  );
}
