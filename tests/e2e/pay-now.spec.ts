// Issue 21 item 1 in Chromium: every Pay Now asks the backend again. A row's batch paid meanwhile (the gateway, in
// another tab) shows its receipt on the click instead of leaving for the payment page: a subscription row of My
// Subscriptions, and Clear Pending Invoices in the member bar.
import { expect, test, type Page } from '@playwright/test';
import { callJson, signIn, startFresh } from './support';

const ALREADY_PAID = 'This has already been paid: nothing was charged again. Here is the receipt.';

test.beforeEach(async ({ page }) => {
  // As with a real backend, nothing announces the payment made elsewhere (in mock mode the world would, and the
  // screen would drop Pay Now before the click): the page still offers what was paid, so the click must ask.
  await page.addInitScript(() => {
    window.BroadcastChannel = class {
      onmessage = null;
      postMessage() {}
      close() {}
      addEventListener() {}
      removeEventListener() {}
    } as unknown as typeof BroadcastChannel;
  });
  await startFresh(page);
});

/** Pays a batch in the fake server, as the gateway would for another tab; returns its newest receipt number. */
async function payMeanwhile(page: Page, fields: Record<string, unknown>, baseURL: string | undefined) {
  const batch = Buffer.from(JSON.stringify({ ...fields, success_url: `${baseURL}/dashboard`, fail_url: `${baseURL}/dashboard` })).toString(
    'base64',
  );
  const paid = await callJson<{ data: { status: string; duplicate: boolean; receiptNos: string[] } }>(page, 'POST', '/__mock/gateway/pay', {
    batch,
    outcome: 'paid',
  });
  expect(paid.status).toBe(200);
  expect(paid.json.data).toMatchObject({ status: 'paid', duplicate: false });
  const receiptNo = paid.json.data.receiptNos.at(-1) ?? '';
  expect(receiptNo).toMatch(/^RCT/);
  return receiptNo;
}

test('a subscription row paid meanwhile: Pay Now shows its receipt, not the payment page', async ({ page, baseURL }) => {
  await signIn(page, 'arrears@demo.test');
  await page.waitForURL('**/dashboard');
  await page.goto('/subscription');
  const rows = page.getByRole('table', { name: 'My Subscriptions' }).locator('tbody tr');
  const row = rows.filter({ hasText: '2025' });
  const payNow = row.getByRole('button', { name: 'Pay Now of 2025' });
  await expect(payNow).toBeVisible();

  const receiptNo = await payMeanwhile(
    page,
    { payerID: 'CUST-0002', sourceDocumentNo: 'INV000016', description: 'Subscription Payment', amount: 11600, accountNo: 'M1002' },
    baseURL,
  );
  await payNow.click();

  await expect(row.getByText(ALREADY_PAID)).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(row.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  // The list hears that a payment settled: the row reads Paid with its receipt, the other unpaid year keeps Pay Now.
  await expect(row).toContainText('Paid');
  await expect(rows.filter({ hasText: '2026' }).getByRole('button', { name: 'Pay Now of 2026' })).toBeVisible();
  await row.getByRole('link', { name: 'Receipt of 2025' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscription/receipt/${receiptNo}$`));
});

test('Clear Pending Invoices paid meanwhile shows the receipt that cleared them, not the payment page', async ({ page, baseURL }) => {
  await signIn(page, 'arrears@demo.test');
  const balance = page.getByTestId('tile-balance');
  await expect(balance).toContainText(/KES\s[1-9]/);
  const clear = page.getByRole('button', { name: 'Clear Pending Invoices' });
  await expect(clear).toBeVisible();

  const receiptNo = await payMeanwhile(page, { customerNo: 'CUST-0002', accountNo: 'M1002' }, baseURL);
  await clear.click();

  await expect(page.getByText(ALREADY_PAID)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(clear).toHaveCount(0);
  await expect(balance).toContainText('KES 0.00');
  await page.getByRole('link', { name: `Receipt ${receiptNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/receipt/${receiptNo}$`));
});
