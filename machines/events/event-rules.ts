// Events (spec 3 §2 Events): a booking's row actions, the booking status chip's colour, the event type's
// colour, and the Upcoming layout (grid or list) with its stored default. Pure functions over contract data.
import { EVENT_TYPES, type Event, type EventBooking } from '#contract';

export type BookingAction = 'view' | 'receipt' | 'invoice';

export const BOOKING_ACTION_LABELS: Record<BookingAction, string> = { view: 'View', receipt: 'Receipt', invoice: 'Invoice' };

/** view only while the booking is active; Receipt when paid (and its number is known); Invoice when billed. */
export function bookingActions(b: Pick<EventBooking, 'isActive' | 'paid' | 'billed' | 'receiptNo' | 'proformaInvoiceNo'>): BookingAction[] {
  const actions: BookingAction[] = [];
  if (b.isActive) actions.push('view');
  if (b.paid && b.receiptNo !== '') actions.push('receipt');
  if (b.billed && b.proformaInvoiceNo !== '') actions.push('invoice');
  return actions;
}

export type ChipColour = 'green' | 'red' | 'blue' | 'purple' | 'grey';

/** Booking status chip (case-insensitive): open green, closed red, billed blue, cancelled purple; else grey. */
export function bookingStatusColour(status: string): ChipColour {
  switch (status.trim().toLowerCase()) {
    case 'open':
      return 'green';
    case 'closed':
      return 'red';
    case 'billed':
      return 'blue';
    case 'cancelled':
      return 'purple';
    default:
      return 'grey';
  }
}

export type EventTypeColour = 'indigo' | 'teal' | 'sky' | 'emerald' | 'rose' | 'amber' | 'violet' | 'orange';

const TYPE_COLOURS: Record<(typeof EVENT_TYPES)[number], EventTypeColour> = {
  CONFERENCE: 'indigo',
  COURSES: 'teal',
  INHOUSES: 'sky',
  SEMINARS: 'emerald',
  SPECIALS: 'rose',
  WORKSHOPS: 'amber',
  WEBINAR: 'violet',
};

/** Each known event type has its colour (compared without case); any other type is orange (spec 3 §2). */
export function eventTypeColour(type: string): EventTypeColour {
  const key = type.trim().toUpperCase() as (typeof EVENT_TYPES)[number];
  return (EVENT_TYPES as readonly string[]).includes(key) ? TYPE_COLOURS[key] : 'orange';
}

/** The CPD badge's text: 'CPD 6' (hours as points), or none for an event without CPD. */
export const cpdBadge = (e: Pick<Event, 'cpdHours'>): string | null => (e.cpdHours > 0 ? `${e.cpdHours} CPD` : null);

export const EVENT_LAYOUTS = ['grid', 'list'] as const;
export type EventLayout = (typeof EVENT_LAYOUTS)[number];

/** The stored constant the Upcoming tab starts with when the member has not chosen (document 3: "not shown"). */
export const DEFAULT_EVENT_LAYOUT: EventLayout = 'grid';

/** A remembered choice, or the default when there is none or it is not one of the layouts. */
export const eventLayoutOf = (stored: unknown): EventLayout =>
  (EVENT_LAYOUTS as readonly unknown[]).includes(stored) ? (stored as EventLayout) : DEFAULT_EVENT_LAYOUT;
