// A walk through the portal by links only (issue 34 item 3): from where a persona lands, every link on the page
// (with each tab shown and each header menu or popover opened) is followed by a click, breadth first, and every
// route of the route table that the walk arrives at is recorded. To follow a link found deeper, the walk goes back to
// the start by the start's own link (the menu's Dashboard, the admin area's first link) and clicks its way there
// again; the address bar is never typed past the sign-in.
import { expect, type Page } from '@playwright/test';
import { routeNameOf, routeTable, type RouteName } from '#contract/routes.ts';

/** One click of the walk: the link's address, and what had to be opened first for it to show. */
interface Step {
  href: string;
  tab?: string;
  opener?: string;
}

interface FoundLink extends Step {
  route: RouteName;
}

export interface Reached {
  route: RouteName;
  /** The clicks from the start, for the report. */
  via: Step[];
}

/** Internal addresses of the route table, outside mock mode's own pages. */
const isPortalPath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/__mock');
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;
const inArea = (route: RouteName) => routeTable[route].access === 'member' || routeTable[route].access === 'admin';

/** Waits for a page to be drawn and done loading. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The portal links visible now (not a new tab, not a download). */
async function visibleLinks(page: Page): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((a) => a.getClientRects().length > 0 && a.getAttribute('target') !== '_blank' && !a.hasAttribute('download'))
        .map((a) => a.getAttribute('href') ?? ''),
    );
}

/** The member area's menus and popovers that hold links: the Account menu and the alerts bell. */
const OPENERS = [/^Account$/, /^Alerts \(\d+\)$/];

async function openerNames(page: Page): Promise<string[]> {
  // By name: the bell's name carries its count.
  const names = await page
    .getByRole('button')
    .evaluateAll((bs) =>
      bs.filter((b) => b.getClientRects().length > 0).map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
    );
  return names.filter((n) => OPENERS.some((o) => o.test(n)));
}

const opener = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
const QUICK = { timeout: 5_000 };

/** Every link the page offers, found with each tab shown and each header menu open. */
async function linksOn(page: Page): Promise<FoundLink[]> {
  const found: FoundLink[] = [];
  const add = (hrefs: string[], how: Omit<Step, 'href'>) => {
    for (const href of hrefs) {
      const route = isPortalPath(href) ? routeNameOf(pathOf(href)) : undefined;
      // The walk stays in the member and admin areas: a public page (the Member Checker) has no way back.
      if (route && inArea(route)) found.push({ href, route, ...how });
    }
  };
  const here = new URL(page.url()).pathname;
  add(
    (await visibleLinks(page)).filter((href) => pathOf(href) !== here),
    {},
  );
  for (const name of await openerNames(page)) {
    await opener(page, name).click(QUICK);
    await page.waitForTimeout(150);
    add(await visibleLinks(page), { opener: name });
    await page.keyboard.press('Escape');
    await expect(opener(page, name)).not.toHaveAttribute('aria-expanded', 'true');
  }
  const tabs = page.getByRole('main').getByRole('tab');
  // A disabled tab (a wizard's later step) is not a way anywhere yet.
  const names = await tabs.evaluateAll((ts) =>
    ts.filter((t) => !t.hasAttribute('disabled') && t.getAttribute('aria-disabled') !== 'true').map((t) => t.textContent?.trim() ?? ''),
  );
  for (const tab of names.filter(Boolean)) {
    await page.getByRole('main').getByRole('tab', { name: tab, exact: true }).click(QUICK);
    await settle(page);
    add(await visibleLinks(page), { tab });
  }
  return found;
}

/** Makes one click of the walk: shows the tab or opens the menu, then clicks the first visible link to the address. */
async function follow(page: Page, step: Step): Promise<boolean> {
  if (step.tab) {
    const tab = page.getByRole('main').getByRole('tab', { name: step.tab, exact: true });
    if ((await tab.count()) === 0) return false;
    await tab.click(QUICK);
    await settle(page);
  }
  if (step.opener) {
    await opener(page, step.opener).click(QUICK);
    await page.waitForTimeout(150);
  }
  const link = page
    .locator(`a[href="${step.href.replaceAll('"', '\\"')}"]`)
    .filter({ visible: true })
    .first();
  if ((await link.count()) === 0) return false;
  const before = new URL(page.url());
  await link.click(QUICK);
  // A link may land elsewhere (a redirect): where it lands is what the walk records.
  const moved = await expect
    .poll(() => new URL(page.url()).pathname !== before.pathname, { timeout: 10_000 })
    .toBe(true)
    .then(() => true)
    .catch(() => false);
  if (!moved) return false;
  await settle(page);
  return true;
}

export interface WalkOptions {
  /** The start's own link back (the menu's Dashboard): how the walk returns to the start between branches. */
  home: (page: Page) => Promise<void>;
  /** How deep the walk goes (clicks from the start). */
  depth?: number;
}

/**
 * Walks from the page the persona is on (the start) by links only. Each route is followed once, through the first
 * link found to it (breadth first, so by the fewest clicks); the pages it reaches are searched for more.
 */
export async function walkByLinks(page: Page, { home, depth = 4 }: WalkOptions): Promise<Map<RouteName, Reached>> {
  await settle(page);
  const start = routeNameOf(new URL(page.url()).pathname);
  const reached = new Map<RouteName, Reached>();
  if (start) reached.set(start, { route: start, via: [] });
  const queue: Step[][] = [[]];
  const queued = new Set<RouteName>(start ? [start] : []);
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (path.length > 0) {
      await home(page);
      await settle(page);
      let ok = true;
      for (const step of path) if (ok) ok = await follow(page, step);
      if (!ok) continue;
      const route = routeNameOf(new URL(page.url()).pathname);
      if (route && !reached.has(route)) reached.set(route, { route, via: path });
    }
    if (path.length >= depth) continue;
    for (const link of await linksOn(page)) {
      if (queued.has(link.route)) continue;
      queued.add(link.route);
      queue.push([...path, { href: link.href, ...(link.tab ? { tab: link.tab } : {}), ...(link.opener ? { opener: link.opener } : {}) }]);
    }
  }
  return reached;
}
