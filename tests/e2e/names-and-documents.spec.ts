// Issue 23 items 5 and 6 in the browser: the screens show names, not the codes rows keep, and one date form
// (DECISIONS.md §B: the en-KE medium date, "25 Nov 2026"); a document opens on a phone fitted to its width with
// its toolbar on one line.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { encodeBase64 } from '#contract/base64.ts';
import { formatDate } from '#contract/medium-date.ts';
import { formatMoney } from '#contract/money.ts';
import { pagesText } from '../mocks/pdf/pdf-text';
import { DESKTOP, PHONE, expectNoAxeViolations, settle } from './audit';
import { apiAs } from './referee';
import { signIn, startFresh } from './support';

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';

/** What a member reads on the page (the mock control's own panel aside). */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const badge = document.querySelector<HTMLElement>('[data-testid="mock-badge"]');
    const text = document.body.innerText;
    return badge ? text.replace(badge.innerText, '') : text;
  });
}

/** Dates on the screen in any form other than the medium date: ISO, numeric, "Sept", a long month name. */
export function foreignDates(text: string): string[] {
  return [
    ...(text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? []),
    ...(text.match(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g) ?? []),
    ...(text.match(/\b\d{1,2} Sept \d{4}\b/g) ?? []),
    ...(text.match(/\b\d{1,2} (January|February|March|April|June|July|August|September|October|November|December) \d{4}\b/g) ?? []),
    ...(text.match(new RegExp(`\\b${MONTH} \\d{1,2},? \\d{4}\\b`, 'g')) ?? []),
  ];
}

/** Table cells that show a code of a lookup instead of its name. */
async function codeCells(page: Page, codes: ReadonlySet<string>): Promise<string[]> {
  const cells = await page.locator('td').allInnerTexts();
  return cells.map((c) => c.trim()).filter((c) => codes.has(c));
}

async function lookupCodes(page: Page, email: string): Promise<Set<string>> {
  const get = await apiAs(page, email);
  const codes = new Set<string>();
  for (const path of ['setup/specialization-types', 'setup/referee-types', 'setup/attachmentTypes']) {
    const rows = (await get<{ data: Array<{ Code: string; Description: string }> }>(path)).json.data;
    for (const r of rows) if (r.Code !== r.Description) codes.add(r.Code);
  }
  const countries = (await get<{ data: Array<{ code: string; displayName: string }> }>('setup/countries')).json.data;
  for (const c of countries) codes.add(c.code);
  return codes;
}

/** settle, after a page load that may take longer than its 10 s: mock mode waits for the world host first. */
async function arrive(page: Page): Promise<void> {
  await expect(page.getByTestId('mock-badge')).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

async function expectNamesAndMediumDates(page: Page, where: string, codes: ReadonlySet<string>) {
  await arrive(page);
  const text = await screenText(page);
  expect.soft(foreignDates(text), `dates other than "25 Nov 2026" on ${where}`).toEqual([]);
  expect.soft(await codeCells(page, codes), `lookup codes shown as such on ${where}`).toEqual([]);
}

test.describe('issue 23 item 5: names, not codes; one date format (DECISIONS.md §B)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the check itself: ISO, numeric, "Sept" and long forms are found; the medium date is not', () => {
    expect(foreignDates('Paid 2026-11-25, due 25/11/2026, on 3 Sept 2026, 3 September 2026, Nov 25, 2026')).toHaveLength(5);
    expect(foreignDates('Paid 25 Nov 2026 and 3 Sep 2026; INVOICE-2026-11-25.pdf')).toEqual(['2026-11-25']);
  });

  test('member@ and pending@: every list, the profile tabs and the attachments show names and medium dates', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await startFresh(page);
    const codes = await lookupCodes(page, 'member@demo.test');
    expect(codes.has('PROPOSER')).toBe(true);

    await signIn(page, 'member@demo.test');
    await expect(page).toHaveURL(/\/dashboard/);
    for (const path of ['/dashboard', '/application', '/subscription', '/upgrade', '/license', '/billing', '/cpd', '/events']) {
      await page.goto(path);
      await expectNamesAndMediumDates(page, `member@ ${path}`, codes);
    }
    await page.goto('/profile');
    await arrive(page);
    for (const tab of ['Contact', 'Specialization', 'Institutions', 'Work experience']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNamesAndMediumDates(page, `member@ /profile ${tab}`, codes);
    }
    // The specialisation's and the contact's names, where the rows keep SP01 and KE.
    await page.getByRole('tab', { name: 'Specialization' }).click();
    await expect(page.getByRole('table', { name: 'Specialization' }).locator('td').first()).not.toHaveText('SP01');
    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('cell', { name: 'Kenya', exact: true }).first()).toBeVisible();
    await page.goto('/checklist/component/ATTACHMENTS');
    await expectNamesAndMediumDates(page, 'member@ attachments', codes);
    await page.evaluate(() => localStorage.clear());

    await signIn(page, 'pending@demo.test');
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto('/profile');
    await arrive(page);
    await page.getByRole('tab', { name: 'Referees' }).click();
    const referees = page.getByRole('table', { name: 'Referees' });
    await expect(referees).toBeVisible();
    await expect(referees.getByRole('cell', { name: 'PROPOSER', exact: true })).toHaveCount(0);
    await expectNamesAndMediumDates(page, 'pending@ /profile Referees', codes);
  });
});

