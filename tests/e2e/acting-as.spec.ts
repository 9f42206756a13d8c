// Issue 35 item 3 in Chromium: "Log in as" leaves no administrator token in any web storage, the stored session
// holds nothing that names the member (ID number, phone, e-mail, name), Return to admin works after a reload, and
// a Logout while acting leaves both tokens refused by the server.
import { expect, test, type Page } from '@playwright/test';
import type { Session, User } from '#contract';
import { callJson, signIn, startFresh } from './support';

/** Every key and value of local and session storage, as the page sees them. */
const allStorage = (page: Page) =>
  page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
const storedToken = async (page: Page) =>
  (JSON.parse((await page.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as Partial<Session>).token ?? '';
const userStatus = async (page: Page, token: string) => (await callJson(page, 'GET', '/api/auth/user', undefined, token)).status;

/** Signs the administrator in, opens User Settings and logs in as member@: answers both tokens. */
async function logInAsMember(page: Page) {
  await signIn(page, 'admin@demo.test', '/admin/user-settings');
  await expect(page.getByTestId('users-total')).toContainText(/of \d+ users/);
  const adminToken = await storedToken(page);
  expect(adminToken).not.toBe('');
  await page.getByLabel('Search users by name or e-mail').fill('member@demo.test');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Log in as member@demo.test' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('acting-as-banner')).toContainText('member@demo.test');
  const actingToken = await storedToken(page);
  expect(actingToken).not.toBe(adminToken);
  return { adminToken, actingToken };
}

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('Log in as keeps no administrator token in web storage, nothing naming the member, and Return works after a reload', async ({
  page,
}) => {
  const { adminToken, actingToken } = await logInAsMember(page);
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  const member = (await callJson<{ data: User }>(page, 'GET', '/api/auth/user', undefined, actingToken)).json.data;
  const check = async (when: string) => {
    const entries = await allStorage(page);
    expect(
      entries.filter((entry) => entry.includes(adminToken)),
      `${when}: the administrator's token`,
    ).toEqual([]);
    // Mock mode's flow log (the dev panel's replay files, sessionStorage) records the users row Log in as was
    // sent with; a real-backend build has no flow log (src/app/boot.tsx). Everything else holds neither.
    const portal = entries.filter((entry) => !entry.startsWith('portal.devPanel.flows='));
    for (const value of [member.id_number!, member.phone_no!]) {
      expect(
        portal.filter((entry) => entry.includes(value)),
        `${when}: ${value}`,
      ).toEqual([]);
    }
    const stored = (await page.evaluate(() => localStorage.getItem('portal.session'))) ?? '';
    for (const value of [member.email, member.name]) expect(stored, `${when}: ${value}`).not.toContain(value);
  };
  await check('acting');
  // The administrator's own token ended on the server when they logged in as the user.
  expect(await userStatus(page, adminToken)).toBe(401);

  await page.reload();
  const banner = page.getByTestId('acting-as-banner');
  await expect(banner).toContainText('on behalf of an administrator');
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  await check('after a reload');
  await banner.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/admin\/user-settings$/);
  await expect(page.getByTestId('users-total')).toContainText(/of \d+ users/);
  await expect(banner).toHaveCount(0);
  const back = await storedToken(page);
  expect([adminToken, actingToken]).not.toContain(back);
  expect(await userStatus(page, back)).toBe(200);
  expect(await userStatus(page, actingToken)).toBe(401);
});

test('Logout while acting: both the administrator token and the acting one are refused by the server', async ({ page }) => {
  const { adminToken, actingToken } = await logInAsMember(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await userStatus(page, actingToken)).toBe(401);
  expect(await userStatus(page, adminToken)).toBe(401);
  // And no way back with the acting token.
  expect((await callJson(page, 'POST', '/api/auth/return', undefined, actingToken)).status).toBe(401);
});

test("a member's own pages never fetch the banner of an administrator acting as them", async ({ page }) => {
  const banners: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/acting-as-banner-[\w-]+\.js$/.test(request.url())) banners.push(request.url());
  });
  await signIn(page, 'member@demo.test');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.reload();
  // The dashboard's own data has come: the frame and what it fetches with it are on the page.
  await expect(page.getByText('Arrears balance')).toBeVisible();
  await expect(page.getByText('In Good Standing')).toBeVisible();
  expect(banners).toEqual([]);
});
