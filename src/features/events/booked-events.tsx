// Booked Events (spec 3 §2 Events): No, Event, Location, Paid, Status (coloured chip), and the row actions of
// machines/events/event-rules.ts: View (only while the booking is active, the events site in a new tab), Receipt
// when paid, Invoice when billed.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { BOOKING_ACTION_LABELS, bookingActions, bookingStatusColour, type BookingAction } from '#machines/events/event-rules.ts';
import { bookedEventsMachine } from '#machines/events/events.machine.ts';
import { eventPageUrl, type EventBooking } from '#contract';
import { hrefTo } from '#contract/routes.ts';
import { DataTable } from '#ui/data-table.tsx';
import { LoadError } from '#ui/load-error.tsx';
import { Loading } from '#ui/loading.tsx';
import { usePortal } from '#kernel/portal/portal-context.tsx';
import { useFlowActor } from '#kernel/portal/use-flow-actor.ts';
import { Chip } from './event-chips';
import { useEventsSite } from '#kernel/use-events-site.ts';

const ACTION_LINK = 'inline-flex min-h-10 items-center rounded-md px-2 text-primary underline hover:bg-slate-100';

function Action({ action, booking, site }: { action: BookingAction; booking: EventBooking; site: string | null }) {
  const label = (
    <>
      {BOOKING_ACTION_LABELS[action]}
      <span className="sr-only"> of booking {booking.bookingNo}</span>
    </>
  );
  if (action === 'view') {
    if (!site) return null;
    return (
      <a href={eventPageUrl(site, booking.eventNo)} target="_blank" rel="noopener" className={ACTION_LINK}>
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  const href =
    action === 'receipt' ? hrefTo('receipt', { code: booking.receiptNo }) : hrefTo('invoice', { code: booking.proformaInvoiceNo });
  return (
    <Link href={href} className={ACTION_LINK}>
      {label}
    </Link>
  );
}

export function BookedEvents() {
  const { api } = usePortal();
  const site = useEventsSite();
  const loader = useFlowActor('events-booked', bookedEventsMachine, { input: { api } });
  const bookings = useSelector(loader, (s) => s.context.data);
  const error = useSelector(loader, (s) => s.context.error);
  const retryable = useSelector(loader, (s) => s.context.retryable);
  if (error) return <LoadError error={error} onRetry={retryable ? () => loader.send({ type: 'load.retry' }) : undefined} />;
  if (!bookings) return <Loading />;
  return (
    <DataTable<EventBooking>
      caption="Booked events"
      rows={bookings}
      rowKey={(b) => b.bookingNo}
      empty="You have not booked any events."
      columns={[
        { header: 'No', cell: (b) => b.bookingNo },
        { header: 'Event', cell: (b) => b.eventDescription },
        { header: 'Location', cell: (b) => b.location },
        { header: 'Paid', cell: (b) => (b.paid ? 'Yes' : 'No') },
        {
          header: 'Status',
          cell: (b) => (
            <Chip colour={bookingStatusColour(b.status)} testId="booking-status">
              {b.status}
            </Chip>
          ),
        },
      ]}
      actions={(b) => (
        <div className="flex flex-wrap justify-end gap-1">
          {bookingActions(b).map((a) => (
            <Action key={a} action={a} booking={b} site={site} />
          ))}
        </div>
      )}
    />
  );
}
