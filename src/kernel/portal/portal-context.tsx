// What every view may reach: the API client, the session (the app's root actor), the configuration and, in mock
// mode, the fake backend's scenario. Provided once by the composition root (src/app).
import { createContext, useContext } from 'react';
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
