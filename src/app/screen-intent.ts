// Screens fetched before they are needed: when a pointer, a finger or the focus reaches a link, the screens its path
// opens (and the frame around them: the member layout, the admin gate) start loading, so the chunk is usually here
// by the press and the screen renders without a 'Loading…' (src/kernel/lazy-page.tsx). One listener on the
// document serves every link, wouter's and plain ones alike. The screens behind sign-in are declared in their
// frame's chunk (the member layout's, the admin gate's), which the intent fetches anyway, so the first load does not
// carry them; this listener too is a chunk of its own, which the app fetches once it has rendered (src/app/app.tsx):
// an intent before it arrives only means that screen loads on the press.
// A first-load screen's chunks are announced here, all at once (`<link rel="modulepreload">`, from the build's
// lists, ./screen-files.ts), before its `import()`: the entry carries no preload list for them (decision 053). A move
// to another path that no link started (a form that went on to its next step: wouter's pushState) is an intent too.
import { matchRoute, type Parser } from 'wouter';
import type { AreaScreen } from '#kernel/area-screens.ts';
import { isAdminPath, isProtectedPath, routes, type RouteName } from '#contract/routes.ts';
import { firstLoadScreens } from './screen-table';
import { screenFiles } from './screen-files';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** What wouter's own location hook hears (use-browser-location.js): a move, from a link or from code. */
const MOVE_EVENTS = ['pushState', 'replaceState', 'popstate'] as const;

/** A link's path when it leads inside the app, else null. */
function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

const announced = new Set<string>();
/** Asks for every chunk of a route's screen at once, each once per page. */
function announce(files: readonly string[] | undefined) {
  for (const href of files ?? []) {
    if (announced.has(href)) continue;
    announced.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const preloadMatching = (
  screens: readonly AreaScreen[],
  parser: Parser,
  path: string,
  files: Partial<Record<RouteName, readonly string[]>> = {},
) => {
  for (const { route, screen } of screens)
    if ('preload' in screen && matchRoute(parser, routes[route], path)[0]) {
      announce(files[route]);
      void screen.preload().catch(() => undefined);
    }
};

/**
 * Fetches, on a link's intent or a move, every lazy screen whose route matches its path, and what `framesFor` says
 * wraps it; a first-load screen with all its chunks at once (`files`, the build's lists). A screen already fetched
 * costs nothing (its promise is kept). Returns the way to stop listening.
 */
export function listenForIntent(
  parser: Parser,
  framesFor: (path: string) => readonly { preload: () => Promise<unknown> }[],
  files: Partial<Record<RouteName, readonly string[]>> = screenFiles,
): () => void {
  const onPath = (path: string) => {
    for (const frame of framesFor(path)) void frame.preload().catch(() => undefined);
    preloadMatching(firstLoadScreens, parser, path, files);
    if (isAdminPath(path))
      void import('./admin-gate').then(({ adminScreens }) => preloadMatching(adminScreens, parser, path)).catch(() => undefined);
    else if (isProtectedPath(path))
      void import('./member/member-screens')
        .then(({ memberScreens }) => preloadMatching(memberScreens, parser, path))
        .catch(() => undefined);
  };
  const onIntent = (event: Event) => {
    const path = appPathOf(event.target);
    if (path !== null) onPath(path);
  };
  const onMove = () => onPath(window.location.pathname);
  const options = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  for (const type of MOVE_EVENTS) window.addEventListener(type, onMove);
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    for (const type of MOVE_EVENTS) window.removeEventListener(type, onMove);
  };
}
