// Screens fetched before they are needed: when a pointer, a finger or the focus reaches a link, the screens its path
// opens (and the frame around them: the member layout, the admin gate) start loading, so the chunk is usually here
// by the press and the screen renders without a 'Loading…' (src/kernel/lazy-page.tsx). One listener on the
// document serves every link, wouter's and plain ones alike.
import { useEffect } from 'react';
import { matchRoute, useRouter } from 'wouter';
import { routes } from '#contract/routes.ts';
import { allScreens } from './screen-table';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** A link's path when it leads inside the app, else null. */
function appPathOf(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Fetches, on a link's intent, every lazy screen whose route matches its path, and what `framesFor` says wraps it.
 * A screen already fetched costs nothing (its promise is kept).
 */
export function useScreenIntent(framesFor: (path: string) => readonly { preload: () => Promise<unknown> }[]): void {
  const { parser } = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const path = appPathOf(event.target);
      if (path === null) return;
      const screens = allScreens.filter(({ route }) => matchRoute(parser, routes[route], path)[0]).map(({ screen }) => screen);
      for (const lazy of [...framesFor(path), ...screens]) if ('preload' in lazy) void lazy.preload().catch(() => undefined);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [parser, framesFor]);
}
