// What an entrance page's own HTML announces (dist/<route>.html, scripts/route-pages.ts), for the specs that check
// nothing else is fetched before the screen shows or paints.
import type { Page } from '@playwright/test';

/** The JavaScript the document's HTML names: its entry and every module preload. */
export async function announced(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
}
