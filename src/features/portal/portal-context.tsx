// What every view may reach: the API client, the session (the app's root actor), the configuration and, in mock
// mode, the fake backend's scenario. Provided once by the composition root (src/app).
import { createContext, useContext } from 'react';
import type { ApiClient } from '../../contract';
import type { SessionActor, SessionStore } from '../../../machines/session/session.machine';

export interface PortalConfig {
  mockMode: boolean;
  superAdminEmail: string;
  paymentUrl: string | undefined;
  eventsSiteUrl: string | undefined;
  company: string;
  statementCodeunit: string;
}

export interface Portal {
  api: ApiClient;
  session: SessionActor;
  store: SessionStore;
  config: PortalConfig;
  mock: { scenario: string; seed: number } | null;
  /** Reads the settings again (after an admin saved them), so the frame repaints without a page load. */
  reloadSite?: () => void;
}

export const PortalContext = createContext<Portal | null>(null);

export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal must be used inside the portal provider.');
  return portal;
}
