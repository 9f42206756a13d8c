// Whether the page's HTML already holds the first screen this visit shows: the build prerenders the public pages for
// a visitor with nothing to be told, before any answer (scripts/prerender.ts), and marks #root with the path it
// rendered. The page hydrates that HTML only when it starts in the same states, else it renders afresh: React
// reports any difference between the two as a hydration error (docs/decisions/056-prerendered-public-pages.md).
import { selectNotice, type SessionActor } from '#machines/session/session.machine.ts';
import { routes } from '#contract/routes.ts';
import { firstLoadScreens } from './screen-table';
import { PRERENDERED_ATTRIBUTE } from './prerendered-mark';

/**
 * Address parameters only mock mode's fake backend reads (mocks/browser.ts: the scenario, its seed, a `portal serve`
 * world): the first screen is the same with them. Any other (the Member Checker's `term`…) changes what it shows.
 */
const BACKEND_ONLY_PARAMETERS = new Set(['scenario', 'seed', 'world']);

const showsTheSameScreen = (search: string) => [...new URLSearchParams(search).keys()].every((key) => BACKEND_ONLY_PARAMETERS.has(key));

/**
 * What the first screen of `path` needs before it can hydrate: its lazy chunk (announced by the page's module
 * preloads, scripts/route-pages.ts). Hydrating once it is here keeps the prerendered HTML in place meanwhile and
 * never suspends on the way (a boundary that suspends while hydrating is rendered afresh if an answer comes first).
 */
function screenOf(path: string): Promise<unknown> {
  const screen = firstLoadScreens.find((s) => routes[s.route] === path)?.screen;
  return screen && 'preload' in screen ? screen.preload() : Promise.resolve();
}

/**
 * When the HTML in `container` is the first screen of this address as the page starts (a visitor with no stored
 * session and no notice, no parameter the screen reads): what to wait for before hydrating it. Else null.
 */
export function prerenderedScreen(
  container: HTMLElement,
  session: SessionActor,
  location: Location = window.location,
): Promise<unknown> | null {
  const path = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || path !== location.pathname || !showsTheSameScreen(location.search)) return null;
  const snapshot = session.getSnapshot();
  if (!snapshot.matches('signedOut') || selectNotice(snapshot) !== null) return null;
  return screenOf(path);
}
