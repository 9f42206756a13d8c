// My Cpd in Chromium (document 2's CPD list, document 3's /cpd): member@ opens it from the menu, filters by year,
// reads the total of the rows shown, and opens an event on the events site (the mock demo page) in a new tab.
import { expect, test, type Locator } from '@playwright/test';
import { login, startFresh } from './support';

test.beforeEach(async ({ page }) => {
  await startFresh(page);
});

const pointsOf = async (rows: Locator) => {
  const cells = await rows.locator('td:nth-child(7)').allTextContents();
  return cells.map(Number);
};

test('member@ filters CPD awards by year; the total sums the rows shown; View opens the event in a new tab', async ({ page, context }) => {
  await login(page, 'member@demo.test');
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('link', { name: 'CPD' }).click();
  await expect(page.getByRole('heading', { name: 'My Cpd' })).toBeVisible();
  const table = page.getByRole('table', { name: 'CPD awards' });
  const rows = table.locator('tbody tr');
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
  const shown = await pointsOf(yearTable.locator('tbody tr'));
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThan(all.length);
  for (const start of await yearTable.locator('tbody tr td:nth-child(5)').allTextContents()) expect(start).toContain(year);
  await expect(page.getByTestId('cpd-total')).toHaveText(`Total CPD Acquired: ${shown.reduce((a, b) => a + b, 0)}`);

  const view = yearTable.locator('tbody tr').first().getByRole('link', { name: /^View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  const code = (await yearTable.locator('tbody tr').first().locator('td:nth-child(8)').textContent())!;
  const [event] = await Promise.all([context.waitForEvent('page'), view.click()]);
  await expect(event.getByRole('heading', { name: `Event ${code}` })).toBeVisible();
  await expect(event.getByText('Demo page (mock mode)')).toBeVisible();
});
