// Checks every screen passes in the browser (issue 10): no sideways scrolling, nothing under the mock badge, and
// no axe violation of WCAG 2.2 A/AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { textUnderMockBadge } from './support';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe-core's source as AxeBuilder injects it: the copy @axe-core/playwright itself depends on. */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

type Violation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * axe's WCAG violations on the page as it stands. AxeBuilder evaluates axe's source (0.5 MB) twice and opens and
 * closes a blank page for every run, so its frames' results can be merged: 0.9 s of CPU a run against 0.13 s for
 * axe.run in a page that already holds axe (20 runs on the login page, one worker; session 21). The portal has no
 * frames, so nothing is left out: a page that has some still goes through AxeBuilder.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  // Once per document: a `visit` keeps it, a page load starts a new one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (values) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values } });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, WCAG_TAGS);
}

/** The page has shown what it waits for: the fake backend answers and no loading notice is left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect.soft(summary, `axe on ${where}`).toEqual([]);
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `page width on ${where}`).toBeLessThanOrEqual(innerWidth);
}

/** No visible text of the page lies under the mock badge. */
async function expectNothingUnderBadge(page: Page, where: string): Promise<void> {
  expect.soft(await textUnderMockBadge(page), `text under the mock badge on ${where}`).toEqual([]);
}

/** All three checks of a screen as it stands. */
export async function auditScreen(page: Page, where: string): Promise<void> {
  await expectFitsWidth(page, where);
  await expectNothingUnderBadge(page, where);
  await expectNoAxeViolations(page, where);
}

/**
 * The screen as it stands audited at 1280 and at 390 px in the same page (issue 24 item 8: no second sign-in or
 * page load), then the window put back as it was.
 */
export async function auditAtBothWidths(page: Page, where: string): Promise<void> {
  const before = page.viewportSize();
  for (const [size, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await settle(page);
    await auditScreen(page, `${where} at ${size}`);
  }
  if (before) await page.setViewportSize(before);
}
