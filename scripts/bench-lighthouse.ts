// `npm run bench:lighthouse` (issue 25, then issue 38 item 1, docs/decisions/050): Lighthouse 12's mobile profile
// (simulated slow 4G, 4× slower CPU) on mock mode's first pages, each held against two references measured in the
// same run, so that the verdict says the same on a fast and a slow machine, quiet or busy:
// - the floor: bench/reference-login, a login form made with the stack alone (React, XState, @xstate/react, wouter,
//   ofetch, zod/mini), built by Vite and served by its own `vite preview` (another origin: its storage is its own);
// - the limit: the portal's own first screen as the build paints it (`/` once the board's name and the login form
//   show), saved as static HTML with its stylesheet and no script, served beside the portal (`/limit.html`).
// The pages are measured interleaved, a round at a time (floor, limit, `/`, `/categories`, `/search`,
// `/dashboard`), so a load that comes and goes weighs on all alike; each figure is its median over the rounds.
// `/`, `/categories`, `/search` are first visits (the origin's storage, caches and workers cleared); `/dashboard`
// follows a sign-in as member@demo.test through the login form in the same Chrome profile, storage kept (a returning
// member): once a round, as the first visit of the next round clears the session.
// Prints a table (score, LCP, TBT, main-thread work: Lighthouse's mainthread-work-breakdown total, the CPU its tasks
// took (scripts/trace-cpu.ts: the wall time less the thread's waits, no target), the browser's CPU (every thread's:
// what the main thread shared the cores with, no target), CLS, the ratios to the floor and to the limit) and the
// median `benchmarkIndex`, and exits 1 naming each target a portal page misses
// (scripts/lighthouse-verdict.ts: LCP ≤ 1.15× the floor, main-thread work ≤ 2× the floor, TBT < 200 ms, CLS < 0.05).
// Options: `--runs=N` rounds (3); page paths to measure only those (floor and limit always); `--json` prints the
// figures as one JSON object instead of the table; `--busy=N` keeps N processes spinning a core each for the whole
// run (`node -e "for(;;){}"`), to see the ratios hold under load; `--real` measures a real-backend build whose
// backend is `portal serve` (the default world) instead of mock mode, to tell the portal's own work from mock mode's;
// `--reports=DIR` writes each run's whole report and its trace.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/chromium';
import { BOARD, buildFloor, freePort, serveBuild, startPortalServe, submitLogin } from './bench-browser';
import { median } from './bench-stats';
import { missedTargets, rowsOf, tableLines, type PageFigures, type PageKind } from './lighthouse-verdict';
import { browserCpuMs, mainThreadCpuMs } from './trace-cpu';

/** What a first visit starts without: Lighthouse's default four (caches and workers) and the origin's storage. */
const FIRST_VISIT_CLEARS: Flags['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
  'indexeddb',
  'cookies',
];

/** Runs Lighthouse repeats on its own say-so (a bad trace) before it gives up on a page. */
const MAX_RETRIES = 2;
const LIMIT_PAGE = 'limit.html';
/** How long a sign-in or the limit page's capture may take (ms). */
const SETUP_TIMEOUT = 180_000;

interface Subject {
  page: string;
  kind: PageKind;
  url: string;
  /** Signed in as MEMBER first, storage kept. */
  signedIn: boolean;
}
const PORTAL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/categories', signedIn: false },
  { path: '/search', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('runs') ?? 3);
const busy = Number(option('busy') ?? 0);
const reportsDir = option('reports');
const asJson = args.includes('--json');
const realBackend = args.includes('--real');
const only = args.filter((a) => a.startsWith('/'));
const portalPages = only.length ? PORTAL_PAGES.filter((p) => only.includes(p.path)) : PORTAL_PAGES;
/** With --json, stdout is the JSON alone: progress goes to stderr. */
const say = (line: string) => (asJson ? console.error(line) : console.log(line));

/** Polls `url` until it answers (a server or Chrome's DevTools endpoint starting), or gives up after `ms`. */
async function waitFor(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Ends a process this script started and waits for it (Chrome writes its profile until it exits). */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

/** Runs `body` with a Playwright page in the Chrome this script started (connected over CDP, then let go). */
async function inChrome<T>(devtoolsPort: number, body: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await body(page);
    } finally {
      await page.close();
    }
  } finally {
    // Disconnects only: the browser was started by this script, not by Playwright.
    await browser.close();
  }
}

