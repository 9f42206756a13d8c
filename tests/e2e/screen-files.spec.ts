// A first-load screen's chunks are asked for all at once, though the entry carries no preload list for them
// (decision 053): the intent listener announces them, on a link's intent and on a move no link started. A chunk
// asked for only once its importer had arrived (the browser found the import) is a round trip more on a slow line:
// each of the screen's files must be asked for before the screen's own chunk has arrived.
import { expect, test, type Page } from '@playwright/test';
import { startFresh, visit } from './support';

/** The JavaScript files asked for since `since` (ms on the page's clock): path, start, end. */
const scriptsSince = (page: Page, since: number) =>
  page.evaluate(
    (t0) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= t0 && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
    since,
  );

/**
 * Waits for the intent listener (its chunk is fetched after the largest paint), then gives the page's clock. The
 * chunk's arrival is not enough: a move between its arrival and the listener's start loads as any move does.
 */
async function readyForIntent(page: Page): Promise<number> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('portal:listeningForIntent').length > 0), { timeout: 30_000 })
    .toBe(true);
  return page.evaluate(() => performance.now());
}

/** Every script asked for after `since`, once the screen's chunk is among them: none later than that chunk's arrival. */
async function expectAskedAtOnce(page: Page, since: number, screenChunk: RegExp) {
  await expect.poll(async () => (await scriptsSince(page, since)).some((s) => screenChunk.test(s.path)), { timeout: 15_000 }).toBe(true);
  // The page has asked for what it will ask for once its heading is drawn.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const asked = await scriptsSince(page, since);
  const screen = asked.find((s) => screenChunk.test(s.path))!;
  expect(asked.length, 'the screen has chunks of its own beside the one named after it').toBeGreaterThan(1);
  expect(asked.filter((s) => s.start > screen.end).map((s) => s.path)).toEqual([]);
}

test("a link's intent asks for all its screen's chunks at once", async ({ page }) => {
  await startFresh(page);
  const since = await readyForIntent(page);
  await page.getByRole('link', { name: 'Forgot password?' }).hover();
  await expectAskedAtOnce(page, since, /\/forgot-password-page-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/password/i);
});

test('a move no link started asks for all its screen’s chunks at once', async ({ page }) => {
  await startFresh(page);
  const since = await readyForIntent(page);
  await visit(page, '/categories');
  await expectAskedAtOnce(page, since, /\/categories-page-[\w-]+\.js$/);
});
