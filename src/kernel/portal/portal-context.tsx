// What every view may reach: the API client, the session (the app's root actor), the configuration and, in mock
// mode, the fake backend's scenario. Provided once by the composition root (src/app).
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '#contract';
import type { SessionActor, SessionStore } from '#machines/session/session.machine.ts';
import type { FlowLog } from '../flow-log/flow-log';
import type { ChangeBus } from '#machines/changes/change-bus.ts';
import type { BackendReadiness } from '#machines/form/form.machine.ts';

interface PortalConfig {
  mockMode: boolean;
  superAdminEmail: string;
  paymentUrl: string | undefined;
  eventsSiteUrl: string | undefined;
  company: string;
  statementCodeunit: string;
}

/** What mock mode tells the views once the fake backend answers (the mock badge and its dev panel read it). */
export interface MockInfo {
  scenario: string;
  seed: number;
  scenarios: readonly { name: string; description: string }[];
  personas: readonly { email: string; name: string; description: string }[];
  demoPassword: string;
  /** Which world is in use: 'this browser', or 'portal serve at http://127.0.0.1:8787' (`?world=`). Absent: this browser. */
  worldName?: string;
}

export interface Portal {
  api: ApiClient;
  session: SessionActor;
  store: SessionStore;
  config: PortalConfig;
  mock: MockInfo | null;
  /** Whether the backend can answer yet (mock mode: once the fake backend started): forms that may be sent first wait. */
  backend: BackendReadiness;
  /** Mock mode only: the log of this tab's flows that the dev panel exports for `portal replay` (useFlowActor). */
  flowLog?: FlowLog | null;
  /** The page's changes (machines/changes/change-bus.ts): every flow actor finds it in its system (useFlowActor). */
  changes: ChangeBus;
}

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside the portal provider.');
  return portal;
}

/**
 * Mock mode's facts once the fake backend answers; null before it does, and always with a real backend. Boot sets
 * `portal.mock` as the backend starts, which no render hears: a view that shows them renders again then. A
 * prerendered page's HTML was written without them, so hydration starts from null.
 */
export function useMockInfo(): MockInfo | null {
  const portal = usePortal();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const ready = portal.backend();
      if (ready === true) return () => undefined;
      let live = true;
      void Promise.resolve(ready).then(
        () => live && onChange(),
        () => undefined,
      );
      return () => void (live = false);
    },
    [portal],
  );
  return useSyncExternalStore(subscribe, () => portal.mock, noMockInPrerender);
}

const noMockInPrerender = (): MockInfo | null => null;
