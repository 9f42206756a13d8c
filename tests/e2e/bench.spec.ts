// Figures, not assertions on time: how long the first page of a long statement takes to show (member@ in the
// busy scenario has 2,000 ledger rows). Printed, and attached to the report as an annotation.
import { expect, test } from '@playwright/test';
import { login, startFresh } from './support';

test('bench: the first page of a 20+ page statement', async ({ page }) => {
  test.setTimeout(90_000);
  await startFresh(page, 'busy');
  await login(page, 'member@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible({ timeout: 30_000 });
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Statement Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement Report' });
  await dialog.getByLabel('Start date').fill('2000-01-01');
  await dialog.getByLabel('End date').fill(today);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'View statement' }).click();
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/Page 1 of \d+/, { timeout: 30_000 });
  await expect(page.getByTestId('pdf-canvas')).not.toHaveAttribute('data-drawing', 'true');
  const ms = Date.now() - started;
  const pages = Number((await indicator.textContent())?.match(/of (\d+)/)?.[1] ?? 0);
  expect(pages).toBeGreaterThanOrEqual(20);
  const figure = `statement of ${pages} pages: page 1 drawn ${ms} ms after View statement (includes the fake backend building the PDF in this page)`;
  console.log(`[bench] ${figure}`);
  test.info().annotations.push({ type: 'bench', description: figure });
});
