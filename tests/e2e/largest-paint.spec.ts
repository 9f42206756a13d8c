// Nothing but what an entrance page's HTML announces is fetched before its screen's largest paint: what the app
// fetches after its first screen (mock mode's world host, its seed world and MSW's page side, the intent listener:
// src/app/app.tsx, src/app/boot.tsx, src/ui/after-presented.ts) waits for that paint. A script requested before it is
// one more request and one more compile that Lighthouse's simulated slow line counts in the page's largest
// contentful paint (the intent listener fetched at the commit put ~0.3 s on `/`'s:
// docs/decisions/044-after-the-largest-paint.md). The world host's script is requested by the page's session (it is
// in Lighthouse's records as a page script), though this page's resource timing does not list it: decision 054.
import { expect, test, type Page } from '@playwright/test';
import { routes } from '#contract/routes.ts';
import { PRESENTED_FALLBACK_MS } from '#ui/after-presented.ts';
import { entrancePreloads } from '../../scripts/entrance-preloads';
import { announced } from './entrance-html';
import { startFresh } from './support';

/**
 * The JavaScript files requested before the screen's largest paint: the first largest-contentful-paint entry at or
 * after the app's `portal:screenShown` mark (the screen committed), as the app's own wait reads it, or the wait's
 * fallback when that entry comes later still (a loaded machine: the app then goes on without it, by design).
 */
async function fetchedBeforeLargestPaint(page: Page): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:screenShown').length)).toBe(1);
  return page.evaluate(
    (fallbackMs) =>
      new Promise<string[]>((resolve) => {
        const shown = performance.getEntriesByName('portal:screenShown')[0]!.startTime;
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntries().find((e) => e.startTime >= shown);
          if (!paint) return;
          observer.disconnect();
          const until = Math.min(paint.startTime, shown + fallbackMs);
          resolve(
            performance
              .getEntriesByType('resource')
              .filter((e) => e.startTime < until && new URL(e.name).pathname.endsWith('.js'))
              .map((e) => new URL(e.name).pathname),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
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
    const fetched = await fetchedBeforeLargestPaint(page);
    const named = await announced(page, routes[name]);
    expect(fetched.length, 'the entry came before the paint').toBeGreaterThan(0);
    expect(fetched.filter((file) => !named.includes(file))).toEqual([]);
  });
}
