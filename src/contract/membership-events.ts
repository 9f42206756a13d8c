// Events, bookings and CPD awards (spec 2 §3, spec 3 §2, §3).
import { z } from './mini';
import { AnswerDayOrEmptySchema, AnswerDaySchema } from './rules';

export const EVENT_TYPES = ['CONFERENCE', 'COURSES', 'INHOUSES', 'SEMINARS', 'SPECIALS', 'WORKSHOPS', 'WEBINAR'] as const;

export const EventSchema = z.object({
  no: z.string(),
  description: z.string(),
  startDate: AnswerDaySchema,
  /** Empty for a one-day event. */
  endDate: AnswerDayOrEmptySchema,
  /** HH:mm */
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  /** One of EVENT_TYPES; unknown types are shown in the default colour. */
  eventType: z.string(),
  cpdHours: z.number().check(z.nonnegative()),
  isWebinar: z.boolean(),
  /** base64 image, or empty. */
  base64Logo: z.string(),
  eventProviders: z.array(z.object({ name: z.string() })),
});
export type Event = z.infer<typeof EventSchema>;

const BookingStatusSchema = z.enum(['Open', 'Closed', 'Billed', 'Cancelled']);

export const EventBookingSchema = z.object({
  bookingNo: z.string(),
  /** The booked event's number (for the events-site view link). */
  eventNo: z.string(),
  eventDescription: z.string(),
  location: z.string(),
  paid: z.boolean(),
  billed: z.boolean(),
  status: BookingStatusSchema,
  isActive: z.boolean(),
  receiptNo: z.string(),
  proformaInvoiceNo: z.string(),
});
export type EventBooking = z.infer<typeof EventBookingSchema>;

/**
 * The events site's page of one event (spec §B: CPD's view link, Book Now), opened in a new tab. `site` is
 * VITE_EVENTS_SITE_URL, or the mock demo page's address in mock mode.
 */
export function eventPageUrl(site: string, eventCode: string): string {
  return `${site.replace(/\/+$/, '')}/booking-view/${encodeURIComponent(eventCode)}`;
}