/** Closes Chrome as a user does (it writes its storage out first), and waits for it to exit. */
async function closeChrome(devtoolsPort: number, chrome: ChildProcess | undefined): Promise<void> {
  if (!chrome || chrome.exitCode !== null || chrome.signalCode !== null) return;
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => undefined);
  await exited;
}

/**
 * Starts Chrome on `devtoolsPort` with the run's profile (storage, caches and workers kept from one start to the
 * next), first among the ends: it writes its profile until it exits.
 */
async function startChrome(devtoolsPort: number): Promise<void> {
  children.unshift(
    spawn(
      chromiumLaunchOptions.executablePath,
      [
        ...chromiumLaunchOptions.args,
        '--headless=new',
        `--remote-debugging-port=${devtoolsPort}`,
        `--user-data-dir=${profile}`,
        'about:blank',
      ],
      { stdio: 'ignore' },
    ),
  );
  await waitFor(`http://127.0.0.1:${devtoolsPort}/json/version`);
}

/** The member signs in through the login form, as a user does, in the profile Lighthouse then measures. */
async function signIn(devtoolsPort: number, origin: string): Promise<void> {
  await inChrome(devtoolsPort, async (page) => {
    // A busy machine builds the world slowly: Playwright's 30 s would end the whole run.
    page.setDefaultTimeout(SETUP_TIMEOUT);
    await page.goto(`${origin}/`);
    const email = page.getByLabel('E-mail');
    const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    try {
      await email.or(dashboard).first().waitFor();
    } catch (error) {
      if (reportsDir) await page.screenshot({ path: join(reportsDir, 'sign-in-failed.png') });
      throw error;
    }
    if (await email.isVisible()) {
      await submitLogin(page);
    }
    await page.waitForURL(`${origin}/dashboard`);
    await dashboard.waitFor();
  });
}

/**
 * The limit: `/` as painted once the board's name and the login form show, its scripts (and their preloads) taken
 * out, written beside the build so its stylesheet and images resolve as the portal's do.
 */
async function writeLimitPage(devtoolsPort: number, origin: string, outDir: string): Promise<void> {
  const html = await inChrome(devtoolsPort, async (page) => {
    page.setDefaultTimeout(SETUP_TIMEOUT);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForFunction((board) => document.querySelector('[data-testid="company-name"]')?.textContent === board, BOARD);
    return page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"]'))
        element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  });
  if (/<script/i.test(html)) throw new Error('The limit page still holds a script.');
  writeFileSync(join(outDir, LIMIT_PAGE), html);
}

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** One Lighthouse run of a page (run again, twice at most, when Lighthouse reports a bad trace). */
/** The trace a run's figures come from. */
type Trace = Parameters<typeof mainThreadCpuMs>[0];

