// Puts the portal (client, session, config) and the loaded settings in reach of every view, applies the theme
// colours as CSS variables, and holds the first render until the settings answered (or says why they did not);
// with `provisional` settings (mock mode, while the fake backend starts) it renders with those meanwhile.
import { useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Router } from 'wouter';
import { PortalContext, type Portal } from '#kernel/portal/portal-context.tsx';
import { SiteContext } from '#kernel/portal/site-context.tsx';
import { Button } from '#ui/button.tsx';
import { Loading } from '#ui/loading.tsx';
import { App } from './app';
import { themeVariables } from './theme-colors';
import type { siteMachine } from '#machines/site/site.machine.ts';
import { sameWhereEqual } from '#machines/load/same-where-equal.ts';
import type { Site } from '#kernel/portal/site-context.tsx';

const NO_COLORS: Record<string, string> = {};

function useThemeColors(colors: Record<string, string>) {
  useEffect(() => {
    const style = document.documentElement.style;
    const applied = themeVariables(colors);
    for (const [variable, value] of applied) style.setProperty(variable, value);
    return () => applied.forEach(([variable]) => style.removeProperty(variable));
  }, [colors]);
}

export function Providers({
  portal,
  site,
  provisional,
  onScreenShown,
}: {
  portal: Portal;
  site: ActorRefFrom<typeof siteMachine>;
  provisional?: Site | undefined;
  /** Called once the route's screen (not the 'Loading…' in its place) is in the page: see App. */
  onScreenShown?: (() => void) | undefined;
}) {
  const loaded = useSelector(site, (s) => s.context.data);
  const error = useSelector(site, (s) => s.context.error);
  const retryable = useSelector(site, (s) => s.context.retryable);
  const failed = useSelector(site, (s) => s.matches('failed'));
  // An answer that says what the provisional settings said keeps their object: nothing renders again.
  const answered = useMemo(() => (loaded && provisional ? sameWhereEqual(provisional, loaded) : loaded), [loaded, provisional]);
  // Deferred: the answered settings replace the provisional ones across every screen at once; React renders that
  // as it renders a transition, yielding to the browser every few milliseconds, not in one long task.
  const data = useDeferredValue(answered ?? (failed ? undefined : provisional));
  useThemeColors(data?.colors ?? NO_COLORS);
  // The same element while these are the same: a render of this component for settings that did not change (or a
  // state of the site's loader no screen shows) leaves the screens alone.
  const app = useMemo(() => <App onScreenShown={onScreenShown} />, [onScreenShown]);

  if (!data) {
    return failed ? (
      <div role="alert" className="mx-auto mt-16 max-w-xl rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
        <h1 className="text-lg font-semibold">The portal could not load its settings</h1>
        <p className="mt-2">{error}</p>
        {retryable ? (
          <Button look="danger" className="mt-4" onClick={() => site.send({ type: 'load.retry' })}>
            Try again
          </Button>
        ) : null}
      </div>
    ) : (
      <Loading label="Loading the portal…" />
    );
  }
  return (
    <PortalContext.Provider value={portal}>
      <SiteContext.Provider value={data}>
        <Router>{app}</Router>
      </SiteContext.Provider>
    </PortalContext.Provider>
  );
}
