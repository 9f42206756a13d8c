// Where the events site's links go (spec §B: Book Now, a booking's view, CPD's event link): the configured
// VITE_EVENTS_SITE_URL, or in mock mode the built-in demo page, so no demo link dead-ends; null when neither.
import { hrefTo } from '#contract/routes.ts';
import { usePortal } from './portal/portal-context';

export function useEventsSite(): string | null {
  const { config } = usePortal();
  return config.eventsSiteUrl ?? (config.mockMode ? hrefTo('mockEvents') : null);
}
