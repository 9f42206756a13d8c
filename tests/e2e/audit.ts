// Checks every screen passes in the browser (issue 10): no sideways scrolling, nothing under the mock badge, and
// no axe violation of WCAG 2.2 A/AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { textUnderMockBadge } from './support';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The page has shown what it waits for: the fake backend answers and no loading notice is left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
