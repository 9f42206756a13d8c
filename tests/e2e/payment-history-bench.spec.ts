// Issue 15 item 3, a figure with a limit: exporting 10,000 payments (member@ in the busy scenario) takes under
// 300 ms in the browser: building the CSV and handing the file over, timed by the page (User Timing
// 'payment-history-export'); the time from the click (with the lazy CSV chunk's first fetch) is printed beside it.
// Both are printed and attached to the report as annotations.
// The spec runs in the timed project (playwright.config.ts): alone, after the rest of the suite. It waits for an idle
// page thread before each export, so it times the export and not the page's own housekeeping after a load. Then it
// exports once cold (the CSV chunk fetched) and three times warm.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { login, startFresh } from './support';

const LIMIT_MS = 300;

/** Waits until the page's thread has had nothing to do for a moment (two idle callbacks in a row). */
async function idle(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5_000 }), { timeout: 5_000 }),
      ),
  );
}

async function timedExport(page: Page): Promise<{ ms: number; fromClick: number; lines: number }> {
  await page.evaluate(() => performance.clearMeasures());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  const [ms, fromClick] = await page.evaluate(() =>
    ['payment-history-export', 'payment-history-export-from-click'].map(
      (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? Number.NaN,
    ),
  );
  const text = await readFile(await file.path(), 'utf8');
  return { ms: ms!, fromClick: fromClick!, lines: text.trimEnd().split('\r\n').length };
}

test('bench: exporting 10,000 payments takes under 300 ms', async ({ page }) => {
  test.setTimeout(120_000);
  await startFresh(page, 'busy');
  await login(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 30_000 });
  // A new page load: the busy world (with this sign-in) must be stored first, or the page boots without it.
  await page.goto('/payment-history');
  const total = page.getByTestId('payment-history-total');
  await expect(total).toHaveText(/^Showing 1–10 of [\d,]+ payments$/, { timeout: 30_000 });
  const count = Number((await total.textContent())?.match(/of (\d+) payments/)?.[1]);
  expect(count).toBeGreaterThanOrEqual(10_000);

  await idle(page);
  const first = await timedExport(page);
  expect(first.lines).toBe(count + 1);
  const warm: Array<{ ms: number; fromClick: number }> = [];
  for (let i = 0; i < 3; i++) {
    await idle(page);
    warm.push(await timedExport(page));
  }
  const median = [...warm.map((w) => w.ms)].sort((a, b) => a - b)[1]!;
  const lines = [
    `payment history export of ${count} rows, first: ${first.ms.toFixed(1)} ms to build and hand over, ${first.fromClick.toFixed(1)} ms from the click (CSV chunk fetched)`,
    `payment history export of ${count} rows, warm: ${warm.map((w) => w.ms.toFixed(1)).join(', ')} ms (median ${median.toFixed(1)}); from the click ${warm.map((w) => w.fromClick.toFixed(1)).join(', ')} ms`,
  ];
  for (const line of lines) {
    console.log(line);
    test.info().annotations.push({ type: 'bench', description: line });
  }
  expect(first.ms).toBeLessThan(LIMIT_MS);
  expect(median).toBeLessThan(LIMIT_MS);
});
