// The member dashboard in Chromium (spec 1 §2.3, §2.4): what member@ and arrears@ see, the menu, the alerts
// bell, the invoice preview in the PDF viewer with a real PDF download, and the layout on a phone.
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signIn, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('member@ sees In Good Standing, CPD points and no arrears', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tile-good-standing')).toContainText('In Good Standing');
  await expect(page.getByTestId('tile-cpd')).toContainText('CPD points (2024-2026)');
  await expect(page.getByTestId('cpd-points')).toHaveText('42');
  await expect(page.getByTestId('tile-balance')).toContainText('KES 0.00');
  await expect(page.getByText('Nothing to pay.')).toBeVisible();
  await expect(page.getByTestId('registration-no')).toHaveText('M1001');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  for (const item of ['Dashboard', 'Profile', 'CPD', 'Subscription', 'Certificate', 'My Projects'])
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
});

test('arrears@ sees the balance, the reasons and the pending invoices, and previews one as a real PDF', async ({ page }) => {
  await signIn(page, 'arrears@demo.test');
  await expect(page.getByTestId('tile-good-standing')).toContainText('In arrears');
  await expect(page.getByTestId('good-standing-reasons').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('tile-balance')).toContainText(/KES\s[1-9][\d,]*\.\d{2}/);
  const rows = page.getByTestId('pending-payments').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /Alerts \([1-9]/ })).toBeVisible();

  await rows.nth(1).getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INVOICE-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('pending@ (no member number) does not see CPD, Subscription, Upgrade or Certificate, and is told the profile is incomplete', async ({
  page,
}) => {
  await signIn(page, 'pending@demo.test');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const item of ['CPD', 'Subscription', 'Upgrade', 'Certificate', 'My Projects'])
    await expect(menu.getByRole('link', { name: item })).toHaveCount(0);
  await expect(page.getByText(/Incomplete profile/)).toBeVisible();
});

/** The submission flow's chunk (src/features/applications/submit-application.tsx) each time the page asks for it. */
function submissionFlowFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/submit-application-[\w-]+\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

test("member@'s applications card says there is no application to submit, without fetching the submission flow", async ({ page }) => {
  const fetched = submissionFlowFetches(page);
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('submit-offer')).toHaveText('You are a member (No. M1001): there is no membership application to submit.');
  expect(fetched).toEqual([]);
});

test("pending@'s applications card offers Submit, the submission flow fetched for it", async ({ page }) => {
  const fetched = submissionFlowFetches(page);
  await signIn(page, 'pending@demo.test');
  await expect(page.getByTestId('submit-offer').getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('on a phone the menu collapses behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'member@demo.test');
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('arrears@ clears pending invoices in the simulated gateway and comes back to a zero balance and a receipt', async ({ page }) => {
  await signIn(page, 'arrears@demo.test');
  const balance = page.getByTestId('tile-balance');
  await expect(balance).toContainText(/KES\s[1-9]/);
  const due = (await balance.textContent())?.match(/KES\s[\d,.]+/)?.[0] ?? '';
  await page.getByRole('button', { name: 'Clear Pending Invoices' }).click();

  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByTestId('gateway-total')).toHaveText(due);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/dashboard\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  await expect(balance).toContainText('KES 0.00');
  await expect(page.getByText('Nothing to pay.')).toBeVisible();

  // One receipt per invoice paid: the result links each (first-paint.spec.ts counts them).
  await page
    .getByRole('link', { name: /View receipt/ })
    .first()
    .click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^RECEIPT-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a failed payment comes back with an error, and a tampered return address is never followed', async ({ page, baseURL }) => {
  await signIn(page, 'arrears@demo.test');
  await page.getByRole('button', { name: 'Clear Pending Invoices' }).click();
  await page.getByRole('button', { name: 'Simulate a failure' }).click();
  await expect(page.getByTestId('payment-return')).toContainText('The payment was not completed. Nothing was charged.');
  await expect(page.getByTestId('tile-balance')).toContainText(/KES\s[1-9]/);

  for (const evil of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
    const batch = await page.evaluate(
      (url) => btoa(JSON.stringify({ customerNo: 'CUST-0002', accountNo: 'M1002', success_url: url, fail_url: url })),
      evil,
    );
    await page.goto(`/__mock/gateway?batch=${encodeURIComponent(batch)}`);
    // The fake gateway may refuse the batch outright; if it takes it (to pay, or as paid before: nothing of this
    // customer is left unpaid, so it offers the way back), the page refuses to follow the address.
    const leave = page.getByRole('button', { name: /^(Pay |Return to the portal$)/ });
    await expect(leave.or(page.getByRole('alert')).first()).toBeVisible();
    if (await leave.isVisible()) await leave.click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  }
});

test('Statement Report checks the dates, then shows the statement PDF; the account menu opens good standing and Settings', async ({
  page,
}) => {
  await signIn(page, 'member@demo.test');
  await page.getByRole('button', { name: 'Statement Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement Report' });
  await dialog.getByRole('button', { name: 'View statement' }).click();
  await expect(dialog.getByText('Start date is required')).toBeVisible();
  await dialog.getByLabel('Start date').fill('2026-10-01');
  await dialog.getByLabel('End date').fill('2026-01-01');
  await dialog.getByRole('button', { name: 'View statement' }).click();
  await expect(dialog.getByText('The start date must be on or before the end date')).toBeVisible();
  await dialog.getByLabel('Start date').fill('2025-01-01');
  await dialog.getByRole('button', { name: 'View statement' }).click();
  await expect(page).toHaveURL(/\/customer\/statement\?start=2025-01-01&end=2026-01-01/);
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Certificate of Good Standing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/goodStanding\//);
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  const sms = page.getByRole('switch', { name: 'SMS updates' });
  const before = await sms.getAttribute('aria-checked');
  await sms.click();
  await expect(sms).not.toHaveAttribute('aria-checked', before ?? '');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS updates' })).not.toHaveAttribute('aria-checked', before ?? '');
});

test('moving between member pages keeps the member layout: member data loads once, the breadcrumb follows the route', async ({ page }) => {
  // The balance is read by member data alone (GET profile is not: the Bio tab reads it too, when it shows).
  const shellLoads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/billing/balance' && r.method() === 'GET') shellLoads.push(r.url());
  });
  await signIn(page, 'member@demo.test');
  await expect(page.getByTestId('tile-good-standing')).toContainText('In Good Standing');
  const menu = page.getByRole('navigation', { name: 'Member menu' });
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Profile');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('tile-good-standing')).toContainText('In Good Standing');
  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Settings');
  expect(shellLoads).toHaveLength(1);
});

test('document 1 §2.4 "four tiles (arrears balance, …)": the arrears amount stays on one line inside its tile at 1280 and 390 px (issue 23 item 7)', async ({
  page,
}) => {
  await signIn(page, 'arrears@demo.test');
  const amount = page.getByTestId('tile-balance').locator('p');
  await expect(amount).toContainText(/KES\s[1-9]/);
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const { lines, right, tileRight } = await amount.evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      // One box per line the text is laid out on.
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return {
        lines: tops.size,
        right: range.getBoundingClientRect().right,
        tileRight: p.closest('section')!.getBoundingClientRect().right,
      };
    });
    expect(lines, `lines at ${viewport.width} px`).toBe(1);
    expect(right, `the amount's right edge at ${viewport.width} px`).toBeLessThanOrEqual(tileRight);
  }
});
