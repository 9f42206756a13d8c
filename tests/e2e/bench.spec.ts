// Figures, not assertions on time: how long the first page of a long statement takes to show (member@ in the
// busy scenario has 2,000 ledger rows). Printed, and attached to the report as annotations.
import { expect, test, type Page } from '@playwright/test';
import { login, startFresh } from './support';

/** Opens Statement Report, fills the dates, waits `thinkMs` as a member would, then times View statement. */
async function timeStatement(page: Page, start: string, thinkMs: number): Promise<{ ms: number; pages: number }> {
  const today = new Date().toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Statement Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement Report' });
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('End date').fill(today);
  if (thinkMs) await page.waitForTimeout(thinkMs);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'View statement' }).click();
  const indicator = page.getByTestId('page-indicator');
  await expect(indicator).toHaveText(/Page 1 of \d+/, { timeout: 30_000 });
  await expect(page.getByTestId('pdf-canvas')).not.toHaveAttribute('data-drawing', 'true');
  const ms = Date.now() - started;
  const pages = Number((await indicator.textContent())?.match(/of (\d+)/)?.[1] ?? 0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('tile-balance')).toBeVisible();
  return { ms, pages };
}

test('bench: the first page of a 20+ page statement', async ({ page }) => {
  test.setTimeout(90_000);
  await startFresh(page, 'busy');
  await login(page, 'member@demo.test');
  await expect(page.getByTestId('tile-balance')).toBeVisible({ timeout: 30_000 });
  // The first statement of the session, View statement pressed the instant the dates are in (the worst case),
  // then statements opened as a member would, a second or two after opening the dialog.
  // From 2020-11-01 the statement has about 20 pages; from 2000 all 2,000 rows, about 42.
  const runs = [
    { label: 'first of the session, no pause', start: '2020-11-01', thinkMs: 0 },
    { label: 'after 1.5 s on the dialog', start: '2020-11-01', thinkMs: 1500 },
    { label: 'after 1.5 s on the dialog', start: '2000-01-01', thinkMs: 1500 },
  ];
  for (const run of runs) {
    const { ms, pages } = await timeStatement(page, run.start, run.thinkMs);
    expect(pages).toBeGreaterThanOrEqual(1);
    const figure = `statement of ${pages} pages (${run.label}): page 1 drawn ${ms} ms after View statement, the fake backend building the PDF in this page included`;
    console.log(`[bench] ${figure}`);
    test.info().annotations.push({ type: 'bench', description: figure });
  }
});