async function lighthouseRun(subject: Subject, devtoolsPort: number, round: number): Promise<{ lhr: Result; trace: Trace }> {
  for (let retries = 0; ; retries += 1) {
    const answer = await lighthouse(subject.url, {
      port: devtoolsPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: subject.signedIn,
      // Lighthouse's own reset leaves local storage, IndexedDB and cookies: the member signed in for the last round's
      // `/dashboard` stayed signed in, and `/` and `/categories` measured the redirect to the dashboard instead.
      ...(subject.signedIn ? {} : { clearStorageTypes: FIRST_VISIT_CLEARS }),
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${subject.page}`);
    const { lhr } = answer;
    if (!lhr.runtimeError) {
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = subject.page.replace(/^\//, '').replace(/\W+/g, '-') || 'root';
        writeFileSync(join(reportsDir, `${name}-${round}.json`), JSON.stringify(lhr));
        // The trace the figures were read from, for DevTools' Performance panel and scripts reading its tasks.
        writeFileSync(join(reportsDir, `${name}-${round}.trace.json`), JSON.stringify(answer.artifacts.Trace));
      }
      return { lhr, trace: answer.artifacts.Trace };
    }
    // A trace Chrome recorded badly (NO_NAVSTART, NO_FCP…) says "run Lighthouse again".
    const again = retries < MAX_RETRIES && /^NO_/.test(lhr.runtimeError.code);
    say(`  ${subject.page} round ${round}: ${lhr.runtimeError.code}${again ? ', run again' : ''}`);
    if (!again) throw new Error(`Lighthouse failed on ${subject.page}: ${lhr.runtimeError.message}`);
  }
}

const figuresOf = ({ lhr, trace }: { lhr: Result; trace: Trace }): PageFigures => ({
  score: lhr.categories.performance?.score ?? NaN,
  lcp: numeric(lhr, 'largest-contentful-paint'),
  tbt: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  mainThread: numeric(lhr, 'mainthread-work-breakdown'),
  mainThreadCpu: mainThreadCpuMs(trace),
  browserCpu: browserCpuMs(trace),
});

const started = performance.now();
const outDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const floorDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-floor-'));
const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-chrome-'));
const children: ChildProcess[] = [];
const servers: { close: () => Promise<void> }[] = [];
const runs = new Map<string, PageFigures[]>();
const benchmarkIndexes: number[] = [];
let subjects: Subject[] = [];
try {
  for (let i = 0; i < busy; i++) children.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  if (realBackend) {
    // A real-backend build whose backend is `portal serve` in a process of its own (not the page's main thread).
    const backend = await startPortalServe();
    children.push(backend.child);
    process.env.VITE_API_BASE_URL = backend.apiBase;
    process.env.VITE_SUPER_ADMIN_EMAIL = 'superadmin@demo.test';
  }
  // Mock mode: no API address in the build, whatever the shell's environment says.
  else delete process.env.VITE_API_BASE_URL;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await buildFloor(floorDir);
  const portal = await serveBuild(outDir);
  const floor = await serveBuild(floorDir, { configFile: false });
  servers.push(portal, floor);
  const devtoolsPort = await freePort();
  await startChrome(devtoolsPort);
  await writeLimitPage(devtoolsPort, portal.origin, outDir);
  subjects = [
    { page: 'floor', kind: 'floor', url: `${floor.origin}/`, signedIn: false },
    { page: 'limit', kind: 'limit', url: `${portal.origin}/${LIMIT_PAGE}`, signedIn: false },
    ...portalPages.map(({ path, signedIn }): Subject => ({ page: path, kind: 'portal', url: `${portal.origin}${path}`, signedIn })),
  ];
  say(
    `Lighthouse ${rounds} interleaved rounds (mobile, simulated throttling, ${realBackend ? 'a real-backend build on `portal serve`' : 'mock mode'})${busy ? `, ${busy} busy process(es) beside` : ''}: ` +
      subjects.map((s) => s.page).join(', '),
  );
  for (let round = 1; round <= rounds; round++) {
    for (const subject of subjects) {
      if (subject.signedIn) {
        await signIn(devtoolsPort, portal.origin);
        // A returning member opens the browser afresh: the renderer that signed in (its heap, which Chrome sweeps
        // as the next page's trace starts: 50-60 ms, 200-250 ms at Lighthouse's 4x) is not theirs.
        await closeChrome(devtoolsPort, children.shift());
        await startChrome(devtoolsPort);
      }
      const run = await lighthouseRun(subject, devtoolsPort, round);
      const { lhr } = run;
      const figures = figuresOf(run);
      runs.set(subject.page, [...(runs.get(subject.page) ?? []), figures]);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      say(
        `  round ${round} ${subject.page}: score ${figures.score.toFixed(2)}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, ` +
          `main thread ${Math.round(figures.mainThread)} ms (CPU ${Math.round(figures.mainThreadCpu)} ms), browser CPU ${Math.round(figures.browserCpu)} ms, CLS ${figures.cls.toFixed(3)}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      );
    }
  }
} finally {
  for (const child of children) await stop(child);
  for (const server of servers) await server.close();
  for (const dir of [outDir, floorDir, profile]) rmSync(dir, { recursive: true, force: true });
}

const rows = rowsOf(subjects.map(({ page, kind }) => ({ page, kind, runs: runs.get(page) ?? [] })));
const missed = missedTargets(rows);
const benchmarkIndex = Math.round(median(benchmarkIndexes));
const wallSeconds = Math.round((performance.now() - started) / 1000);
if (asJson) {
  console.log(JSON.stringify({ rounds, busy, benchmarkIndex, wallSeconds, rows, missed }, null, 2));
} else {
  console.log(
    `\nbenchmarkIndex ${benchmarkIndex} (median of ${benchmarkIndexes.length} runs); ${rounds} rounds; ${busy} busy process(es); ${wallSeconds} s\n`,
  );
  console.log(tableLines(rows).join('\n'));
  console.log(missed.length ? `\nTargets missed:\n${missed.map((m) => `  ${m}`).join('\n')}` : '\nEvery target met.');
}
if (missed.length) process.exitCode = 1;
