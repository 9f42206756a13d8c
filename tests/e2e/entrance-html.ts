// What an entrance page's own HTML announces (dist/<route>.html, scripts/route-pages.ts), for the specs that check
// nothing else is fetched before the screen shows or paints.
import type { Page } from '@playwright/test';

/** The JavaScript the document's HTML names: its entry and every module preload. */
export async function announced(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
}

/**
 * The portal's files: what the entry's loader imports after a prerendered page's paint (the portal's chunk and the
 * chunks in its preload list), which the page's HTML does not announce (docs/decisions/060, 063).
 */
export async function portalFiles(page: Page): Promise<string[]> {
  const [entry] = await announced(page, '/');
  if (!entry) throw new Error('index.html names no entry script');
  const code = await (await page.request.get(entry)).text();
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  const imported = [...code.matchAll(/import\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]/g)].map((m) => `${dir}${m[1]}`);
  const listed = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? '[]') as string[];
  return [...new Set([...imported, ...listed.filter((file) => file.endsWith('.js')).map((file) => `/${file}`)])];
}
