// Issue 15 items 1, 2 and 4 through the UI: member@ exports the payment history (the CSV's code and papaparse load
// only on Export) and the file parses with readable headings (issue 34 item 3) and every payment; arrears@ pays an unpaid
// subscription in the simulated gateway, comes back to My Subscriptions and sees Receipt instead of Pay Now; the
// card, the subscription document and the certificate ({code}.pdf) work; every route passes axe and fits 390 px.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Locator } from '@playwright/test';
import { auditAtBothWidths } from './audit';
import { openMenuLink, signIn, startFresh, visit } from './support';
import { PAYMENT_HISTORY_CSV_HEADER } from '../support/payment-history-columns';

const CSV_COLUMNS = PAYMENT_HISTORY_CSV_HEADER;

/** What cells show, without the column's name a card draws beside each value (src/ui/data-table.tsx). */
const cellTexts = (cells: Locator) =>
  cells.evaluateAll((tds) =>
    tds.map((td) => {
      const label = td.querySelector(':scope > [aria-hidden]');
      return (td.textContent ?? '').slice(label?.textContent?.length ?? 0).trim();
    }),
  );

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

test('member@ reaches the payment history by the menu and exports it as CSV: readable headings, what each paid for, local dates', async ({
  page,
}) => {
  const csvChunks: string[] = [];
  page.on('request', (r) => {
    if (/payment-history-csv|papaparse/.test(r.url())) csvChunks.push(r.url());
  });
  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  // Issue 34 item 3: by the menu, as a member finds it.
  await openMenuLink(page, 'Payment History');
  await expect(page).toHaveURL(/\/payment-history$/);
  await expect(page.getByRole('heading', { name: 'My Payment History', level: 1 })).toBeVisible();
  const total = page.getByTestId('payment-history-total');
  await expect(total).toHaveText(/^Showing 1–\d+ of \d+ payments$/);
  const count = Number((await total.textContent())?.match(/of (\d+) payments/)?.[1]);
  expect(count).toBeGreaterThan(5);

  const table = page.getByRole('table', { name: 'Payment history' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'No.',
    'Date Of Payment',
    'Paid for',
    'From',
    'To',
    'amount',
    'Payment ID',
    'Payment Type',
    'Year Of Subscription',
  ]);
  // Only a subscription has a year of subscription; an event or a licence says what it was instead.
  const paidFor = await cellTexts(table.locator('tbody tr td:nth-child(3)'));
  const years = await cellTexts(table.locator('tbody tr td:nth-child(9)'));
  expect(paidFor.length).toBeGreaterThan(0);
  for (const [i, what] of paidFor.entries()) expect(years[i] === '—', `${what}: ${years[i]}`).toBe(!what.startsWith('Subscription '));

  // Search and page size.
  await page.getByLabel('Rows per page').selectOption('20');
  await expect(total).toHaveText(`Showing 1–${Math.min(20, count)} of ${count} payments`);
  const [firstCode] = await cellTexts(table.locator('tbody tr').first().locator('td').nth(6));
  await page.getByLabel('Search payments').fill(firstCode ?? '');
  await expect(total).toHaveText(/^Showing 1–1 of 1 payments$/);
  await page.getByLabel('Search payments').fill('no such payment');
  await expect(page.getByText('No payment matches this search.')).toBeVisible();
  await page.getByLabel('Search payments').fill('');
  await auditAtBothWidths(page, '/payment-history');

  expect(csvChunks, 'the CSV export loads on Export only').toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('payment-history-M1001.csv');
  expect(csvChunks.length).toBeGreaterThan(0);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...rows] = parsed.data;
  expect(header).toEqual(CSV_COLUMNS);
  expect(rows).toHaveLength(count);
  expect(rows.every((r) => r.length === CSV_COLUMNS.length && r[9] === 'member@demo.test' && r[10] === 'Wanjirũ Kamau')).toBe(true);
  // The portal's date form at the member's time ("20 Jan 2026, 14:00"), never a UTC timestamp.
  expect(rows.every((r) => /^\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{2}:\d{2})?$/.test(r[1] ?? ''))).toBe(true);
  expect(rows.every((r) => (r[8] !== '') === (r[2] ?? '').startsWith('Subscription '))).toBe(true);
  // Event payments say which event, and sit under no year of subscription.
  expect(rows.filter((r) => (r[2] ?? '').startsWith('Event: ')).length).toBeGreaterThan(0);
  expect(rows.filter((r) => r[2] === 'Not shown in your statement')).toEqual([]);
  expect(rows.map((r) => r[6])).toContain(firstCode);
});

