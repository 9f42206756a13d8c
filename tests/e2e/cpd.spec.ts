// My Cpd in Chromium (document 2's CPD list, document 3's /cpd): member@ opens it from the menu, filters by year,
// reads the total of the rows shown, and opens an event on the events site (the mock demo page) in a new tab.
import { expect, test, type Locator } from '@playwright/test';
import { signIn, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

const pointsOf = async (rows: Locator) => {
  // A card (a table wider than its place) shows each value after its column's name: the points end the cell.
  const cells = await rows.locator('td:nth-child(7)').allTextContents();
  return cells.map((text) => Number(/\d+$/.exec(text.trim())?.[0]));
};

test('member@ filters CPD awards by year; the total sums the rows shown; View opens the event in a new tab', async ({ page, context }) => {
  await signIn(page, 'member@demo.test');
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'CPD' }).click();
  await expect(page.getByRole('heading', { name: 'My CPD' })).toBeVisible();
  const table = page.getByRole('table', { name: 'CPD awards' });
  const rows = table.locator('tbody tr:not([data-row-actions])');
  await expect(rows.first()).toBeVisible();
  const all = await pointsOf(rows);
  expect(all.length).toBeGreaterThan(1);
  await expect(page.getByTestId('cpd-total')).toHaveText(`Total CPD Acquired: ${all.reduce((a, b) => a + b, 0)}`);

  // The newest year that has awards: its rows only, and their total.
  const year = (await rows.first().locator('td:nth-child(5)').textContent())!.match(/\d{4}/)![0];
  await page.getByRole('button', { name: /Filter by year/ }).click();
  await page.getByRole('option', { name: year, exact: true }).click();
  const yearTable = page.getByRole('table', { name: `CPD awards of ${year}` });
  await expect(yearTable).toBeVisible();
  const shown = await pointsOf(yearTable.locator('tbody tr:not([data-row-actions])'));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(all.length);
  for (const start of await yearTable.locator('tbody tr:not([data-row-actions]) td:nth-child(5)').allTextContents())
    expect(start).toContain(year);
  await expect(page.getByTestId('cpd-total')).toHaveText(`Total CPD Acquired: ${shown.reduce((a, b) => a + b, 0)}`);

  // The first row's View (in a narrow table it stands in the row under the row's data).
  const view = yearTable.getByRole('link', { name: /^View/ }).first();
  await expect(view).toHaveAttribute('target', '_blank');
  const code = (await yearTable.locator('tbody tr:not([data-row-actions])').first().locator('td:nth-child(8)').textContent())!.replace(
    /^Event Code/,
    '',
  );
  const [event] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(event.getByRole('heading', { name: `Event ${code}` })).toBeVisible();
  await expect(event.getByText('Demo page (mock mode)')).toBeVisible();
});
