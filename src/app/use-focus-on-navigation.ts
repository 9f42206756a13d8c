// After a move to another page (a link, or a form that went on to the next step), focus goes to that page's main
// region, not back to the body or the header: a screen reader reads the new page, the next Tab reaches its first
// control. Not into a field: leaving a field empty shows its "is required" (the form machine validates on blur),
// and that message, appearing under a pointer on its way to another control, would move the control away. Pages
// load lazily, so it waits until the page has its heading and nothing is loading; whatever else takes focus first
// (a dialog that opens, a click) wins.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'wouter';

const GIVE_UP_MS = 5_000;

const isReady = (main: HTMLElement) => main.querySelector('h1') !== null && main.querySelector('[data-loading]') === null;

export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit keeps the browser's own start: the skip link comes first.
    if (first.current) {
      first.current = false;
      return;
    }
    const focusedThen = document.activeElement;
    const started = performance.now();
    let frame = 0;
    const step = () => {
      const region = main.current;
      const now = document.activeElement;
      const movedElsewhere = now !== null && now !== document.body && now !== focusedThen && now.isConnected;
      if (!region || movedElsewhere) return;
      if (isReady(region) || performance.now() - started > GIVE_UP_MS) {
        region.focus({ preventScroll: true });
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [location, main]);
}
