// The mock-mode control never hides the page: at a phone's 390 × 844 and at 1280 × 800, on the login page,
// /categories and member@'s dashboard, at the top and at the bottom of the page, no visible text's box meets the
// control's box. Its panel opens on demand with the scenario, the outbox and the reset.
import { expect, test, type Page } from '@playwright/test';
import { addStyle, HIDE_MOCK_BADGE, signIn, startFresh, textUnderMockBadge } from './support';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectNothingUnderBadge(page: Page) {
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  expect(await textUnderMockBadge(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await textUnderMockBadge(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} the mock badge covers no text of the login page, /categories or the dashboard`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startFresh(page);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNothingUnderBadge(page);

    await page.getByRole('link', { name: 'Register As Member' }).click();
    await expect(page.getByTestId('category-card').first()).toBeVisible();
    await expectNothingUnderBadge(page);

    await signIn(page, 'member@demo.test');
    await expect(page.getByTestId('registration-no')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectNothingUnderBadge(page);
  });
}

test('the check sees text under the badge when something is there', async ({ page }) => {
  await startFresh(page);
  // A fixed badge over the page, as the old one was: the check must notice it.
  await addStyle(page, '[data-testid="mock-badge"] { position: fixed !important; top: 0; left: 0; width: 100vw; height: 100vh; }');
  expect(await textUnderMockBadge(page)).not.toEqual([]);
});

test('text over the badge (a dialog above the header) is not under it; the same text below the badge is', async ({ page }) => {
  await startFresh(page);
  await page.evaluate(() => {
    const box = document.querySelector('[data-testid="mock-badge"]')!.getBoundingClientRect();
    const note = document.createElement('p');
    note.id = 'over-badge';
    note.textContent = 'A note where the badge is';
    Object.assign(note.style, { position: 'fixed', left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, margin: '0' });
    document.body.append(note);
  });
  const note = page.locator('#over-badge');
  await note.evaluate((el) => (el.style.zIndex = '1000'));
  expect(await textUnderMockBadge(page)).toEqual([]);
  await note.evaluate((el) => (el.style.zIndex = '-1'));
  expect(await textUnderMockBadge(page)).toEqual(['A note where the badge is']);
});

test('text scrolled out of a scrolling box where the badge is is not under it', async ({ page }) => {
  await startFresh(page);
  await page.evaluate(() => {
    const badge = document.querySelector('[data-testid="mock-badge"]')!.getBoundingClientRect();
    // A scrolling box just below the badge, its first line scrolled up out of it, to where the badge is.
    const box = document.createElement('div');
    box.id = 'scroll-box';
    Object.assign(box.style, { position: 'fixed', left: `${badge.left}px`, top: `${badge.bottom}px`, width: `${badge.width}px` });
    Object.assign(box.style, { height: '40px', overflowY: 'auto', margin: '0' });
    const note = document.createElement('p');
    note.textContent = 'A line scrolled away';
    Object.assign(note.style, { margin: '0', height: `${badge.height}px` });
    const rest = document.createElement('div');
    rest.style.height = '400px';
    box.append(note, rest);
    document.body.append(box);
    box.scrollTop = badge.height;
  });
  expect(await textUnderMockBadge(page)).toEqual([]);
  // Scrolled back, the line is in its box, below the badge: still nothing under it.
  await page.locator('#scroll-box').evaluate((el) => (el.scrollTop = 0));
  expect(await textUnderMockBadge(page)).toEqual([]);
});

test('the mock badge opens a panel with the scenario, the outbox and the reset, and closes with Escape', async ({ page }) => {
  await startFresh(page);
  const badge = page.getByTestId('mock-badge');
  await expect(badge.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
  await badge.getByRole('button', { name: /^Mock mode\W+scenario default, seed 1$/ }).click();
  await expect(badge).toContainText('scenario default, seed 1');
  await expect(badge.getByRole('button', { name: 'Reset data' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(badge.getByRole('button', { name: 'Reset data' })).toHaveCount(0);
  // On a phone the header's row wraps: the panel still opens inside the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await badge.getByRole('button', { name: /Mock mode/ }).click();
  const panel = (await badge.getByRole('button', { name: 'Reset data' }).locator('..').boundingBox())!;
  expect(panel.x).toBeGreaterThanOrEqual(0);
  expect(panel.x + panel.width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(badge.getByRole('button', { name: 'Reset data' })).toHaveCount(0);
  await badge.getByRole('button', { name: /Mock mode/ }).click();
  await badge.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox (mock mode)' })).toBeVisible();
  // The panel closes as the outbox opens.
  await expect(badge.getByRole('link', { name: 'Outbox' })).toHaveCount(0);
});

test("a README screenshot's style hides the badge without moving the page", async ({ page }) => {
  await startFresh(page);
  // The badge sits in the header: neither the header nor what follows it may move.
  const boxes = () => Promise.all(['header', 'main', 'footer'].map((tag) => page.locator(tag).first().boundingBox()));
  const before = await boxes();
  await addStyle(page, HIDE_MOCK_BADGE);
  await expect(page.getByTestId('mock-badge')).toBeHidden();
  expect(await boxes()).toEqual(before);
});
