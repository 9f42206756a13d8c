// Entry of the portal, small on purpose. A public page's first screen is in its HTML (scripts/prerender.ts): the
// portal's code is fetched and run once that screen is on the display, so that neither its download (on a slow
// line it shares the bandwidth with the stylesheet) nor its evaluation (tens of milliseconds on a slow processor)
// comes before the first paint. Any other page has nothing to show before the code: it starts at once.
import '#app/trusted-types.ts';
import './index.css';
import { PRERENDERED_ATTRIBUTE } from '#app/prerendered-mark.ts';
import { afterPresented } from '#ui/after-presented.ts';

const container = document.getElementById('root');
// The portal starts in a task after its chunk's evaluation, not in the same one: together they made the longest
// task of every first page (Lighthouse's total blocking time counts each task's time past 50 ms).
const start = (root: HTMLElement) => void import('#app/boot.tsx').then(({ boot }) => setTimeout(() => boot(root), 0));
if (container) {
  if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) afterPresented(() => start(container), 0);
  else start(container);
}
