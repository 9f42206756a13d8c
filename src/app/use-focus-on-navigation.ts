// After a move to another page (a link, or a form that went on to the next step), focus goes to that page's main
// region, not back to the body or the header: a screen reader reads the new page, the next Tab reaches its first
// control. Not into a field: leaving a field empty shows its "is required" (the form machine validates on blur),
// and that message, appearing under a pointer on its way to another control, would move the control away.
// The route change starts it; it happens once the new page is rendered (its heading is there and nothing in it is
// loading), which the main region's own mutations tell: no timer, no frame loop. Whatever else takes focus first
// (a dialog that opens, a click) wins, and the next route change ends the wait.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

const isRendered = (main: HTMLElement) => main.querySelector('h1') !== null && main.querySelector('[data-loading]') === null;

export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit keeps the browser's own start: the skip link comes first.
    if (first.current) {
      first.current = false;
      return;
    }
    const region = main.current;
    if (!region) return;
    const focusedThen = document.activeElement;
    const movedElsewhere = () => {
      const now = document.activeElement;
      return now !== null && now !== document.body && now !== focusedThen && now.isConnected;
    };
    const observer = new MutationObserver(() => focusOnceRendered());
    const focusOnceRendered = () => {
      if (movedElsewhere()) return observer.disconnect();
      if (!isRendered(region)) return;
      observer.disconnect();
      region.focus({ preventScroll: true });
    };
    observer.observe(region, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
    focusOnceRendered();
    return () => observer.disconnect();
  }, [location, main]);
}
