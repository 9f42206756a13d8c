// The entry's one step (src/main.tsx, docs/decisions/060): a public page's first screen is in its HTML
// (scripts/prerender.ts), so the portal's code is fetched and run once that screen is on the display: neither its
// download (on a slow line it shares the bandwidth with the stylesheet) nor its evaluation (tens of milliseconds on
// a slow processor) comes before the first paint. Any other page has nothing to show before the code: it starts at
// once (app-shell.html preloads the portal's chunk).
import { afterPresented } from '#ui/after-presented.ts';
import { PRERENDERED_ATTRIBUTE } from './prerendered-mark';

/** How long a prerendered page waits for its HTML's paint to be reported before the portal starts anyway. */
const HTML_PAINT_WAIT_MS = 3_000;

export function loadPortal(container: HTMLElement): void {
  // The portal starts in a task after its chunk's evaluation, not in the same one: together they made the longest
  // task of every first page (Lighthouse's total blocking time counts each task's time past 50 ms).
  const start = () => void import('./boot').then((portal) => setTimeout(() => portal.boot(container), 0));
  // The HTML's paint always reports a largest paint where the browser reports any: waited for as long as it takes
  // (a slow processor, a stylesheet late on a slow line), where 100 ms started the portal before it one time in a
  // few (largest-paint.spec at 4× CPU, decision 063); a page not shown (a background tab) starts after 3 s.
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) afterPresented(start, 0, HTML_PAINT_WAIT_MS);
  else start();
}
