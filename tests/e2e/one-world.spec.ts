// One world per browser (docs/decisions/016): every tab of a browser reads and writes the same fake backend, each
// change is stored before it is answered, and a page load right after a change (a reload, a typed address) finds it.
import { expect, test, type Page } from '@playwright/test';
import { hrefTo } from '#contract/routes.ts';
import { callJson, logout, PASSWORD, signIn, startFresh } from './support';

const MEMBER = 'member@demo.test';

async function tokenOf(page: Page, email: string): Promise<string> {
  const answer = await callJson<{ data: { token: string } }>(page, 'POST', '/api/auth/login', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.json.data.token;
}

const entry = (n: number) => ({ PlaceOfWork: `Employer ${n}`, Designation: 'Engineer', StartDate: '2020-01-01', Current: true });

async function workEntries(page: Page, token: string) {
  const list = await callJson<{ data: Array<{ EntryNo: number; PlaceOfWork: string }> }>(
    page,
    'GET',
    '/api/profile/work-experience',
    undefined,
    token,
  );
  expect(list.status).toBe(200);
  return list.json.data.filter((e) => e.PlaceOfWork.startsWith('Employer '));
}

test('two tabs add records in turn (20 writes): after both reload every record is there, with unique numbers', async ({
  page,
  context,
}) => {
  await startFresh(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('mock-badge')).toBeVisible();
  const tabs = [
    { page, token: await tokenOf(page, MEMBER) },
    { page: other, token: await tokenOf(other, MEMBER) },
  ];
  for (let n = 1; n <= 20; n++) {
    const tab = tabs[n % 2]!;
    const added = await callJson(tab.page, 'POST', '/api/profile/work-experience', entry(n), tab.token);
    expect(added.status).toBe(200);
  }
  await Promise.all([page.reload(), other.reload()]);
  for (const tab of tabs) {
    await expect(tab.page.getByTestId('mock-badge')).toBeVisible();
    const entries = await workEntries(tab.page, tab.token);
    expect(entries.map((e) => e.PlaceOfWork).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Employer ${i + 1}`).sort());
    expect(new Set(entries.map((e) => e.EntryNo)).size).toBe(20);
  }
  // What a member sees: the profile's list in the first tab holds both tabs' entries.
  await signIn(page, MEMBER, hrefTo('profile'));
  await page.getByRole('tab', { name: 'Work experience' }).click();
  const list = page.getByRole('region', { name: 'Work experience' });
  await expect(list.getByRole('cell', { name: 'Employer 1', exact: true })).toBeVisible();
  await expect(list.getByRole('cell', { name: 'Employer 20', exact: true })).toBeVisible();
});

test('a tab in the payment gateway and a tab on the dashboard write in turn: after both reload nothing is lost', async ({
  page,
  context,
}) => {
  await startFresh(page);
  await signIn(page, 'arrears@demo.test');
  await page.waitForURL('**/dashboard');
  const token = await tokenOf(page, 'arrears@demo.test');
  // Clear Pending Invoices hands off to the gateway page in this tab.
  await page.getByRole('button', { name: 'Clear Pending Invoices' }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByTestId('gateway-total')).toBeVisible();

  const dashboard = await context.newPage();
  await dashboard.goto(hrefTo('dashboard'));
  await expect(dashboard.getByRole('heading', { level: 1 })).toBeVisible();
  for (let n = 1; n <= 10; n++) {
    const tab = n % 2 ? page : dashboard;
    expect((await callJson(tab, 'POST', '/api/profile/work-experience', entry(n), token)).status).toBe(200);
  }
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  await Promise.all([page.reload(), dashboard.reload()]);
  for (const tab of [page, dashboard]) {
    await expect(tab.getByTestId('mock-badge')).toBeVisible();
    const entries = await workEntries(tab, token);
    expect(entries).toHaveLength(10);
    expect(new Set(entries.map((e) => e.EntryNo)).size).toBe(10);
  }
  // The payment made in the first tab shows on the second's dashboard.
  await expect(dashboard.getByTestId('tile-balance')).toContainText('KES 0.00');
});

test('signing in and typing an address at once keeps the session, 50 times out of 50', async ({ page }) => {
  test.setTimeout(600_000);
  await startFresh(page);
  let lost = 0;
  for (let i = 0; i < 50; i++) {
    // Each round signs in through the form and types the address at once: that load is the round's subject. The
    // round before is ended by Logout (no page load, no reseed: the world's only change is one more session).
    if (i > 0) await logout(page);
    await page.getByLabel('E-mail').fill(MEMBER);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Signed in (the portal has moved on to the dashboard): the address is typed at once.
    await page.waitForURL('**/dashboard');
    await page.goto(hrefTo('profile'));
    const landed = await Promise.race([
      page
        .getByRole('heading', { name: 'Profile', level: 1 })
        .waitFor()
        .then(() => 'profile'),
      page
        .getByRole('button', { name: 'Login' })
        .waitFor()
        .then(() => 'login'),
    ]);
    if (landed !== 'profile') lost++;
  }
  expect(lost).toBe(0);
});

test('a browser without SharedWorker still runs mock mode, with a world of the tab’s own that survives a reload', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
  await startFresh(page);
  const token = await tokenOf(page, MEMBER);
  expect((await callJson(page, 'POST', '/api/profile/work-experience', entry(1), token)).status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('mock-badge')).toBeVisible();
  expect(await workEntries(page, token)).toHaveLength(1);
});
