// Screens fetched before they are needed: when a pointer, a finger or the focus reaches a link, the screens its path
// opens (and the frame around them: the member layout, the admin gate) start loading, so the chunk is usually here
// by the press and the screen renders without a 'Loading…' (src/kernel/lazy-page.tsx). One listener on the
// document serves every link, wouter's and plain ones alike. The screens behind sign-in are declared in their
// frame's chunk (the member layout's, the admin gate's), which the intent fetches anyway, so the first load does not
// carry them; this listener too is a chunk of its own, which the app fetches once it has rendered (src/app/app.tsx):
// an intent before it arrives only means that screen loads on the press.
import { matchRoute, type Parser } from 'wouter';
import type { AreaScreen } from '#kernel/area-screens.ts';
import { isAdminPath, isProtectedPath, routes } from '#contract/routes.ts';
import { firstLoadScreens } from './screen-table';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** A link's path when it leads inside the app, else null. */
function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

const preloadMatching = (screens: readonly AreaScreen[], parser: Parser, path: string) => {
  for (const { route, screen } of screens)
    if ('preload' in screen && matchRoute(parser, routes[route], path)[0]) void screen.preload().catch(() => undefined);
};

/**
 * Fetches, on a link's intent, every lazy screen whose route matches its path, and what `framesFor` says wraps it.
 * A screen already fetched costs nothing (its promise is kept). Returns the way to stop listening.
 */
export function listenForIntent(parser: Parser, framesFor: (path: string) => readonly { preload: () => Promise<unknown> }[]): () => void {
  const onIntent = (event: Event) => {
    const path = appPathOf(event.target);
    if (path === null) return;
    for (const frame of framesFor(path)) void frame.preload().catch(() => undefined);
    preloadMatching(firstLoadScreens, parser, path);
    if (isAdminPath(path))
      void import('./admin-gate').then(({ adminScreens }) => preloadMatching(adminScreens, parser, path)).catch(() => undefined);
    else if (isProtectedPath(path))
      void import('./member/member-screens')
        .then(({ memberScreens }) => preloadMatching(memberScreens, parser, path))
        .catch(() => undefined);
  };
  const options = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
  };
}
