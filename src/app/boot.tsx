// Composition root: read the config, start the fake backend in mock mode (a DYNAMIC import, so the mocks never
// reach a build that has a real backend), build the API client and the root actors, render. The page renders at
// once: in mock mode only the API calls wait for the fake backend (the page's link to the world host, a
// SharedWorker that builds or restores the world off the main thread: docs/decisions/017), not the first paint.
// Every failure is shown, never a blank page.
import '#app/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createActor } from 'xstate';
import { clientWords, createApiClient } from '../api';
import type { AppConfig } from '#config';
import { selectToken, selectUser, sessionMachine } from '#machines/session/session.machine.ts';
import { createSessionStore } from '#machines/session/session-store.ts';
import { createFlowLog, type WorldSource } from '#kernel/flow-log/flow-log.ts';
import type { KeptSnapshots } from '#kernel/flow-log/snapshot-store.ts';
import { forgetMemberData } from '#kernel/member-data.ts';
import type { MockInfo } from '#kernel/portal/portal-context.tsx';
import type { Portal } from '#kernel/portal/portal-context.tsx';
import { afterPresented } from '#ui/after-presented.ts';
import { openWorld } from '#mocks/world-host/host-link.ts';
import { browserTabs } from './browser-tabs';
import { ProblemPanel } from './problem-panel';
import { Providers } from './providers';
import { pageSite, rememberedSite, rememberSite } from './remembered-site';
import { prerenderedScreen } from './prerendered';
import type { Site } from '#kernel/portal/site-context.tsx';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';
import { siteMachine } from '#machines/site/site.machine.ts';

/** The configuration the build read from the env and checked (scripts/built-config.ts). */
declare const __PORTAL_CONFIG__: AppConfig;

/**
 * True when the build wrote the last known settings into the page (scripts/site-in-page.ts: every mock-mode build,
 * and a real-backend build given PORTAL_SITE_FILE); a build without them carries none of the code that reads them.
 */
declare const __SITE_IN_PAGE__: boolean;
const SITE_IN_PAGE = __SITE_IN_PAGE__;

/** Statically false in a build with VITE_API_BASE_URL set, so the bundler drops the mock import below. */
const MOCKS_IN_BUILD = !import.meta.env.VITE_API_BASE_URL;

/**
 * What the mock boot gives the portal: the views' mock info, the fake backend as the flow log reads it, and the
 * world host's news of changes this tab did not make (another tab, the clock, a scheduled change).
 */
export type MockStart = MockInfo & {
  world: WorldSource;
  onWorldChanged: (listener: () => void) => unknown;
  /** The simulated clock when the fake backend started answering (epoch ms). */
  simulatedNow: number;
};

/** News of changes made elsewhere arrives in bursts (a clock step runs several tasks): the screens reload once. */
const WORLD_NEWS_COALESCE_MS = 50;

/**
 * `mock`, in mock mode, resolves once the fake backend answers: every API call waits for it, and `portal.mock`
 * is set before the first call goes out (so before the settings answer and the app renders).
 */
