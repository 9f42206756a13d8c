// A loading indicator moves only once the wait is long enough to notice (decision 070): for the first second the
// spinner is not drawn and the skeleton rows stay still, while the 'Loading…' notice shows from the start. Each
// moving frame is drawn while the page is still at work; most waits end before a second.
//
// Each indicator is read at chosen moments of its animations, on both sides of the second: every animation of the
// element is set to that moment (the Web Animations API's `currentTime`, the clock the browser runs them on) and its
// computed style read. The waits are held long: /categories with JavaScript off never leaves its loading state (its
// list is the backend's), and the Member Checker's results are held by the fake backend's latency.
import { expect, test, type Page } from '@playwright/test';
import { routes } from '#contract/routes.ts';
import { callJson } from './support';

/** What the element with `selector` looks like `at` ms into its animations (every one of them set there). */
function lookAt(page: Page, selector: string, at: number) {
  return page
    .locator(selector)
    .first()
    .evaluate((element, at) => {
      const animations = element.getAnimations();
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = at;
      }
      const style = getComputedStyle(element);
      return { animations: animations.length, visibility: style.visibility, transform: style.transform, opacity: style.opacity };
    }, at);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the spinner is not drawn for the first second of a wait, then turns; the notice shows at once', async ({ page }) => {
    await page.goto(routes.categories);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    const spinner = '[data-loading] > span[aria-hidden]';
    for (const at of [0, 500, 999]) {
      const look = await lookAt(page, spinner, at);
      expect(look.animations, `animations at ${at} ms`).toBeGreaterThan(0);
      expect(look.visibility, `at ${at} ms`).toBe('hidden');
    }
    const turned = [];
    for (const at of [1_001, 1_250, 1_500]) {
      const look = await lookAt(page, spinner, at);
      expect(look.visibility, `at ${at} ms`).toBe('visible');
      turned.push(look.transform);
    }
    // A quarter turn apart: three different angles.
    expect(new Set(turned).size).toBe(3);
  });
});

test('the skeleton rows stay still for the first second of a wait, then pulse', async ({ page }) => {
  await page.goto(routes.search);
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  // Every answer ten seconds late: the results stay loading while they are read.
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 10_000, failRate: 0 })).status).toBe(200);
  await page.getByRole('searchbox', { name: 'Name or member number' }).fill('Otieno');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading results' })).toBeVisible();
  const bar = '[data-skeleton] span';
  for (const at of [0, 500, 999]) {
    const look = await lookAt(page, bar, at);
    expect(look.animations, `animations at ${at} ms`).toBeGreaterThan(0);
    expect(look.opacity, `at ${at} ms`).toBe('1');
  }
  // The pulse is two seconds long, at its faintest half way: a second into it.
  expect(Number((await lookAt(page, bar, 1_500)).opacity)).toBeLessThan(1);
  expect((await lookAt(page, bar, 2_000)).opacity).toBe('0.5');
});
