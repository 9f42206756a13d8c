// /__mock/events/booking-view/:id (mock mode only): what the events site's links open in the demo (spec §B:
// CPD's View, Book Now). The real events site is VITE_EVENTS_SITE_URL; this page stands in for it.
import { useParams } from 'wouter';
import { DemoSiteFrame } from './demo-site-page';

export function MockEventsPage() {
  const { id } = useParams<{ id?: string }>();
  return (
    <DemoSiteFrame title={id ? `Event ${id}` : 'Events'}>
      <p className="mt-2 text-slate-700">
        In the live portal, this link opens the organisation&apos;s events site (VITE_EVENTS_SITE_URL) on the booking page of{' '}
        {id ? `event ${id}` : 'the event'}.
      </p>
      <p className="mt-2 text-slate-700">This demo has no events site: this page stands in for it.</p>
    </DemoSiteFrame>
  );
}
