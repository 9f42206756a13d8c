// Issue 34's journey, "a member's truth", at 1280 and 390 px, by links as a member goes: what the portal says on
// screen and on paper is read back and held against the records it came from. graduate@ upgrades to Professional
// Engineer and downloads a certificate that says so, dated the day the Board released the upgrade; arrears@'s
// statement totals equal the ledger's payments; pending@ declares a conviction and the checklist row changes;
// member@ reaches Payment History by links and exports a CSV with readable headers. The suite's screenshots of
// the certificate are taken here (docs/screenshots; the dashboard's by readme-screenshots.spec.ts, the application
// timeline's by applicant-way.spec.ts).
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test, type Download, type Page } from '@playwright/test';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import type { ClockAdvanced } from '#contract/mock-controls.ts';
import { pagesText } from '../mocks/pdf/pdf-text';
import { DESKTOP, PHONE, expectFitsWidth, settle } from './audit';
import { choiceBox } from './files';
import { addConviction } from './declaring';
import { apiAs } from './referee';
import { HIDE_MOCK_BADGE, callJson, login, openMenuLink, startFresh } from './support';

const DAY = 86_400_000;
/** The convictions item's row on the checklist, by the name it shows. */
const CONVICTION_ROW = /Conviction/i;

/** The text of a downloaded PDF, every page in one line of words (pdf.js, as the viewer reads it). */
async function pdfText(download: Promise<Download>): Promise<string> {
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await pagesText(new Uint8Array(bytes))).join(' ').replace(/\s+/g, ' ');
}

/** Downloads the document the viewer shows. */
async function downloadShown(page: Page): Promise<string> {
  await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  return pdfText(download);
}

/** The suite's picture of a screen, the mock-mode control hidden, no focus ring or hover left on it. */
async function picture(page: Page, name: string, width: 'desktop' | 'phone') {
  await settle(page);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({
    path: `docs/screenshots/${name}-${width === 'desktop' ? 1280 : 390}.png`,
    fullPage: width === 'phone',
    style: HIDE_MOCK_BADGE,
    animations: 'disabled',
  });
}

