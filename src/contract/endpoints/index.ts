// The endpoint table: one entry per call of the three documents, grouped by area.
// auth: accounts and sessions (doc 1) · shell: settings, admin, company, setup lookups (doc 1)
// profile: profile, sub-lists, checklist, referees, public search (doc 2, doc 1 §2.5)
// membership: applications, upgrades, subscriptions, licence, billing, events, CPD, statements (doc 3)
import type { AnyEndpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { shellEndpoints } from './shell';
import { profileEndpoints } from './profile';
import { membershipEndpoints } from './membership';

export const endpoints = {
  auth: authEndpoints,
  shell: shellEndpoints,
  profile: profileEndpoints,
  membership: membershipEndpoints,
};

export type EndpointId = string;

export interface EndpointEntry {
  id: EndpointId;
  endpoint: AnyEndpoint;
}

/** Every entry, with a stable id "area.name". */
export function listEndpoints(): EndpointEntry[] {
  return Object.entries(endpoints).flatMap(([area, group]) =>
    Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint })),
  );
}