test('arrears@ pays an unpaid subscription in the simulated gateway and sees the receipt through document 3 "GET subs/receipt/{code}" (issue 23 item 7)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'arrears@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await visit(page, '/subscription');
  await expect(page.getByRole('heading', { name: 'My Subscriptions', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'My Subscriptions' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Period',
    'Category',
    'Status',
    'Amount',
    'Amount Paid',
    'Date Paid',
    'Actions',
  ]);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  // The default company is ICS: no Certificate, and no Payment History under the list.
  await expect(table.getByRole('link', { name: /^Certificate/ })).toHaveCount(0);
  await expect(page.getByTestId('subscriptions-payment-history')).toHaveCount(0);
  const newest = rows.first();
  await expect(newest).toContainText('Billed');
  await expect(newest.getByRole('link', { name: /^Invoice/ })).toBeVisible();
  await expect(newest.getByRole('link', { name: /^Receipt/ })).toHaveCount(0);
  await expect(rows.nth(2).getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(rows.nth(2).getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  await auditAtBothWidths(page, '/subscription');

  // Oldest first (spec §F): the newest year waits for the unpaid one before it, which is paid here.
  await expect(newest.getByRole('button', { name: /^Pay Now/ })).toBeDisabled();
  const oldestUnpaid = rows.nth(1);
  await oldestUnpaid.getByRole('button', { name: /^Pay Now/ }).click();
  await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
  await expect(page.getByText('Subscription Payment').first()).toBeVisible();
  await expect(page.getByTestId('gateway-total')).toHaveText(/KES\s11,600\.00/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/subscription\?payment=return/);
  await expect(page.getByTestId('payment-return')).toContainText('Payment received.');
  await expect(oldestUnpaid).toContainText('Paid');
  await expect(oldestUnpaid.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  const receipt = oldestUnpaid.getByRole('link', { name: /^Receipt/ });
  await expect(receipt).toBeVisible();
  await expect(newest.getByRole('button', { name: /^Pay Now/ })).toBeEnabled(); // the newer unpaid year may be paid now
  const call = page.waitForRequest(/subs\/receipt\//);
  await receipt.click();
  await expect(page).toHaveURL(/\/subscription\/receipt\//);
  await call;
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await auditAtBothWidths(page, '/subscription/receipt/:code');
});

test('member@: the subscription card, document and certificate', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await visit(page, '/subscription');
  const newest = page.getByRole('table', { name: 'My Subscriptions' }).locator('tbody tr').first();
  const cardLink = newest.getByRole('link').first();
  const href = (await cardLink.getAttribute('href')) ?? '';
  const code = decodeURIComponent(href.split('/').pop() ?? '');
  expect(code).not.toBe('');

  // The card without a code: the newest subscription, with its actions.
  await visit(page, '/subscription/card');
  await expect(page.getByRole('heading', { name: 'Subscription Card', level: 1 })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Receipt/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
  await auditAtBothWidths(page, '/subscription/card');
  await visit(page, '/subscription/card/NO-SUCH');
  await expect(page.getByText('No subscription of yours matches NO-SUCH.')).toBeVisible();

  // The card from the list, then its document: Download downloads.
  await visit(page, '/subscription');
  await cardLink.click();
  await expect(page).toHaveURL(new RegExp(`/subscription/card/${code}$`));
  await page.getByRole('link', { name: `Subscription document ${code}` }).click();
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await auditAtBothWidths(page, '/subscription/document/:code');
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`SUBSCRIPTION-${code}.pdf`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  // The certificate of a paid subscription, downloaded as {code}.pdf.
  await visit(page, `/subscription/certificate/${code}`);
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  await auditAtBothWidths(page, '/subscription/certificate/:code');
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${code}.pdf`);
  expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-');
});
