// Each entrance page's own HTML (dist/categories.html…, scripts/route-pages.ts) announces every chunk its screen
// loads on arrival. A JavaScript file fetched before the screen showed (the app's `portal:screenShown` mark, set
// once the route's lazy screens are in the page) that the page did not announce is one more round trip on a slow
// line, and means scripts/entrance-preloads.ts read the screen's manifest entry wrong. But the portal's own files:
// the loader fetches them after the HTML's paint, and the HTML does not announce them (decisions 060, 063).
import { expect, test, type Page } from '@playwright/test';
import { routes } from '#contract/routes.ts';
import { PRERENDERED_ATTRIBUTE } from '#app/prerendered-mark.ts';
import { entrancePreloads } from '../../scripts/entrance-preloads';
import { announced, portalFiles } from './entrance-html';
import { startFresh } from './support';

/** The JavaScript files the page fetched before its screen showed. */
async function fetchedBeforeScreen(page: Page): Promise<string[]> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal:screenShown').length)).toBe(1);
  return page.evaluate(() => {
    const shown = performance.getEntriesByName('portal:screenShown')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < shown && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname);
  });
}

const entrances = Object.keys(entrancePreloads()) as Array<keyof ReturnType<typeof entrancePreloads>>;

for (const name of entrances) {
  test(`${routes[name]} announces every chunk its screen loads`, async ({ page }) => {
    await startFresh(page);
    await page.goto(routes[name]);
    const fetched = await fetchedBeforeScreen(page);
    const named = await announced(page, routes[name]);
    const portal = await portalFiles(page);
    expect(portal.length).toBeGreaterThan(0);
    // A prerendered page paints before the portal is fetched; any other page shows nothing without it.
    const prerendered = (await (await page.request.get(routes[name])).text()).includes(`${PRERENDERED_ATTRIBUTE}=`);
    expect(named.filter((file) => portal.includes(file)).length).toBe(prerendered ? 0 : portal.length);
    // More than the entry, its own imports and the portal: the screen's chunks came before it showed.
    expect(fetched.length).toBeGreaterThan((await announced(page, '/')).length + portal.length);
    expect(fetched.filter((file) => !named.includes(file) && !portal.includes(file))).toEqual([]);
  });
}
