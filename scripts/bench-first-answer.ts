// `npm run bench`'s mock-mode start (issue 25 item 2): the time from navigation to the first answered API call of
// the mock build under `vite preview`, in Debian's Chromium, for the `default` and `busy` scenarios, cold (a fresh
// browser context: no stored world, no HTTP cache) and warm (a reload of the same context), median of a few runs.
// The wait is broken down by the marks the page and the world host leave (src/app/boot.tsx, mocks/browser.ts):
// the mock chunks loaded, the host's script running, the stored world read, the world built (restored or seeded),
// stored in IndexedDB, and mock mode's service worker in control with the page's link (swLinked).
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium';
import { serveBuild } from './bench-browser';
import { median } from './bench-stats';
import { buildWithManifest } from './first-load.mjs';

/** The stages in the order they happen, as the page marks them ('mock:<stage>'). */
const STAGES = ['chunksLoaded', 'hostLoaded', 'storeRead', 'worldBuilt', 'worldStored', 'swLinked'] as const;
type Stage = (typeof STAGES)[number];

interface FirstAnswerRun {
  /** ms from navigation to the end of the first /api/ answer. */
  firstAnswer: number;
  stages: Partial<Record<Stage, number>>;
}

interface FirstAnswerFigure {
  scenario: string;
  visit: 'cold' | 'warm';
  runs: FirstAnswerRun[];
}

/** Waits for the page's first answered /api/ call, then reads it and the marks of the mock start. */
export async function firstAnswerOf(page: Page): Promise<FirstAnswerRun> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('/api/') && (e as PerformanceResourceTiming).responseEnd > 0),
    undefined,
    { timeout: 60_000, polling: 20 },
  );
  return page.evaluate(
    (stages) => {
      const answers = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd)
        .filter((t) => t > 0);
      const marks: Record<string, number> = {};
      for (const stage of stages) {
        const mark = performance.getEntriesByName(`mock:${stage}`, 'mark')[0];
        if (mark) marks[stage] = mark.startTime;
      }
      return { firstAnswer: Math.min(...answers), stages: marks };
    },
    STAGES as readonly string[],
  );
}

async function runScenario(browser: Browser, base: string, scenario: string, runs: number): Promise<FirstAnswerFigure[]> {
  const cold: FirstAnswerRun[] = [];
  const warm: FirstAnswerRun[] = [];
  const address = scenario === 'default' ? `${base}/` : `${base}/?scenario=${scenario}`;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(address);
      cold.push(await firstAnswerOf(page));
      // The world is stored before the first answer; let the tab settle so the reload measures a restore.
      await page.waitForTimeout(300);
      await page.reload();
      warm.push(await firstAnswerOf(page));
    } finally {
      await context.close();
    }
  }
  return [
    { scenario, visit: 'cold', runs: cold },
    { scenario, visit: 'warm', runs: warm },
  ];
}

/** Builds the mock build, serves it with `vite preview` on a free port, and measures each scenario. */
export async function benchFirstAnswer(scenarios = ['default', 'busy'], runs = Number(process.env.BENCH_RUNS ?? 3)) {
  const env = { VITE_API_BASE_URL: '' };
  const built = await buildWithManifest({ env, build: { copyPublicDir: true } });
  const server = await serveBuild(built.outDir, { port: Number(process.env.BENCH_PORT ?? 0) });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const figures: FirstAnswerFigure[] = [];
    for (const scenario of scenarios) figures.push(...(await runScenario(browser, server.origin, scenario, runs)));
    return figures;
  } finally {
    await browser.close();
    await server.close();
    built.remove();
  }
}

const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '—' : `${Math.round(n)}`);

export function firstAnswerLines(figures: FirstAnswerFigure[]): string[] {
  const lines = [
    '\nMock mode: navigation to the first answered API call (vite preview of the mock build, Chromium; median ms):',
    `  ${'scenario'.padEnd(8)} ${'visit'.padEnd(5)} ${'first answer'.padStart(12)}   ${STAGES.map((s) => s.padStart(12)).join(' ')}`,
  ];
  for (const { scenario, visit, runs } of figures) {
    const stage = (s: Stage) => {
      const seen = runs.map((r) => r.stages[s]).filter((t): t is number => t !== undefined);
      return seen.length ? median(seen) : undefined;
    };
    lines.push(
      `  ${scenario.padEnd(8)} ${visit.padEnd(5)} ${ms(median(runs.map((r) => r.firstAnswer))).padStart(12)}   ${STAGES.map((s) => ms(stage(s)).padStart(12)).join(' ')}`,
    );
  }
  lines.push(
    `  (${figures[0]?.runs.length ?? 0} runs each; stages are ms from navigation: the mock chunks loaded, the world host's script ran, its stored world read, the world built (restored or seeded), stored, the service worker in control with the page's link. '—': not reached by this page, e.g. a host already running.)`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(firstAnswerLines(await benchFirstAnswer()).join('\n'));
}
