// A first-load screen's chunks are asked for all at once, though the entry carries no preload list for them
// (decision 053): the intent listener announces them, on a link's intent and on a move no link started. A chunk
// asked for only once its importer had arrived (the browser found the import) is a round trip more on a slow line:
// each of the screen's files must be asked for before the screen's own chunk has arrived.
//
// The test holds the screen's own chunk back, so nothing can be found in its imports meanwhile: every file the page
// announced must be asked for while it is held, and none after it is let go. (Reading when each file's request
// started did not say "asked": the browser starts six requests at a time to one HTTP/1.1 server, so the last of
// sixteen announced together could start after the small screen chunk had arrived.)
import { expect, test, type Page } from '@playwright/test';
import { startFresh, visit } from './support';

const jsPath = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? pathname : null;
};

/** The files the page has announced so far (`<link rel="modulepreload">`). */
const announcedFiles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
  );

/**
 * Waits for the intent listener (its chunk is fetched after the largest paint). The chunk's arrival is not enough:
 * a move between its arrival and the listener's start loads as any move does.
 */
async function readyForIntent(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('portal:listeningForIntent').length > 0), { timeout: 30_000 })
    .toBe(true);
}

/**
 * Starts afresh and, once the page listens for intent, does `intent` with the screen's own chunk (`screenChunk`)
 * held back: every file the intent announced that this page had not asked for yet must be asked for meanwhile.
 * Then lets the chunk go, `shows` the screen, and expects no further script to have been asked for.
 */
async function expectAskedAtOnce(page: Page, screenChunk: RegExp, intent: () => Promise<void>, shows: () => Promise<void>) {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = jsPath(request.url());
    if (path) asked.push(path);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held: (path: string) => void = () => {};
  const screenAsked = new Promise<string>((resolve) => (held = resolve));
  await page.route(screenChunk, async (route) => {
    held(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await startFresh(page);
  await readyForIntent(page);
  const askedBefore = new Set(asked);
  const announcedBefore = new Set(await announcedFiles(page));
  await intent();
  const screen = await screenAsked;
  const ofTheScreen = (await announcedFiles(page)).filter((f) => f !== screen && !announcedBefore.has(f) && !askedBefore.has(f));
  expect(ofTheScreen.length, 'the screen has chunks of its own beside the one named after it').toBeGreaterThan(0);
  await expect.poll(() => ofTheScreen.filter((f) => !asked.includes(f)), { timeout: 15_000 }).toEqual([]);
  const askedWhileHeld = asked.length;
  release();
  await shows();
  expect(asked.slice(askedWhileHeld), 'scripts asked for once the screen chunk had arrived').toEqual([]);
}

test("a link's intent asks for all its screen's chunks at once", async ({ page }) => {
  const link = page.getByRole('link', { name: 'Forgot password?' });
  await expectAskedAtOnce(
    page,
    /\/forgot-password-page-[\w-]+\.js$/,
    () => link.hover(),
    async () => {
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/password/i);
    },
  );
});

test('a move no link started asks for all its screen’s chunks at once', async ({ page }) => {
  await expectAskedAtOnce(
    page,
    /\/categories-page-[\w-]+\.js$/,
    () => visit(page, '/categories'),
    () => expect(page.getByRole('heading', { level: 1 })).toHaveText(/categor/i),
  );
});
