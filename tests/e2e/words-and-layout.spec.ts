// Issue 34 item 7, the layout: from 1024 px up a table stays a table (cards only below), and on a phone (390 px)
// the header and member bar leave the page's content within ~200 px of the top, the menu button is 44 × 44 px,
// and nothing scrolls sideways. Figures are printed (table heights, the phone header's height).
import { expect, test, type Page } from '@playwright/test';
import { PHONE, settle } from './audit';
import { signIn, startFresh, visit } from './support';

/** The list screens of member@ that hold tables with rows. */
const LISTS = ['/cpd', '/application', '/subscription', '/payment-history', '/billing', '/upgrade', '/license'];

async function tablesOn(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].map((t) => ({
      name: t.querySelector('caption')?.textContent?.trim() ?? '(table)',
      layout: t.getAttribute('data-layout'),
      rows: t.querySelectorAll('tbody tr').length,
      height: Math.round(t.getBoundingClientRect().height),
    })),
  );
}

test('tables stay tables at 1024 and 1280 px (issue 34); below 1024 px they may become cards', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startFresh(page);
  await signIn(page, 'member@demo.test');
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of LISTS) {
      await visit(page, path);
      await settle(page);
      const tables = await tablesOn(page);
      console.log(`${width} px ${path}: ${tables.map((t) => `${t.name} ${t.layout} ${t.rows} rows ${t.height} px`).join('; ')}`);
      expect(tables.length, `${path} has a table`).toBeGreaterThan(0);
      for (const t of tables) expect.soft(t.layout, `${width} px ${path} › ${t.name}`).toBe('table');
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px ${path}: no sideways scroll`)
        .toBeLessThanOrEqual(width);
    }
  }
  // My CPD (7 awards for member@) as a table is a table's height, not a stack of cards (2,673 px before).
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/cpd');
  await settle(page);
  const [cpd] = await tablesOn(page);
  expect(cpd!.height).toBeLessThan(1_300);
  // On a phone the same table is cards, and the member's own number is not repeated on every card.
  await page.setViewportSize(PHONE);
  await expect(page.locator('main table').first()).toHaveAttribute('data-layout', 'cards');
  const memberNo = (await page.getByTestId('registration-no').textContent())!.trim();
  await expect(page.locator('main table tbody').getByText(memberNo, { exact: true })).toHaveCount(0);
});

test('on a phone the header is compact: content within 200 px of the top, a 44 × 44 px menu button, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await startFresh(page);
  // arrears@ has Clear Pending Invoices in the bar: one more line (a 40 px button) is allowed for it.
  for (const [email, limit] of [
    ['member@demo.test', 200],
    ['arrears@demo.test', 250],
  ] as const) {
    await signIn(page, email);
    for (const path of ['/dashboard', '/cpd', '/profile']) {
      await visit(page, path);
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator('main h1').first()).toBeVisible();
      // Before content: the site header, the member bar (and, at 768 px up, the breadcrumb) and the gap under them.
      const bar = (await page.getByTestId('member-top-bar').boundingBox())!;
      const contentTop = Math.round(bar.y + bar.height + 8);
      console.log(`${email} ${path}: content starts ${contentTop} px from the top at 390 px (before: ~450)`);
      expect.soft(contentTop, `${email} ${path}: header and member bar height`).toBeLessThanOrEqual(limit);
      const menu = page.getByRole('button', { name: 'Open the menu' });
      const box = (await menu.boundingBox())!;
      expect.soft([Math.round(box.width), Math.round(box.height)], `${email} ${path}: menu button`).toEqual([44, 44]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${email} ${path}: no sideways scroll`).toBeLessThanOrEqual(390);
    }
    // The member's facts are still there to read (their captions for a screen reader), and the menu opens.
    await expect(page.getByTestId('registration-no')).toBeVisible();
    await expect(page.getByTestId('member-category')).toBeVisible();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await startFresh(page);
  }
});
