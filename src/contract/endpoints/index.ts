// The endpoint table: one entry per call of the three documents, grouped by area.
// auth: accounts and sessions (doc 1) · setup: settings, admin, company, setup lookups (doc 1)
// profile: profile, sub-lists, checklist, referees, public search (doc 2, spec 1 §2.5)
// membership: applications, upgrades, subscriptions, licence, billing, events, CPD, statements (doc 3)
//
// An area may be made of several modules, so that a screen loads only the calls it makes: the first screen
// needs signing in (sign-in.ts) and the site's settings and company (site.ts), not the rest of auth and setup;
// the member data needs the caller's profile and checklist (member-profile.ts), not every sub-list.
// Code that ships to the browser imports the module's group it calls (`signInEndpoints.login`), never
// `endpoints`, which holds every area (for the fake server, the CLI and the tests, with `listEndpoints()`).
import type { AnyEndpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { categoryEndpoints } from './categories';
import { memberAccountEndpoints } from './member-account';
import { memberProfileEndpoints } from './member-profile';
import { memberSearchEndpoints } from './member-search';
import { membershipEndpoints } from './membership';
import { profileEndpoints } from './profile';
import { setupEndpoints } from './setup';
import { signInEndpoints } from './sign-in';
import { siteEndpoints } from './site';

export {
  authEndpoints,
  categoryEndpoints,
  memberAccountEndpoints,
  memberProfileEndpoints,
  memberSearchEndpoints,
  membershipEndpoints,
  profileEndpoints,
  setupEndpoints,
  signInEndpoints,
  siteEndpoints,
};

export const endpoints = {
  auth: { ...signInEndpoints, ...authEndpoints },
  setup: { ...siteEndpoints, ...categoryEndpoints, ...setupEndpoints },
  profile: { ...memberProfileEndpoints, ...profileEndpoints },
  membership: membershipEndpoints,
};

type EndpointId = string;

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
