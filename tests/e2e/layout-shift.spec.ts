// Pages that never jump (issue 25): on every data page, at 390 and at 1280 px, the layout shifts summed from the
// navigation until the page has settled (no 'Loading' notice left, its data shown) stay below 0.05, the CLS
// Lighthouse would count. First loads of /categories, /search (with results) and /dashboard are page loads; the
// member's menu screens and the admin lists are opened in the page as a link does (history.pushState), without a
// click, since the browser leaves out shifts within 0.5 s of an input and a click would hide them.
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './audit';
import { login } from './support';

const LIMIT = 0.05;

declare global {
  interface Window {
    __shifts?: { score: number; lines: string[] };
  }
}

/**
 * From the page's first script on: every layout shift without recent input, summed, with what moved (a line per
 * element: its tag, id or classes, text, and where it went), so a failure names the element to fix.
 */
function watchShifts() {
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const name = node.id
      ? `#${node.id}`
      : node.className && typeof node.className === 'string'
        ? `.${node.className.split(' ').slice(0, 3).join('.')}`
        : '';
    return `<${node.tagName.toLowerCase()}${name}> "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  window.__shifts = { score: 0, lines: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (entry.hadRecentInput || !window.__shifts) continue;
      window.__shifts.score += entry.value;
      for (const s of entry.sources ?? []) {
        window.__shifts.lines.push(`${entry.value.toFixed(4)} ${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page shows its data: no loading notice, its heading, and nothing arriving for a moment after. */
async function settle(page: Page, timeout: number): Promise<void> {
  const loading = page.getByRole('status').filter({ hasText: /Loading/ });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout });
  await expect(loading).toHaveCount(0, { timeout });
  // A late answer (a second call, a lazy chunk) would shift after the notice went: give it time to show.
  await page.waitForTimeout(400);
  await expect(loading).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function expectStill(page: Page, where: string, timeout = 10_000): Promise<void> {
  await settle(page, timeout);
  const shifts = await page.evaluate(() => window.__shifts ?? { score: NaN, lines: [] });
  expect.soft(shifts.score, `layout shift on ${where}:\n${shifts.lines.join('\n')}`).toBeLessThan(LIMIT);
}

/** A page load of `path`, measured from the navigation. */
async function firstLoad(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The first page of a browser builds its world first: on 2 busy cores that has taken over 10 s.
  await expectStill(page, `${path} (first load)`, 30_000);
}

/**
 * `path` opened in the page as a link opens it (wouter follows pushState), measured from there. From the bottom of
 * the page before, as a person who read it to its end: a new page that kept that scroll was pulled short while it
 * loaded, its footer brought into view and pushed out again (the 390 px admin lists' flake, session 31).
 */
async function openInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.__shifts = { score: 0, lines: [] };
    history.pushState(null, '', to);
  }, path);
  await expectStill(page, path);
}

/** The paths of the member menu's screens in this portal (external links and the dashboard aside). */
async function memberMenuPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('nav[aria-label="Member menu"] a:not([target="_blank"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((h) => h.startsWith('/') && h !== '/dashboard');
}

for (const [size, viewport] of [
  ['390 px', PHONE],
  ['1280 px', DESKTOP],
] as const) {
  test.describe(`at ${size}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(watchShifts);
    });

    test('visitor pages: first loads of /categories and /search with results', async ({ page }) => {
      await firstLoad(page, '/categories');
      await expect(page.getByTestId('category-card').first()).toBeVisible();
      await firstLoad(page, '/search?term=a');
      await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();
      await openInPage(page, '/search?term=e&category=PE');
    });

    test("a member's first load of /dashboard, then every screen of the menu", async ({ page }) => {
      await login(page, 'member@demo.test');
      await expect(page).toHaveURL(/\/dashboard$/);
      await firstLoad(page, '/dashboard');
      const paths = await memberMenuPaths(page);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) await openInPage(page, path);
      await openInPage(page, '/dashboard');
    });

    test('the admin lists', async ({ page }) => {
      await login(page, 'superadmin@demo.test');
      await expect(page).not.toHaveURL(/\/$/);
      for (const path of ['/admin/user-settings', '/admin/paygate-setup', '/admin/settings']) await openInPage(page, path);
    });
  });
}
