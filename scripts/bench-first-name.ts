// Issue 34 item 6's measure: the time from navigation to the first frame whose header shows the board's name, in
// mock mode under `vite preview`, in Debian's Chromium with CDP's network and CPU throttling, on a normal and on a
// slow line, each as a ratio to a static page holding the name (served by the same server, in the same run). A fresh
// browser context each run: a first visit, nothing remembered. `npx tsx scripts/bench-first-name.ts [--against
// <dist>]` measures this tree's build, and another build's folder beside it (e.g. one built at an earlier commit).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { preview } from 'vite';
import { chromiumLaunchOptions } from '../tests/chromium';
import { buildWithManifest } from './first-load.mjs';

const BOARD = 'Engineers Board of Kenya (demo)';
const STATIC_PAGE = 'static-name.html';

/** The two lines: round trip, throughput (bytes/s) and how many times slower the CPU is. */
const LINES = {
  normal: { latency: 150, throughput: 1_600_000 / 8, cpu: 4 },
  slow: { latency: 400, throughput: 400_000 / 8, cpu: 6 },
} as const;
type Line = keyof typeof LINES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** ms from navigation to the header's name being the board's in a painted page (at or after the first contentful paint). */
async function timeToName(browser: Browser, url: string, line: Line): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { latency, throughput, cpu } = LINES[line];
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // When the name is in the page (parsed from the HTML, or rendered once the settings answered), looked for every
    // 10 ms: neither animation frames nor a MutationObserver set up by an init script are called here for the
    // page's first document (headless Chromium of Debian, seen while writing this).
    await page.addInitScript((board) => {
      const look = setInterval(() => {
        if (document.querySelector('[data-testid="company-name"]')?.textContent !== board) return;
        (window as unknown as { nameAt: number }).nameAt = performance.now();
        clearInterval(look);
      }, 10);
    }, BOARD);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () =>
        (window as unknown as { nameAt?: number }).nameAt !== undefined &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    // Shown no sooner than the first paint: the later of the two.
    return await page.evaluate(() =>
      Math.max((window as unknown as { nameAt: number }).nameAt, performance.getEntriesByName('first-contentful-paint')[0]!.startTime),
    );
  } finally {
    await context.close();
  }
}

async function serve(outDir: string) {
  writeFileSync(
    join(outDir, STATIC_PAGE),
    `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${BOARD}</title></head><body><header><span data-testid="company-name">${BOARD}</span></header></body></html>`,
  );
  const server = await preview({ logLevel: 'error', build: { outDir }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview did not listen on a port.');
  return {
    base: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
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
        for (const line of Object.keys(LINES) as Line[]) {
          const page: number[] = [];
          const reference: number[] = [];
          // Alternated, so a load that changes during the run weighs on both alike.
          // A run whose page went away (a renderer lost on a loaded machine) is run again, once.
          const measure = (url: string) => timeToName(browser, url, line).catch(() => timeToName(browser, url, line));
          for (let i = 0; i < runs; i++) {
            reference.push(await measure(`${server.base}/${STATIC_PAGE}`));
            page.push(await measure(`${server.base}/`));
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
