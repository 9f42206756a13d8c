// The member layout's top bar in Chromium: the alerts bell and the Account list (the browser's own popovers,
// docs/decisions/033-framework-first.md) from the keyboard, and the phone menu, a titled dialog with a Close button.
import { expect, test } from '@playwright/test';
import { callJson, signIn, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('the alerts bell opens its list from the keyboard and Escape closes it', async ({ page }) => {
  await signIn(page, 'arrears@demo.test');
  const bell = page.getByRole('button', { name: /Alerts \([1-9]\d*\)/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Subscription \d{4}.* unpaid/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/Subscription \d{4}.* unpaid/).filter({ visible: true })).toHaveCount(0);
  // The list is closed, and the focus is back on the bell for the next press.
  await expect(bell).toBeFocused();
});

test('Account opens from the keyboard: Tab reaches its links, a link followed closes it, Escape hands the focus back', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  const account = page.getByRole('button', { name: 'Account' });
  const list = page.getByRole('navigation', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await list.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(list).toBeHidden();
});

test('on a phone the menu is a dialog titled Menu, with a Close button, that marks the page you are on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'member@demo.test');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-current="page"]')).toHaveText('Dashboard');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
});

test("a returning member's frame is fetched while the stored session is checked, not after", async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Each API answer takes a second and a half: the check of the stored session (auth/user) among them.
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 1_500, failRate: 0 })).status).toBe(200);
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/member-screens-[\w-]+\.js$/.test(request.url())) seen.push('frame asked');
  });
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/user') seen.push('session checked');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  expect(seen.slice(0, 2)).toEqual(['frame asked', 'session checked']);
  expect((await callJson(page, 'POST', '/__mock/chaos', { latencyMs: 0, failRate: 0 })).status).toBe(200);
});
