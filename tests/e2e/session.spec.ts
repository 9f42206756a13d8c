// The session in Chromium: inactivity (warning 60 s before the end, Stay signed in, the end at 300,000 ms with the
// spec's message) on Playwright's fake clock, and the first load of the login page without the code it does not use.
import { expect, test } from '@playwright/test';
import { login, startFresh } from './support';

const INACTIVITY_MESSAGE = 'Your session has been terminated for security reasons. Sign in again to proceed.';

test('inactivity warns at 240 s, Stay signed in resets, and 300 s without activity ends the session', async ({ page }) => {
  await page.clock.install();
  await startFresh(page);
  await login(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  // The clock keeps running while the dashboard loads: a mouse move starts the measured five minutes now.
  await page.mouse.move(40, 40);
  await page.mouse.move(60, 60);

  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(239_000);
  await expect(warning).toBeHidden();
  await page.clock.fastForward(2_000);
  // Let time flow again so the dialog's animation frames run.
  await page.clock.resume();
  await expect(warning).toBeVisible();
  // By keyboard: the dialog holds the focus (WCAG 2.2.1 without a pointer).
  await warning.getByRole('button', { name: 'Stay signed in' }).press('Enter');
  await expect(warning).toBeHidden();

  await page.clock.fastForward(241_000);
  await expect(warning).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(INACTIVITY_MESSAGE)).toBeVisible();
});

test("the warning's dialog is fetched on the first activity, not with the dashboard, and still comes when none came", async ({ page }) => {
  await page.clock.install();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const warningFetched = async () => {
    for (const url of scripts) if ((await (await page.request.get(url)).text()).includes('Are you still there?')) return true;
    return false;
  };
  await startFresh(page);
  await login(page, 'member@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  expect(await warningFetched()).toBe(false);

  // No activity since the sign-in: the chunk is fetched when the warning is due.
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });
  await page.clock.fastForward(241_000);
  await page.clock.resume();
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Stay signed in' }).press('Enter');
  await expect(warning).toBeHidden();
  expect(await warningFetched()).toBe(true);
});

test('a member who moves the mouse has the warning fetched ahead', async ({ page }) => {
  const fetched = page.waitForResponse(async (response) => (await response.text()).includes('Are you still there?'));
  await startFresh(page);
  await login(page, 'member@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  await page.mouse.move(40, 40);
  await fetched;
  await expect(page.getByRole('dialog', { name: 'Are you still there?' })).toBeHidden();
});

test("the login page's first load fetches no PDF viewer, CSV, admin or member-area code; the dashboard no PDF viewer", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // By content, not by chunk name (mock mode's fake backend, started after the first paint, brings contract chunks
  // with any name): no pdf.js, Papa Parse, member layout or dashboard code in any script the login page loaded.
  for (const url of scripts) {
    const text = await (await page.request.get(url)).text();
    for (const marker of ['GlobalWorkerOptions', 'BAD_DELIMITERS', 'Loading your membership', 'Pending Payments'])
      expect(text, `${marker} in ${url}`).not.toContain(marker);
  }

  scripts.length = 0;
  await login(page, 'member@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain('GlobalWorkerOptions');
});
