// Issue 34 item 6's measure: the time from navigation to the first frame whose header shows the board's name, in
// mock mode under `vite preview`, in Debian's Chromium with CDP's network and CPU throttling, on a normal and on a
// slow line, each as a ratio to a static page holding the name (served by the same server, in the same run). A fresh
// browser context each run: a first visit, nothing remembered. `npx tsx scripts/bench-first-name.ts [--against
// <dist>]` measures this tree's build, and another build's folder beside it (e.g. one built at an earlier commit).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { median } from './bench-stats';
import { buildWithManifest } from './first-load.mjs';
import { BOARD, markTime, serveBuild, throttle, watchMarks, type Line } from './bench-browser';

const STATIC_PAGE = 'static-name.html';

/** The lines this bench measures (issue 34 item 6). */
const NAME_LINES: Line[] = ['normal', 'slow'];

/** ms from navigation to the header's name being the board's in a painted page (at or after the first contentful paint). */
async function timeToName(browser: Browser, url: string, line: Line): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(context, page, line);
    await watchMarks(page, { name: { selector: '[data-testid="company-name"]', text: BOARD } });
    await page.goto(url, { waitUntil: 'commit' });
    return await markTime(page, 'name');
  } finally {
    await context.close();
  }
}

async function serve(outDir: string) {
  writeFileSync(
    join(outDir, STATIC_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${BOARD}</title></head><body><header><span data-testid="company-name">${BOARD}</span></header></body></html>`,
  );
  return serveBuild(outDir);
}

export async function benchFirstName(against: string | undefined, runs = Number(process.env.BENCH_RUNS ?? 3)) {
  const built = await buildWithManifest({ env: { VITE_API_BASE_URL: '' }, build: { copyPublicDir: true } });
  const builds = [{ name: 'this tree', outDir: built.outDir }, ...(against ? [{ name: against, outDir: against }] : [])];
  const browser = await chromium.launch(chromiumLaunchOptions);
  const lines: string[] = [
    `Time to the board's name in the header (mock mode, first visit, median of ${runs}; ms, and × a static page with the name):`,
  ];
  try {
    for (const { name, outDir } of builds) {
      const server = await serve(outDir);
      try {
        for (const line of NAME_LINES) {
          const page: number[] = [];
          const reference: number[] = [];
          // Alternated, so a load that changes during the run weighs on both alike.
          // A run whose page went away (a renderer lost on a loaded machine) is run again, once.
          const measure = (url: string) => timeToName(browser, url, line).catch(() => timeToName(browser, url, line));
          for (let i = 0; i < runs; i++) {
            reference.push(await measure(`${server.origin}/${STATIC_PAGE}`));
            page.push(await measure(`${server.origin}/`));
          }
          const [ms, ref] = [median(page), median(reference)];
          lines.push(
            `  ${name.padEnd(28)} ${line.padEnd(6)} ${String(Math.round(ms)).padStart(6)} ms  static ${String(Math.round(ref)).padStart(5)} ms  ${(ms / ref).toFixed(2)}×   (runs: ${page.map(Math.round).join(', ')})`,
          );
          // Said as it comes: a long run on a slow line is minutes.
          if (process.env.BENCH_PROGRESS) console.error(lines.at(-1));
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
    built.remove();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--against');
  console.log((await benchFirstName(at > 0 ? process.argv[at + 1] : undefined)).join('\n'));
}
