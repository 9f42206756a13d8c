// Issue 34 item 6, "branded from the first paint": the board's name and logo are in the page before any script runs
// (the build writes the last known settings into it: scripts/site-in-page.ts), so the header never says "Member
// portal" while the fake backend starts, and nothing moves when the live settings arrive; a Login pressed before the
// backend is ready says "Still connecting…" and signs in by itself (a Reset on the forgotten-password page too);
// after Clear Pending Invoices focus is on the announced result, which links every receipt, and the first Tab
// reaches one. The fake backend is held back by
// holding the chunk that links the page's calls to it (mocks/browser.ts, loaded once the screen shows: it registers
// mock mode's service worker and gives it the port to the world host), so nothing of it can answer meanwhile.
import { expect, test, type Page } from '@playwright/test';
import { callJson, PASSWORD, signIn, startFresh } from './support';

const BOARD = 'Engineers Board of Kenya (demo)';
const SEEDED_LOGO = /^data:image\/png;base64,iVBORw0KGgo/;
/** The seeded settings' login caption, which the build writes into `/`, and one an administrator saves later. */
const BUILT_CAPTION = 'Member portal sign-in';
const LIVE_CAPTION = 'Sign in to the register';

/** Holds the chunk that links the page to the fake backend until `release` is called: no API call is answered before. */
async function holdTheBackend(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const answeredApiCalls = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/')).length);

const box = async (page: Page, testId: string) => {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} has no box`);
  return b;
};

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the page already shows the board's name and logo in the header, and the title", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('company-name')).toHaveText(BOARD);
    await expect(page).toHaveTitle(BOARD);
    const logo = page.locator('header img');
    await expect(logo).toHaveAttribute('src', SEEDED_LOGO);
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Member Checker' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('first-paint.png') });
  });
});

test('with the fake backend held back, the first frame is branded and stays put when the settings answer', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdTheBackend(page);
    // A first visit: nothing remembered in this browser.
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const name = page.getByTestId('company-name');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(name).toHaveText(BOARD);
    await expect(page.locator('header img')).toHaveAttribute('src', SEEDED_LOGO);
    // The login caption of the seeded settings, not the default 'Sign in'.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member portal sign-in');
    expect(await answeredApiCalls(page), 'no API call answered yet').toBe(0);
    const before = { name: await box(page, 'company-name'), heading: (await page.getByRole('heading', { level: 1 }).boundingBox())! };

    release();
    await expect(page.getByTestId('mock-badge')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => answeredApiCalls(page)).toBeGreaterThan(0);
    await expect(name).toHaveText(BOARD);
    expect(await box(page, 'company-name'), `at ${width} px the name does not move`).toEqual(before.name);
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y, `at ${width} px the form does not move`).toBe(
      before.heading.y,
    );
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

/** The world the host stored in this browser's IndexedDB (mocks/world-host/record-store.ts), or null. */
const storedWorld = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ scenario: string } | null>((resolve) => {
        const request = indexedDB.open('portal-mock-world', 1);
        // Not there yet: opening must not create it (an empty database of version 1 would be the host's).
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () => resolve(null);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('meta')) return resolve((db.close(), null));
          const read = db.transaction('meta').objectStore('meta').get('world');
          read.onsuccess = () => resolve((db.close(), (read.result as { scenario: string } | undefined) ?? null));
          read.onerror = () => resolve((db.close(), null));
        };
      }),
  );

// Decision 054: the world host starts when the app's code runs, not after the page's link to it; only the answers wait.
test("with the page's link to the fake backend held back, the world host builds and stores the world all the same", async ({ page }) => {
  const release = await holdTheBackend(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => storedWorld(page), { timeout: 30_000 }).toMatchObject({ scenario: 'default' });
  expect(await answeredApiCalls(page), 'no API call answered yet').toBe(0);
  release();
  await expect.poll(() => answeredApiCalls(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('settings changed since the page was built replace the written ones when they answer, without a jump', async ({ page }) => {
  await startFresh(page);
  // An administrator changed the login caption since the build wrote the page (and prerendered `/` with it).
  const admin = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', {
    email: 'superadmin@demo.test',
    password: PASSWORD,
  });
  const saved = await callJson(
    page,
    'POST',
    '/api/admin/updateSettings',
    { minor_settings: { login_caption: LIVE_CAPTION } },
    admin.json.data.token,
  );
  expect(saved.status).toBe(200);
  const release = await holdTheBackend(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(BUILT_CAPTION);
  const before = (await heading.boundingBox())!;
  release();
  await expect(heading).toHaveText(LIVE_CAPTION, { timeout: 30_000 });
  expect((await heading.boundingBox())!.y).toBe(before.y);
});

test('a Login pressed before the backend is ready says "Still connecting…" and signs in by itself, once', async ({ page }) => {
  await startFresh(page);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login') logins.push(r.url());
  });
  const release = await holdTheBackend(page);
  await page.reload();
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByLabel('Password').fill('Passw0rd!');
  await page.getByRole('button', { name: 'Login' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Still connecting…' });
  await expect(status).toBeVisible();
  // Pressed again (Enter in the field): nothing more is sent.
  await page.getByLabel('Password').press('Enter');
  await page.waitForTimeout(300);
  expect(logins).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect(page.getByTestId('registration-no')).toHaveText('M1001');
  expect(logins).toHaveLength(1);
});

// Decision 051: every form is given the backend's readiness, so a page that can be a visit's first page (here the
// reset request, opened straight from a bookmark) waits the same way; before, its call waited unannounced inside
// the API client, its 30 s timeout running while nothing had been sent.
test('a Reset pressed before the backend is ready says "Still connecting…" and is sent by itself, once', async ({ page }) => {
  await startFresh(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/password-reset') requests.push(r.url());
  });
  const release = await holdTheBackend(page);
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still connecting…' })).toBeVisible();
  await page.getByLabel('E-mail').press('Enter');
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  release();
  await expect(page.getByRole('status').filter({ hasText: 'a password reset link has been sent' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Still connecting…')).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test('after Clear Pending Invoices focus is on the result, which links every receipt; the first Tab reaches one', async ({ page }) => {
  await startFresh(page);
  await signIn(page, 'arrears@demo.test');
  await page.getByRole('button', { name: 'Clear Pending Invoices' }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByTestId('gateway-total')).toBeVisible();
  const invoices = await page.getByTestId('gateway-documents').getByRole('listitem').count();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/dashboard\?payment=return/);
  const result = page.getByTestId('payment-return');
  await expect(result).toContainText('Payment received.');
  await expect(result).toBeFocused();
  const receipts = result.getByRole('link', { name: /^View receipt RCT\d+$/ });
  // One receipt per invoice paid.
  expect(invoices).toBeGreaterThan(1);
  await expect(receipts).toHaveCount(invoices);
  await page.keyboard.press('Tab');
  await expect(receipts.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
});
