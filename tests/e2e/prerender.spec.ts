// Issue 38 item 3: the public pages carry their first screen in their HTML (scripts/prerender.ts), so it shows with no
// script at all, and the page takes that HTML over (hydrates) without React finding a difference: a mismatch is
// reported as an error and the nodes are replaced, so each test checks both the console and that the heading the
// HTML painted is the very node the working page has. Decision 056.
import { expect, test, type Page } from '@playwright/test';
import { routes } from '#contract/routes.ts';
import { SESSION_STORE_KEYS } from '#machines/session/session-store.ts';
import { startFresh } from './support';

const BOARD = 'Engineers Board of Kenya (demo)';
/** Why a last session ended, as the login page shows it. */
const NOTICE = 'You were signed out after a period of inactivity.';

/** Each public page: its address, its heading, and the labelled fields its first screen has. */
const PUBLIC_PAGES = [
  { path: routes.login, heading: 'Member portal sign-in', fields: ['E-mail', 'Password'] },
  { path: routes.categories, heading: 'Choose your membership category', fields: [] },
  { path: routes.search, heading: 'Member Checker', fields: ['Name or member number', 'Gender', 'Category'] },
  { path: routes.forgotPassword, heading: 'Forgot password', fields: ['E-mail'] },
] as const;

/** Errors the page reports (React's hydration mismatch is one, in a production build too: #418, #423, #425). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the page's entry until `release`: what shows meanwhile is the HTML alone. */
async function holdTheEntry(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, fields } of PUBLIC_PAGES) {
    test(`${path} shows its first screen: the heading, its labelled fields, the board's name`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('company-name')).toHaveText(BOARD);
      for (const label of fields) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    });
  }

  test("the HTML's submit buttons are disabled: the browser cannot send a form (a password in the address) by itself", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await page.getByLabel('Password').fill('Passw0rd!');
    await page.getByLabel('Password').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).not.toContain('Passw0rd');
    await page.goto(routes.forgotPassword);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('/categories draws its list as loading (only the backend knows the categories)', async ({ page }) => {
    await page.goto(routes.categories);
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await expect(page.getByTestId('category-card')).toHaveCount(0);
  });

  test('an address with no page of its own gets the frame alone, not the login form', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('company-name')).toHaveText(BOARD);
    await expect(page.getByRole('heading')).toHaveCount(0);
  });
});

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} hydrates the HTML's screen: the same nodes, no error`, async ({ page }) => {
    await startFresh(page);
    const errors = errorsOf(page);
    const release = await holdTheEntry(page);
    // Not waiting for the load event: it waits for the entry, held.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Kept on the page's own window: a property, not an attribute (an attribute would itself differ from the HTML).
    await page.evaluate(() => Object.assign(window, { painted: document.querySelector('h1') }));
    release();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:screenShown').length)).toBe(1);
    await expect(page.getByTestId('mock-badge')).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { painted: Element }).painted)).toBe(true);
  });
}

test('what a visitor typed before the page hydrated is what the form sends', async ({ page }) => {
  await startFresh(page);
  const errors = errorsOf(page);
  const release = await holdTheEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  release();
  // Enabled once the page has taken the HTML over.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a hydrated / signs in', async ({ page }) => {
  await startFresh(page);
  const errors = errorsOf(page);
  await page.goto('/');
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('registration-no')).toHaveText('M1001');
  expect(errors).toEqual([]);
});

test('a hydrated /search searches', async ({ page }) => {
  await startFresh(page);
  const errors = errorsOf(page);
  await page.goto(routes.search);
  await page.getByLabel('Name or member number').fill('M1001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/term=M1001/);
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toContainText('M1001', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a visitor with a notice to read gets / rendered afresh, the notice shown, without an error', async ({ page }) => {
  await startFresh(page);
  const errors = errorsOf(page);
  await page.evaluate(([key, notice]) => localStorage.setItem(key, notice), [SESSION_STORE_KEYS.notice, NOTICE] as const);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a search in the address gets /search rendered afresh, the search run, without an error', async ({ page }) => {
  await startFresh(page);
  const errors = errorsOf(page);
  await page.goto(`${routes.search}?term=M1001`);
  await expect(page.getByLabel('Name or member number')).toHaveValue('M1001');
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toContainText('M1001', { timeout: 30_000 });
  expect(errors).toEqual([]);
});
