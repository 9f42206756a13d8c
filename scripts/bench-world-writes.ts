// `npm run bench`'s figures for mock mode's one world per browser (docs/decisions/017): in Chromium, against a mock
// build served by `vite preview`, the time a write takes to be answered (the answer waits until the change is stored
// in IndexedDB by the world host) and the page's long tasks meanwhile, on `default` and `busy`.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import playwrightConfig from '../playwright.config';

const WRITES = 40;

export interface WriteBench {
  scenario: string;
  /** Answer times of WRITES sub-list adds, sorted (ms). */
  latencies: number[];
  /** Main-thread long tasks (> 50 ms) while they ran: count and longest (ms). */
  longTasks: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export async function benchWorldWrites(scenarios = ['default', 'busy']): Promise<WriteBench[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-world-bench-'));
  await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({ logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const base = server.resolvedUrls?.local[0] ?? '';
  // The browser tests' Chromium and flags.
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const results: WriteBench[] = [];
    for (const scenario of scenarios) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}?scenario=${scenario}`);
      await page.getByTestId('mock-badge').waitFor({ timeout: 120_000 });
      const measured = await page.evaluate(async (writes) => {
        const longTasks: number[] = [];
        const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
        observer.observe({ type: 'longtask' });
        const json = { 'content-type': 'application/json', accept: 'application/json' };
        const login = await fetch('/api/auth/login', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'member@demo.test', password: 'Passw0rd!' }),
        });
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        const latencies: number[] = [];
        for (let i = 0; i < writes; i++) {
          const t0 = performance.now();
          const answer = await fetch('/api/profile/work-experience', {
            method: 'POST',
            headers: { ...json, authorization: `Bearer ${token}` },
            body: JSON.stringify({ PlaceOfWork: `Bench ${i}`, Designation: 'Engineer', StartDate: '2020-01-01', Current: true }),
          });
          await answer.arrayBuffer();
          if (!answer.ok) throw new Error(`write ${i} answered ${answer.status}`);
          latencies.push(performance.now() - t0);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
        observer.disconnect();
        return { latencies, longTasks };
      }, WRITES);
      results.push({ scenario, latencies: measured.latencies.sort((a, b) => a - b), longTasks: measured.longTasks });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function worldWriteLines(results: readonly WriteBench[]): string[] {
  return [
    `\nMock mode writes in Chromium (${WRITES} sub-list adds, each answered once stored in IndexedDB by the world host):`,
    ...results.map(({ scenario, latencies, longTasks }) => {
      const tasks =
        longTasks.length === 0
          ? 'no long task on the page'
          : `${longTasks.length} long task(s) on the page, longest ${Math.max(...longTasks).toFixed(0)} ms`;
      return `  ${scenario.padEnd(8)} p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms; ${tasks}`;
    }),
  ];
}
