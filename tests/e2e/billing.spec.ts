// Issue 15 item 5 (Billing) in Chromium: arrears@ reads My Transactions (My Statement's columns), opens an invoice
// from it, pays it from /billing/invoice/:code in the simulated gateway and comes back to the dashboard; the same
// batch paid again (the gateway page opened a second time) charges nothing and shows the receipt; a stale invoice
// page whose batch the gateway already paid shows the receipt on Pay Now instead of a second charge. member@'s
// paid application invoice has Receipt, no Pay Now. Every route: axe, and 390 px without sideways scrolling.
import { expect, test, type Page } from '@playwright/test';
import { auditAtBothWidths, auditScreen, settle } from './audit';
import { callJson, signIn, startFresh, visit } from './support';

const STATEMENT_COLUMNS = ['Document No', 'Document Type', 'Description', 'Amount (KES)', 'Due Date', 'Posting Date'];

const statement = (page: Page) => page.getByRole('table', { name: 'My Statement' });
/** The statement rows of one document type (the 2nd column). */
const rowsOfType = (page: Page, type: string) =>
  statement(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: type, exact: true }) });

async function openBilling(page: Page) {
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'My Transactions', level: 1 })).toBeVisible();
  await expect(statement(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('arrears@ reads My Statement, pays an invoice from /billing/invoice, returns to the dashboard; the same batch again charges nothing; issue 23 item 3: the gateway revisited or reloaded and the return page reloaded say it is paid', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'arrears@demo.test');
  await openBilling(page);
  await expect(statement(page).getByRole('columnheader')).toHaveText(STATEMENT_COLUMNS);
  const payments = await rowsOfType(page, 'Payment').count();

  // The statement's invoice number opens the document.
  await statement(page).getByRole('link', { name: 'INV000016' }).click();
  await expect(page).toHaveURL(/\/billing\/document\/invoice\/INV000016$/);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await settle(page);
  await auditScreen(page, '/billing/document/invoice/INV000016');

  await page.goto('/billing/invoice/INV000016');
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await settle(page);
  await auditScreen(page, '/billing/invoice/INV000016 (Pay Now)');
  await payNow.click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByText('Subscription Payment')).toBeVisible();
  const gateway = page.url();
  await page.getByRole('button', { name: /^Pay / }).click();
  // Started from billing: success comes back to the dashboard, confirmed with the backend.
  await expect(page).toHaveURL(/\/dashboard\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  // Issue 23 item 3: the return page reloaded says the payment is confirmed, not that none is waiting.
  await page.reload();
  await expect(page.getByTestId('payment-return')).toContainText('This payment is confirmed.');
  await expect(page.getByTestId('payment-return')).not.toContainText('no payment waiting');
  await openBilling(page);
  await expect(rowsOfType(page, 'Payment')).toHaveCount(payments + 1);

  // The invoice now shows its receipt instead of Pay Now.
  await page.goto('/billing/invoice/INV000016');
  await expect(page.getByRole('link', { name: /^Receipt RCT/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  // Issue 23 item 3: the gateway page of the same batch, opened again (and reloaded): it says it is paid and shows
  // the receipt; no "Pay KES 0.00", no Cancel that says nothing was charged.
  await page.goto(gateway);
  for (const round of ['revisited', 'reloaded']) {
    await expect(page.getByText('This has already been paid.'), round).toBeVisible();
    await expect(page.getByTestId('gateway-receipts'), round).toHaveText(/^View receipt RCT\d+$/);
    await expect(page.getByRole('button', { name: /^Pay / }), round).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' }), round).toHaveCount(0);
    await expect(page.getByText('Nothing was charged'), round).toHaveCount(0);
    if (round === 'revisited') await page.reload();
  }
  await page.getByRole('button', { name: 'Return to the portal' }).click();
  // The portal confirmed that payment already: it claims no new one, and says it is confirmed.
  await expect(page).toHaveURL(/\/dashboard\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('This payment is confirmed.');
  await expect(page.getByTestId('payment-return')).not.toContainText('Payment received.');
  await openBilling(page);
  await expect(rowsOfType(page, 'Payment')).toHaveCount(payments + 1);
});

test('a stale invoice page: the gateway already paid the batch, so a second Pay Now shows the receipt, not a second charge', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'arrears@demo.test');
  await openBilling(page);
  const payments = await rowsOfType(page, 'Payment').count();
  await page.goto('/billing/invoice/INV000016');
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();

  // Meanwhile the same batch is paid at the gateway (another tab of this browser).
  const batch = Buffer.from(
    JSON.stringify({
      payerID: 'CUST-0002',
      sourceDocumentNo: 'INV000016',
      description: 'Subscription Payment',
      amount: 11600,
      accountNo: 'M1002',
      success_url: `${baseURL}/dashboard`,
      fail_url: `${baseURL}/billing`,
    }),
  ).toString('base64');
  const paid = await callJson<{ data: { status: string; receiptNos: string[] } }>(page, 'POST', '/__mock/gateway/pay', {
    batch,
    outcome: 'paid',
  });
  expect(paid.status).toBe(200);
  const receiptNo = paid.json.data.receiptNos[0] ?? '';
  expect(receiptNo).toMatch(/^RCT/);

  await payNow.click();
  await expect(page.getByText('This has already been paid: nothing was charged again. Here is the receipt.')).toBeVisible();
  await expect(page).toHaveURL(/\/billing\/invoice\/INV000016$/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await settle(page);
  await auditScreen(page, '/billing/invoice/INV000016 (already paid)');
  await page.getByRole('link', { name: `Receipt ${receiptNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/billing/receipt/${receiptNo}$`));
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await openBilling(page);
  await expect(rowsOfType(page, 'Payment')).toHaveCount(payments + 1);
});

test('member@: a paid application invoice has Receipt and no Pay Now; receipts and documents open; an unknown document type says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'member@demo.test');
  await openBilling(page);
  await settle(page);
  await auditScreen(page, '/billing');

  await page.goto('/billing/invoice/APP000001');
  await expect(page.getByRole('link', { name: 'Receipt RCT000001' })).toBeVisible();
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await settle(page);
  await auditScreen(page, '/billing/invoice/APP000001 (paid)');

  await page.getByRole('link', { name: 'Receipt RCT000001' }).click();
  await expect(page).toHaveURL(/\/billing\/receipt\/RCT000001$/);
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');
  await settle(page);
  await auditScreen(page, '/billing/receipt/RCT000001');

  await page.goto('/billing/document/receipt/RCT000001');
  await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1');

  await page.goto('/billing/document/statement/X1');
  await expect(page.getByText('This kind of document cannot be shown here: only invoices and receipts can.')).toBeVisible();
  await settle(page);
  await auditScreen(page, '/billing/document/statement/X1');
});

test('every billing route fits the window at 1280 and 390 px with zero axe violations', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'arrears@demo.test');
  await expect(page.getByTestId('member-top-bar')).toBeVisible();
  for (const [path, ready] of [
    ['/billing', () => expect(statement(page)).toBeVisible()],
    ['/billing/invoice/INV000016', () => expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible()],
    ['/billing/receipt/RCT000012', () => expect(page.getByTestId('page-indicator')).toBeVisible()],
    ['/billing/document/invoice/INV000016', () => expect(page.getByTestId('page-indicator')).toBeVisible()],
  ] as const) {
    // Reached as a link reaches it: the subject is the screen, not the app's boot.
    await visit(page, path);
    await ready();
    await auditAtBothWidths(page, path);
  }
});