test.describe('issue 23 item 6: the PDF viewer on a phone', () => {
  test('at 390 px the page is fitted to the width (nothing cut off) and the toolbar is one line', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await startFresh(page);
    await signIn(page, 'member@demo.test');
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto(`/dashboard/goodStanding/${encodeBase64('M1001')}`);
    const canvas = page.getByTestId('pdf-canvas');
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1', { timeout: 30_000 });
    // Drawn fitted: the scale the page was drawn at, not the 100 % it opens with. Until the viewer has measured its
    // width nothing is drawing yet, and a blank canvas is 300 px wide: 'not drawing' alone was read too early once.
    await expect(page.getByTestId('zoom-level')).not.toHaveText('100%');
    await expect(canvas).not.toHaveAttribute('data-drawing', /.*/);
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Fitted, not shrunk to a stamp: the page takes most of the phone's width.
    expect(box.width).toBeGreaterThan(PHONE.width * 0.75);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const toolbar = page.getByTestId('pdf-toolbar');
    const controls = toolbar.locator(':scope > *');
    const tops = new Set<number>();
    for (const control of await controls.all()) {
      const b = (await control.boundingBox())!;
      tops.add(Math.round(b.y + b.height / 2));
      expect(b.x + b.width, 'a toolbar control past the right edge').toBeLessThanOrEqual(PHONE.width);
    }
    expect(
      [...tops].every((t) => Math.abs(t - [...tops][0]!) <= 2),
      `toolbar rows at ${[...tops].join(', ')}`,
    ).toBe(true);
    await expect(toolbar.getByRole('button', { name: 'Download' })).toBeVisible();
    await expectNoAxeViolations(page, 'good-standing certificate at 390 px');

    // Zooming in past the width scrolls the page inside its box, never the screen.
    await toolbar.getByRole('button', { name: 'Zoom in' }).click();
    await expect(canvas).not.toHaveAttribute('data-drawing', /.*/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('at 1280 px the page opens at its real size, 100 %', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await startFresh(page);
    await signIn(page, 'member@demo.test');
    await expect(page).not.toHaveURL(/\/$/);
    await page.goto(`/dashboard/goodStanding/${encodeBase64('M1001')}`);
    await expect(page.getByTestId('page-indicator')).toHaveText('Page 1 of 1', { timeout: 30_000 });
    await expect(page.getByTestId('pdf-canvas')).not.toHaveAttribute('data-drawing', /.*/);
    await expect(page.getByTestId('zoom-level')).toHaveText('100%');
  });
});

test.describe('issue 34 item 1: the documents in the viewer state the facts the portal shows', () => {
  /** The PDF the viewer shows, as its Download button hands it over, read back with pdf.js. */
  async function viewerText(page: Page): Promise<string> {
    await expect(page.getByTestId('page-indicator')).toHaveText(/Page 1 of \d+/, { timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByTestId('pdf-toolbar').getByRole('button', { name: 'Download' }).click();
    const pages = await pagesText(new Uint8Array(await readFile(await (await download).path())));
    return pages.join(' ').replace(/\s+/g, ' ');
  }

  test("member@'s certificate states the grade and member number the header shows, and its reference opens the member on the Member Checker", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await startFresh(page);
    await signIn(page, 'member@demo.test');
    const memberNo = (await page.getByTestId('registration-no').innerText()).trim();
    const grade = (await page.getByTestId('member-category').innerText()).trim();
    expect(grade).toBe('Professional Engineer');
    await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'Certificate' }).click();
    const text = await viewerText(page);
    expect(text).toContain(`Membership number: ${memberNo}`);
    expect(text).toContain(`Category: ${grade}`);
    expect(text).not.toContain('Graduate Engineer');
    const conferred = new RegExp(`Conferred on: (\\d{1,2} ${MONTH} \\d{4})`).exec(text)?.[1] ?? '';
    expect(conferred).toMatch(/ 2023$/);
    expect(text).toContain(`${conferred} Date of issue`);
    const reference = /Verification reference: (\S+)/.exec(text)?.[1] ?? '';
    expect(reference).toMatch(new RegExp(`^${memberNo}-PE-\\d{8}$`));
    const address = /or open (\S+)/.exec(text)?.[1] ?? '';
    expect(new URL(address).origin).toBe(new URL(page.url()).origin);

    // A third party follows the certificate's address: the register confirms it and lists the member.
    await page.goto(address);
    await expect(page.getByTestId('certificate-check')).toContainText(
      `The register confirms certificate ${reference}: member ${memberNo} was conferred the category ${grade} on ${conferred}.`,
    );
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('link', { name: 'Wanjirũ Kamau' })).toBeVisible();
    await expect(results.getByRole('row')).toHaveCount(2);
    await settle(page);
    await expectNoAxeViolations(page, 'Member Checker confirming a certificate reference');
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('certificate-check')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("arrears@'s statement: the heading in the medium date, and totals by entry type that equal the ledger the portal reads", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await startFresh(page);
    await signIn(page, 'arrears@demo.test');
    const ledger = (
      await (
        await apiAs(page, 'arrears@demo.test')
      )<{ data: Array<{ documentType: string; amountLCY: number; postingDate: string }> }>('profile/ledger')
    ).json.data;
    const start = ledger.map((l) => l.postingDate).sort()[0]!;
    const end = new Date().toISOString().slice(0, 10);
    const sum = (type: string) => ledger.filter((l) => l.documentType === type).reduce((total, l) => total + l.amountLCY, 0);

    await page.getByRole('button', { name: 'Statement Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Statement Report' });
    await dialog.getByLabel('Start date').fill(start);
    await dialog.getByLabel('End date').fill(end);
    await dialog.getByRole('button', { name: 'View statement' }).click();
    await expect(page.getByRole('heading', { name: `Statement ${formatDate(start)} to ${formatDate(end)}` })).toBeVisible();
    const text = await viewerText(page);
    const money = (n: number) => formatMoney(n).replace('\u00a0', ' ');
    expect(text).toContain(`Period: ${formatDate(start)} to ${formatDate(end)}`);
    expect(text).toContain(`Invoices ${money(sum('Invoice'))}`);
    expect(text).toContain(`Payments ${money(sum('Payment'))}`);
    expect(text).toContain(`Credit memos ${money(sum('Credit Memo'))}`);
    expect(text).toContain(`Closing balance ${money(ledger.reduce((total, l) => total + l.amountLCY, 0))}`);
    expect(foreignDates(text)).toEqual([]);
    // The balance the dashboard shows is the statement's closing balance.
    await page.goto('/dashboard');
    await expect(page.getByTestId('tile-balance')).toContainText(money(ledger.reduce((total, l) => total + l.amountLCY, 0)));
  });
});