export function createPortal(config: AppConfig, mock: Promise<MockStart> | null) {
  // Read at each use: a browser that refuses storage throws on `localStorage` itself, which the store tolerates.
  const store = createSessionStore(() => localStorage, forgetMemberData);
  let mockInfo: Portal['mock'] = null;
  // The client reads the token from the session actor and reports a 401 to it; the actor is created right after.
  const holder: { session?: Portal['session'] } = {};
  const readToken = () => (holder.session ? selectToken(holder.session.getSnapshot()) : null);
  const readUserId = () => (holder.session ? (selectUser(holder.session.getSnapshot())?.id ?? null) : null);
  const flowLog = mock && MOCKS_IN_BUILD ? createFlowLog({ userId: readUserId, storage: sessionStorage }) : null;
  const changes = createChangeBus();
  // Registered before any call can wait on `mock`, so it runs first: the flow log sees the world before any call.
  mock?.then(
    ({ world: source, onWorldChanged, simulatedNow, ...info }) => {
      mockInfo = info;
      flowLog?.attach(source);
      // Lazily: the mock controls' schemas stay out of the first screen's bundle (and out of a real-backend build).
      if (MOCKS_IN_BUILD)
        void import('#kernel/mock/follow-clock.ts').then(({ followSimulatedClock }) => followSimulatedClock(simulatedNow, onWorldChanged));
      let queued: ReturnType<typeof setTimeout> | undefined;
      onWorldChanged(() => {
        queued ??= setTimeout(() => {
          queued = undefined;
          changes.tell('everything');
        }, WORLD_NEWS_COALESCE_MS);
      });
    },
    () => undefined,
  );
  const api = createApiClient({
    baseURL: config.apiBaseUrl,
    getToken: readToken,
    onUnauthorized: (_endpoint, token) => holder.session?.send({ type: 'session.expired', token }),
    ...(mock ? { fetch: async (input: RequestInfo | URL, init?: RequestInit) => mock.then(() => fetch(input, init)) } : {}),
  });
  const session = createActor(sessionMachine, { input: { api, store, tabs: browserTabs() } });
  connectChanges(session, changes);
  holder.session = session;
  session.start();
  const site = createActor(siteMachine, { input: { api } });
  connectChanges(site, changes);
  // The inactivityLogout setting lives in local storage (spec 1 §9); the session re-reads it.
  site.subscribe((s) => {
    if (s.status === 'active' && s.matches('ready') && s.context.data) {
      if (SITE_IN_PAGE) rememberSite(s.context.data);
      const on = s.context.data.minor.inactivityLogout;
      if (store.inactivityEnabled() !== on) {
        store.saveInactivityEnabled(on);
        session.send({ type: 'session.settingsChanged' });
      }
    }
  });
  site.start();
  // A real backend cannot tell the portal what its staff changed: coming back to the page refreshes what it shows
  // (docs/decisions/016-refresh-policy.md). In mock mode the fake backend announces its changes itself.
  // Loaded after the first load: nothing can be returned to before the page has shown.
  if (!mock)
    void Promise.all([import('#machines/changes/refresh-on-return.machine.ts'), import('./page-signals')]).then(
      ([{ createRefreshOnReturnMachine }, { watchPageSignals }]) =>
        createActor(createRefreshOnReturnMachine(watchPageSignals(), changes)).start(),
    );
  const portal: Portal = {
    api,
    session,
    store,
    config,
    get mock() {
      return mockInfo;
    },
    // The fake backend is there once `mock` settled (mockInfo is set by the first of its handlers, above).
    backend: () => (mock && !mockInfo ? mock : true),
    flowLog,
    changes,
  };
  return { portal, site };
}

