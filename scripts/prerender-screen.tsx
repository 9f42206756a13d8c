// The first screen of a public page, rendered at build time by React's server renderer from the app's own
// components (loaded through Vite by ./prerender.ts, so aliases, `import.meta.glob` and `import.meta.env` read as
// in the page; the build's configuration is handed in, as `__PORTAL_CONFIG__` is to the page). The portal it renders with is the page's before any answer: the same session and settings machines
// with the same inputs, a visitor (no stored session: no storage here), calls that never answer (what the page
// shows until the backend does: a list's loading state, never a guess), no other tabs. The page hydrates this HTML
// (src/app/boot.tsx) only where it starts in the same states (src/app/prerendered.ts).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { createApiClient } from '../src/api';
import type { AppConfig } from '#config';
import { Providers } from '#app/providers.tsx';
import type { Portal } from '#kernel/portal/portal-context.tsx';
import { siteOfPageData } from '#app/remembered-site.ts';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { createSessionStore } from '#machines/session/session-store.ts';
import { siteMachine } from '#machines/site/site.machine.ts';

/** A call of the prerender: the backend has not answered yet, and never will while the build renders. */
const unanswered = () => new Promise<Response>(() => undefined);

/** The portal as the page has it at its first render, for a visitor, before the backend answered. */
function portalBeforeAnswers(config: AppConfig) {
  // No timeout: a pending timer would hold the build open.
  const api = createApiClient({ baseURL: config.apiBaseUrl, fetch: unanswered, timeoutMs: 0 });
  const store = createSessionStore(() => {
    throw new Error('No storage while prerendering: the visitor has no stored session.');
  });
  const changes = createChangeBus();
  const session = createActor(sessionMachine, { input: { api, store, tabs: undefined } });
  connectChanges(session, changes);
  session.start();
  const site = createActor(siteMachine, { input: { api } });
  connectChanges(site, changes);
  site.start();
  // Mock mode's forms wait for the fake backend, which has not started when the page hydrates either.
  const backend = config.mockMode ? () => unanswered() : () => true as const;
  const portal: Portal = { api, session, store, config, mock: null, backend, flowLog: null, changes };
  return { portal, site, stop: () => [session, site].forEach((actor) => actor.stop()) };
}

/**
 * The HTML of `path`'s first screen (inside #root), with the settings of the page's data block (`data`, its JSON
 * text) read as the page reads them (src/app/remembered-site.ts `pageSite`), and the build's configuration.
 */
export async function prerenderScreen(path: string, data: string, config: AppConfig): Promise<string> {
  const site = siteOfPageData(data);
  if (!site) throw new Error('prerender: the page carries no settings it can read');
  const { portal, site: siteActor, stop } = portalBeforeAnswers(config);
  try {
    // The same tree as boot.tsx renders; the router told the address, which the server has no window to read.
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Router ssrPath={path} ssrSearch="">
          {/* As boot.tsx: mock mode's signal that the screen is shown (it renders nothing). */}
          <Providers portal={portal} site={siteActor} provisional={site} onScreenShown={config.mockMode ? () => undefined : undefined} />
        </Router>
      </StrictMode>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    stop();
  }
}
