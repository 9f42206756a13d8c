// Composition root: read the config, start the fake backend in mock mode (a DYNAMIC import, so the mocks never
// reach a build that has a real backend), build the API client and the root actors, render. Every failure is
// shown, never a blank page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { createApiClient } from '../api';
import { readConfig, type AppConfig } from '../config';
import { selectToken, sessionMachine } from '../../machines/session/session.machine';
import { createLoaderMachine } from '../../machines/loader/loader.machine';
import type { Portal } from '../features/portal/portal-context';
import type { Site } from '../features/portal/site-context';
import { localSessionStore } from './local-session-store';
import { ProblemPanel } from './problem-panel';
import { Providers } from './providers';
import { loadSite } from './site-loader';

/** Statically false in a build with VITE_API_BASE_URL set, so the bundler drops the mock import below. */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;

export const siteMachine = createLoaderMachine<Site>('site', loadSite);

export function createPortal(config: AppConfig, mock: Portal['mock']) {
  const store = localSessionStore();
  // The client reads the token from the session actor and reports a 401 to it; the actor is created right after.
  const holder: { session?: Portal['session'] } = {};
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    getToken: () => (holder.session ? selectToken(holder.session.getSnapshot()) : null),
    onUnauthorized: () => holder.session?.send({ type: 'session.expired' }),
  });
  const session = createActor(sessionMachine, { input: { api, store } });
  holder.session = session;
  session.start();
  const site = createActor(siteMachine, { input: { api } });
  // The inactivityLogout setting lives in local storage (document 1 §9); the session re-reads it.
  site.subscribe((s) => {
    if (s.status === 'active' && s.matches('ready') && s.context.data) {
      const on = s.context.data.minor.inactivityLogout;
      if (store.inactivityEnabled() !== on) {
        store.saveInactivityEnabled(on);
        session.send({ type: 'session.settingsChanged' });
      }
    }
  });
  site.start();
  const portal: Portal = { api, session, store, config, mock };
  return { portal, site };
}

export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const fail = (title: string, e: unknown) => {
    root.render(<ProblemPanel title={title} detail={e instanceof Error ? e.message : String(e)} />);
  };

  let config;
  try {
    config = readConfig(import.meta.env);
  } catch (e) {
    fail('The portal is misconfigured', e);
    return;
  }

  let mock: Portal['mock'] = null;
  if (config.mockMode && MOCKS_IN_BUILD) {
    try {
      const { startMockWorker } = await import('../../mocks/browser');
      const worker = await startMockWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
      mock = { scenario: worker.backend.scenario, seed: worker.backend.seed };
    } catch (e) {
      fail('The demo backend (mock mode) could not start', e);
      return;
    }
  }

  const { portal, site } = createPortal(config, mock);
  root.render(
    <StrictMode>
      <Providers portal={portal} site={site} />
    </StrictMode>,
  );
}