export function boot(container: HTMLElement): void {
  // Made when the page renders: at once, or once a prerendered screen can hydrate (below).
  let root: Root | undefined;
  const fail = (title: string, e: unknown) => {
    (root ??= createRoot(container)).render(<ProblemPanel title={title} detail={e instanceof Error ? e.message : String(e)} />);
  };

  const config = __PORTAL_CONFIG__;

  let mock: Promise<MockStart> | null = null;
  let screenPainted = () => {};
  const painted = new Promise<void>((resolve) => (screenPainted = resolve));
  // zod's English messages are no part of the first screen, whose forms carry the spec's own (src/contract/mini.ts),
  // nor the words of a refused call (src/api/refusal.ts): fetched once it shows.
  void painted.then(clientWords).catch(() => undefined);
  // `?scenario=` works on any address (README): read before a screen rewrites the address (the Member Checker's
  // search replaces the query with its own before the fake backend starts).
  const openedWith = window.location.search;
  if (config.mockMode && MOCKS_IN_BUILD) {
    // Everything of mock mode waits until the route's screen is on the display (its heading, its frame and its idle
    // text; after-presented.ts): fetched before, it would be on the screen's largest paint in Lighthouse's simulated
    // slow line (docs/decisions/044). Then at once and side by side, not one after the other (decision 054): the
    // world host (a SharedWorker, its script the largest download; opened from this chunk, so no round trip first),
    // the seed world it starts from (fetched here, on the page's line), the link of the page's calls to it (mock
    // mode's service worker, mocks/browser.ts) and the scenario names. The fake server knows the super administrator
    // by the same configured address as the admin screens. A failure (a refused `?world=`) is the mock start's,
    // reported below.
    const opened = painted.then(() => openWorld({ search: openedWith, superAdminEmail: config.superAdminEmail }));
    void opened
      .then((world) => (world.kind === 'host' ? world.bringSeedWorld(() => import('#mocks/world-host/bring-seed-world.ts')) : undefined))
      .catch(() => undefined);
    mock = painted
      .then(() => Promise.all([import('#mocks/browser.ts'), import('#mocks/scenarios/index.ts'), opened]))
      .then(async ([{ startMockWorker }, { scenarios, personas, DEMO_PASSWORD }, world]) => {
        // `npm run bench` breaks mock mode's first answer down by these marks (and the world host's, mocks/browser.ts).
        performance.mark('mock:chunksLoaded');
        const worker = await startMockWorker(world, { base: import.meta.env.BASE_URL });
        // A `portal serve` world keeps no snapshots for the flow log: this page does, in its IndexedDB.
        const kept: KeptSnapshots =
          worker.kept ??
          (await import('#kernel/flow-log/snapshot-store.ts').then(({ keptInPage, indexedDbSnapshotStore }) =>
            keptInPage(() => worker.snapshot(), indexedDbSnapshotStore()),
          ));
        return {
          scenario: worker.scenario,
          seed: worker.seed,
          simulatedNow: worker.now,
          scenarios: Object.values(scenarios).map(({ name, description }) => ({ name, description })),
          personas: personas.map(({ email, name, description }) => ({ email, name, description })),
          demoPassword: DEMO_PASSWORD,
          worldName: worker.world,
          world: {
            changes: () => worker.changes(),
            snapshot: () => worker.snapshot(),
            kept,
            hashPassword: (password: string, salt: string) => worker.hashPassword(password, salt),
          },
          onWorldChanged: (listener: () => void) => worker.onWorldChanged(listener),
        };
      });
    mock.catch((e: unknown) => fail('The demo backend (mock mode) could not start', e));
  }

  /** `presented`: the screen was on the display before the page rendered it (its HTML, hydrated), not only committed. */
  const whenShown = (presented: boolean) => () => {
    // tests/e2e/route-pages.spec.ts reads it: what the page fetched before it is what the screen needed.
    const shown = performance.mark('portal:screenShown');
    if (presented) screenPainted();
    else afterPresented(screenPainted, shown.startTime);
  };
  const { portal, site } = createPortal(config, mock);
  const portalWith = (provisional: Site | undefined, presented: boolean) => (
    <StrictMode>
      <Providers portal={portal} site={site} provisional={provisional} onScreenShown={whenShown(presented)} />
    </StrictMode>
  );
  // A public page's first screen is in its HTML (scripts/prerender.ts), painted before any script: the page takes it
  // over (hydrates) with the settings it was written with, once the screen's chunk is here, when it starts in the
  // states that HTML shows (prerendered.ts). The page's own settings answer updates it. Its largest paint was the
  // HTML's, before any script: what waits for the screen's paint (the fake backend) starts as it hydrates.
  const prerendered = SITE_IN_PAGE ? prerenderedScreen(container, portal.session) : null;
  if (prerendered) {
    // src/app/load-portal.ts imported this module only once the HTML's paint was on the display.
    void prerendered.then(
      () => void (root ??= hydrateRoot(container, portalWith(pageSite(), true))),
      (e: unknown) => fail('This page could not be shown', e),
    );
    return;
  }
  root ??= createRoot(container);
  const fresh = root;
  // A transition: React renders it in slices of a few milliseconds, the HTML's frame on the display meanwhile
  // (app-shell.html), not in one task (a returning member's longest: Lighthouse's total blocking time). The screen
  // shows with the last settings known (remembered-site.ts) when the build wrote some into the page (always in mock
  // mode); without, 'Loading the portal…' until they answer.
  startTransition(() => fresh.render(portalWith(SITE_IN_PAGE ? rememberedSite() : undefined, false)));
}
