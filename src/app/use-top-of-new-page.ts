// A page opened in place (a link, a form that went on to the next step) starts at its top, as a browser's own
// navigation does: the portal's links change the address with pushState, which keeps the old page's scroll. A page
// opened from far down a long one started scrolled, and while it loaded (a 'Loading…' line, shorter than the old page)
// the browser pulled the footer into view and pushed it out again as its data came: a layout shift (issue 25's
// layout-shift.spec, /admin/user-settings after /admin/settings at 390 px). Back and Forward keep the position the
// browser restores (popstate). A layout effect: the top is set in the commit that shows the new page, before its paint.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export function useTopOfNewPage(): void {
  const [location] = useLocation();
  const first = useRef(true);
  /** The path Back or Forward went to last (wouter hears the same popstate and renders it next). */
  const traversedTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    const onTraverse = () => void (traversedTo.current = window.location.pathname);
    addEventListener('popstate', onTraverse);
    return () => removeEventListener('popstate', onTraverse);
  }, []);
  useLayoutEffect(() => {
    // The first page of a visit keeps the browser's own start (a reload's restored position, an address's #anchor).
    if (first.current) {
      first.current = false;
      return;
    }
    const traversed = traversedTo.current === window.location.pathname;
    traversedTo.current = null;
    if (!traversed) window.scrollTo(0, 0);
  }, [location]);
}
