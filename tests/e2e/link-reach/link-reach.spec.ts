// Everything reachable by links (issue 34 item 3): every route of the member and admin areas (the route table,
// src/contract/routes.ts) is reached from where its persona lands (/dashboard; the admin area for superadmin@) by
// clicking links and menu items only (crawl.ts), or is listed below with how it is reached instead: where sign-in
// sends a persona, a form inside the portal, or a way in from outside (an e-mailed link, a payment's return) with
// the reason. The table is typed over every member route, so a new member route without an entry does not compile; an
// admin route is walked by superadmin@'s links unless it says otherwise; a test fails on a route nothing links to.
import { expect, test, type Page } from '@playwright/test';
import { hrefTo, routeTable, type RouteName } from '#contract/routes.ts';
import { openMenuLink, signIn, startFresh } from '../support';
import { walkByLinks } from './crawl';

type AreaRoute = { [K in RouteName]: (typeof routeTable)[K]['access'] extends 'member' | 'admin' ? K : never }[RouteName];
type AdminRoute = { [K in RouteName]: (typeof routeTable)[K]['access'] extends 'admin' ? K : never }[RouteName];

const PERSONAS = {
  member: 'member@demo.test',
  arrears: 'arrears@demo.test',
  pending: 'pending@demo.test',
  graduate: 'graduate@demo.test',
  firm: 'firm@demo.test',
  applicant: 'applicant@demo.test',
  newfirm: 'newfirm@demo.test',
  superadmin: 'superadmin@demo.test',
} as const;
type Persona = keyof typeof PERSONAS;

/** How each route is reached: by links from a persona's start, where sign-in sends them, a form, or from outside. */
type Reach =
  | { links: Persona }
  | { signIn: Persona }
  | { form: Persona; steps: (page: Page) => Promise<void> }
  | { outside: string }
  /** Linked, but only in a state no seeded persona is in (or another build): the reason says where the link is. */
  | { unseeded: string };

/**
 * Every member route says how it is reached; an admin route only when it is not by superadmin@'s links (the admin
 * navigation is built from src/features/admin/member-area.ts), so a new admin screen is walked without a line here.
 */
const REACH_BY_HAND: Record<Exclude<AreaRoute, AdminRoute>, Reach> & Partial<Record<AdminRoute, Reach>> = {
  initiateProfile: { signIn: 'applicant' },
  initiateFirm: { signIn: 'newfirm' },
  dashboard: { links: 'member' },
  settings: { links: 'member' },
  goodStanding: { links: 'member' },
  // The statement is a form: the header's Statement Report, two dates, then View statement.
  customerStatement: {
    form: 'member',
    steps: async (page) => {
      await page.getByRole('button', { name: 'Statement Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Statement Report' });
      const today = new Date().toISOString().slice(0, 10);
      await dialog.getByLabel('Start date').fill(`${today.slice(0, 4)}-01-01`);
      await dialog.getByLabel('End date').fill(today);
      await dialog.getByRole('button', { name: 'View statement' }).click();
    },
  },
  profile: { links: 'member' },
  profileConfirm: {
    unseeded:
      'the member frame links it ("Click to confirm profile name", spec 2 §2) only while a member with a Released application has not confirmed their name; no seeded persona is so',
  },
  listing: { links: 'member' },
  component: { links: 'pending' },
  cpd: { links: 'member' },
  application: { links: 'member' },
  applicationDocument: { links: 'arrears' },
  certificate: { links: 'member' },
  rejectionLetter: { links: 'arrears' },
  acceptanceLetter: { links: 'member' },
  upgrade: { links: 'member' },
  upgradePlan: { links: 'member' },
  upgradeCard: { links: 'member' },
  upgradeChecklist: { links: 'member' },
  upgradeDocument: { links: 'member' },
  upgradeAcceptanceLetter: { links: 'member' },
  subscription: { links: 'member' },
  subscriptionCard: { links: 'member' },
  subscriptionDocument: { links: 'member' },
  subscriptionCertificate: {
    unseeded: 'spec §B: My Subscriptions links the certificate only when VITE_COMPANY is IEK; this build is ICS, the default',
  },
  subscriptionReceipt: { links: 'member' },
  paymentHistory: { links: 'member' },
  license: { links: 'member' },
  licenseCard: { links: 'member' },
  licenseDocument: { links: 'member' },
  licenseInvoice: { links: 'member' },
  billing: { links: 'member' },
  invoice: { links: 'member' },
  receipt: { links: 'member' },
  billingDocument: { links: 'member' },
  events: { links: 'member' },
  projects: {
    outside:
      'spec §B: My Projects in the menu opens the settings’ projects site in a new tab; /projects only explains that to someone who types it',
  },
  admin: { outside: 'the administrators’ entrance: signing in (or typing /admin) opens their first screen, Admin Settings' },
};
const REACH: Record<string, Reach> = {
  ...Object.fromEntries(
    Object.entries(routeTable).flatMap(([name, def]) => (def.access === 'admin' ? [[name, { links: 'superadmin' } satisfies Reach]] : [])),
  ),
  ...REACH_BY_HAND,
};

const entries = Object.entries(REACH) as Array<[AreaRoute, Reach]>;
const routesBy = (kind: 'links' | 'signIn' | 'form', persona: Persona) =>
  entries.filter(([, how]) => kind in how && (how as Record<string, unknown>)[kind] === persona).map(([route]) => route);

/** How the walk returns to its start: the menu's Dashboard, or the admin area's first link. */
const homeOf = (persona: Persona) =>
  persona === 'superadmin'
    ? (page: Page) => page.getByRole('navigation', { name: 'Administration' }).getByRole('link').first().click()
    : (page: Page) => openMenuLink(page, 'Dashboard');

async function start(page: Page, persona: Persona): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startFresh(page);
  await signIn(page, PERSONAS[persona]);
}

test('the table names every route of the member and admin areas, and says why one is reached from outside', () => {
  const area = Object.entries(routeTable)
    .filter(([, def]) => def.access === 'member' || def.access === 'admin')
    .map(([name]) => name)
    .sort();
  expect(Object.keys(REACH).sort()).toEqual(area);
  for (const [route, how] of entries) {
    if ('outside' in how) expect(how.outside.length, route).toBeGreaterThan(30);
    if ('unseeded' in how) expect(how.unseeded.length, route).toBeGreaterThan(30);
  }
});

const walkers = [...new Set(entries.flatMap(([, how]) => ('links' in how ? [how.links] : [])))];
for (const persona of walkers) {
  test(`${PERSONAS[persona]} reaches ${routesBy('links', persona).length} routes by links only`, async ({ page }) => {
    test.setTimeout(300_000);
    await start(page, persona);
    const reached = await walkByLinks(page, { home: homeOf(persona) });
    const missing = routesBy('links', persona).filter((route) => !reached.has(route));
    expect(missing, `routes nothing links to for ${PERSONAS[persona]} (reached: ${[...reached.keys()].join(', ')})`).toEqual([]);
  });
}

for (const [route, how] of entries) {
  if ('signIn' in how)
    test(`${route}: where sign-in sends ${PERSONAS[how.signIn]}`, async ({ page }) => {
      await start(page, how.signIn);
      await expect(page).toHaveURL(new RegExp(`${hrefTo(route as 'initiateProfile')}$`));
    });
  if ('form' in how)
    test(`${route}: reached through a form by ${PERSONAS[how.form]}`, async ({ page }) => {
      await start(page, how.form);
      await how.steps(page);
      await expect(page).toHaveURL(new RegExp(`${routeTable[route].path.replace(/\/:.*$/, '')}(\\?|$)`));
    });
}
