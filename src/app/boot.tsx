// Composition root: read the config, start the fake backend in mock mode (a DYNAMIC import, so the mocks never
// reach a build that has a real backend), build the API client, render. Every failure is shown, never a blank page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api';
import { readConfig } from '../config';
import { App } from './app';
import { loadHomeData } from './home-data';
import { ProblemPanel } from './problem-panel';

/** Statically false in a build with VITE_API_BASE_URL set, so the bundler drops the mock import below. */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;

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

  let mock: { scenario: string; seed: number } | null = null;
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

  const api = createApiClient({ baseURL: config.apiBaseUrl });
  root.render(
    <StrictMode>
      <App home={loadHomeData(api)} mock={mock} />
    </StrictMode>,
  );
}