/** Money as a document's text reads, for a figure summed here (pdf.js gives plain spaces). */
const money = (amount: number) => formatMoney(amount).replace(/\s/g, ' ');

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`a member's truth at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await startFresh(page);
    });

    test('graduate@ upgrades to Professional Engineer; the certificate says so, dated the day it was released, and the Member Checker confirms its reference', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await login(page, 'graduate@demo.test');
      await expect(page).toHaveURL(/\/dashboard/);

      await openMenuLink(page, 'Upgrade');
      await page.getByRole('link', { name: 'New Upgrade' }).click();
      await page.getByRole('link', { name: 'Select Upgrade to Professional Engineer' }).click();
      await expect(page).toHaveURL(/\/upgrade\/checklist\/PE$/);
      await page.getByRole('link', { name: /^Complete / }).click();
      await page.getByRole('button', { name: 'Add specialization' }).click();
      const dialog = page.getByRole('dialog');
      await choiceBox(dialog, 'Specialization').click();
      await page.getByRole('option').first().click();
      await dialog.getByLabel('Description').fill('Civil Engineering');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('link', { name: 'Back to the upgrade checklist' }).click();
      await page.getByLabel('I Confirm to upgrade').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();

      await expect(page).toHaveURL(/\/upgrade$/);
      const table = page.getByRole('table', { name: 'My Upgrades' });
      await table.getByRole('button', { name: /^Pay Now/ }).click();
      await expect(page).toHaveURL(/\/__mock\/gateway\?batch=/);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page.getByTestId('payment-return')).toContainText('Payment received.');

      // The Board's days go by one at a time, as the member lives them; the day the upgrade is Released is the
      // record's, and the screen follows without a reload.
      let releasedOn = '';
      for (let day = 1; day <= 10 && !releasedOn; day++) {
        const step = await callJson<{ data: ClockAdvanced }>(page, 'POST', '/__mock/clock/advance', { ms: DAY });
        expect(step.status).toBe(200);
        if (step.json.data.moved.some((m) => m.code.startsWith('UPG') && m.to === 'Released')) releasedOn = step.json.data.now.slice(0, 10);
      }
      expect(releasedOn, 'the upgrade was released within ten days').not.toBe('');
      await expect(table.locator('tbody')).toContainText('Released');

      const profile = await (await apiAs(page, 'graduate@demo.test'))<{ data: { MemberNo: string } }>('profile');
      const memberNo = profile.json.data.MemberNo;
      expect(memberNo).not.toBe('');

      await openMenuLink(page, 'Certificate');
      const certificate = await downloadShown(page);
      expect(certificate).toContain('Professional Engineer');
      expect(certificate).not.toContain('Graduate Engineer');
      expect(certificate).toContain(memberNo);
      // Date of issue and conferral: the day the upgrade was released, never the day it is viewed.
      expect(certificate).toContain(formatDate(releasedOn));
      await picture(page, 'certificate', width);
      await expectFitsWidth(page, 'the membership certificate');

      // A third party checks the certificate's reference on the public Member Checker.
      const reference = /Verification reference:? ?([A-Z0-9-]+)/.exec(certificate)?.[1];
      expect(reference, 'the certificate carries a verification reference').toBeTruthy();
      await page.getByRole('link', { name: 'Member Checker' }).click();
      await page.getByRole('searchbox', { name: 'Name or member number' }).fill(reference!);
      await page.keyboard.press('Enter');
      // In the results: the Grade filter's options say 'Professional Engineer' too.
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByText('Professional Engineer').first()).toBeVisible();
      await expect(results.getByText(memberNo).first()).toBeVisible();
    });

    test('arrears@ downloads a statement whose totals are the ledger’s, by entry type', async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, 'arrears@demo.test');
      await expect(page).toHaveURL(/\/dashboard/);
      const ledger = await (
        await apiAs(page, 'arrears@demo.test')
      )<{ data: Array<{ documentType: string; amountLCY: number }> }>('profile/ledger');
      const sum = (type?: string) =>
        ledger.json.data.filter((e) => !type || e.documentType === type).reduce((total, e) => total + e.amountLCY, 0);
      expect(sum('Payment'), 'arrears@ has paid something').toBeLessThan(0);

      await page.getByRole('button', { name: 'Statement Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Statement Report' });
      const state = await callJson<{ data: { now: string } }>(page, 'GET', '/__mock/state');
      await dialog.getByLabel('Start date').fill('2020-01-01');
      const today = state.json.data.now.slice(0, 10);
      await dialog.getByLabel('End date').fill(today);
      await dialog.getByRole('button', { name: 'View statement' }).click();
      const statement = await downloadShown(page);
      // Each total is its own entry type's sum (a credit memo is no payment), in the ledger's signs.
      expect(statement).toContain(`Invoices ${money(sum('Invoice'))}`);
      expect(statement).toContain(`Payments ${money(sum('Payment'))}`);
      expect(statement).toContain(`Credit memos ${money(sum('Credit Memo'))}`);
      expect(statement).toContain(`Closing balance ${money(sum())}`);
      expect(statement).toContain(`Period: 1 Jan 2020 to ${formatDate(today)}`);
    });

    test('pending@ declares a conviction and the checklist row changes', async ({ page }) => {
      test.setTimeout(120_000);
      await login(page, 'pending@demo.test');
      await expect(page).toHaveURL(/\/dashboard/);
      // Nobody has asked about convictions yet: the row is still to do, and the member declares one.
      await page.getByRole('link', { name: 'Open the checklist', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: CONVICTION_ROW });
      await expect(row).toContainText('To do');
      await row.getByRole('link', { name: /Complete/ }).click();
      await page
        .getByRole('group', { name: 'Have you ever been convicted of a criminal offence?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await page.getByRole('button', { name: 'Save declaration' }).click();
      await addConviction(page);
      await expect(page.getByTestId('declaration-standing')).toHaveText(/one conviction recorded/);
      await page.getByRole('link', { name: 'Back to checklist' }).click();
      await expect(row).toContainText('Passed');
      await expectFitsWidth(page, 'the checklist after the declaration');
    });

    test('member@ reaches Payment History by links and exports a CSV with readable headers and local dates', async ({ page }) => {
      await login(page, 'member@demo.test');
      await expect(page).toHaveURL(/\/dashboard/);
      await openMenuLink(page, 'Payment History');
      await expect(page.getByRole('heading', { name: /Payment History/ })).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export to Excel' }).click();
      const csv = await readFile(await (await download).path(), 'utf8');
      const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      const [headers, ...rows] = parsed.data;
      expect(rows.length).toBeGreaterThan(0);
      // Words a member reads, not the wire's field names (PaymentRecepient, paymentID).
      for (const h of headers!) {
        expect(h, 'a header a member reads').toMatch(/^[A-Z][\w ().-]*$/);
        expect(h, 'a header a member reads').not.toMatch(/[a-z][A-Z]|Recepient/);
      }
      expect(csv).not.toMatch(/T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    });
  });
}
