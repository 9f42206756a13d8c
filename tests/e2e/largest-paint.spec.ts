// Nothing but what an entrance page's HTML announces is fetched before its screen's largest paint: what the app
// fetches after its first screen (mock mode's world host, its seed world and mocks/browser.ts, the intent listener:
// src/app/app.tsx, src/app/boot.tsx, src/ui/after-presented.ts) waits for that paint. A script requested before it is
// one more request and one more compile that Lighthouse's simulated slow line counts in the page's largest
// contentful paint (the intent listener fetched at the commit put ~0.3 s on `/`'s:
// docs/decisions/044-after-the-largest-paint.md). The world host's script is requested by the page's session (it is
// in Lighthouse's records as a page script), though this page's resource timing does not list it: decision 054.
import { expect, test, type Page } from '@playwright/test';
import { routes } from '#contract/routes.ts';
import { PRESENTED_FALLBACK_MS } from '#ui/after-presented.ts';
import { entrancePreloads } from '../../scripts/entrance-preloads';
import { PRERENDERED_ROUTES } from '../../scripts/prerender';
import { announced } from './entrance-html';
import { startFresh } from './support';

/**
 * The JavaScript files requested before the screen's largest paint, as the app's own wait reads it: the first
 * largest-contentful-paint entry at or after the app's `portal:screenShown` mark (the screen committed), or the
 * wait's fallback when that entry comes later still (a loaded machine: the app then goes on without it, by design).
 * A prerendered page's largest paint is its HTML's, before the screen was rendered at all (decision 056): then
 * that earlier paint, and `prerendered` says so.
 */
async function fetchedBeforeLargestPaint(page: Page): Promise<{ fetched: string[]; prerendered: boolean }> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:screenShown').length)).toBe(1);
  return page.evaluate(
    (fallbackMs) =>
      new Promise<{ fetched: string[]; prerendered: boolean }>((resolve) => {
        const shown = performance.getEntriesByName('portal:screenShown')[0]!.startTime;
        const paints: PerformanceEntry[] = [];
        const settle = () => {
          observer.disconnect();
          const after = paints.find((e) => e.startTime >= shown);
          const paint = after ?? paints.at(-1);
          const until = Math.min(paint?.startTime ?? Infinity, shown + fallbackMs);
          resolve({
            fetched: performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime < until && new URL(e.name).pathname.endsWith('.js'))
              .map((e) => new URL(e.name).pathname),
            prerendered: !after && paint !== undefined,
          });
        };
        const observer = new PerformanceObserver((list) => {
          paints.push(...list.getEntries());
          if (paints.some((e) => e.startTime >= shown)) settle();
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // No paint after the screen's commit by the fallback (and a little more): the largest was before it.
        setTimeout(settle, Math.max(0, shown + fallbackMs - performance.now()) + 200);
      }),
    PRESENTED_FALLBACK_MS,
  );
}

const entrances = ['login', ...Object.keys(entrancePreloads())] as Array<'login' | keyof ReturnType<typeof entrancePreloads>>;

for (const name of entrances) {
  test(`${routes[name]} fetches only what its HTML announces before its largest paint`, async ({ page }) => {
    await startFresh(page);
    // A phone's slower processor, as Lighthouse's mobile profile has it: the screen's commit takes long enough
    // for a request made during it to start before the frame is painted.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(routes[name]);
    const { fetched, prerendered } = await fetchedBeforeLargestPaint(page);
    const named = await announced(page, routes[name]);
    if (PRERENDERED_ROUTES.includes(name)) expect(prerendered, "the largest paint is the HTML's, before the screen rendered").toBe(true);
    else expect(fetched.length, 'the entry came before the paint').toBeGreaterThan(0);
    expect(fetched.filter((file) => !named.includes(file))).toEqual([]);
  });
}
