// Whether the page has taken its HTML over: false while React hydrates a prerendered page (and in the build's
// prerender), true right after, and from the start in a page rendered afresh (docs/decisions/056). What the browser
// would do on its own in the HTML alone (send a form as a GET, a password in the address) waits for it.
import { useSyncExternalStore } from 'react';

/** Nothing changes it: React reads the page's value once hydration is over. */
const noChanges = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
