// `npm run bench:lighthouse` (issue 25): Lighthouse 12's performance score of mock mode, as a stakeholder first
// opens it. Builds the mock-mode app into a folder of its own (dist/ is left to the e2e suite), serves it with
// `vite preview` on a free port, starts Debian's Chromium (headless, with the flags the Playwright runs use) and runs
// Lighthouse through its Node API, mobile profile (the default: simulated slow 4G and a 4× slower CPU), 3 runs a
// page, and keeps Lighthouse's own median run (computeMedianRun). `/`, `/categories` and `/search` are measured as a
// first visit (Lighthouse clears the origin's storage and cache before each run, so the world is built afresh);
// `/dashboard` after a sign-in as member@demo.test in the same Chrome profile, with the storage reset off, so the
// session and the stored world are kept (a returning member). Prints page | score | LCP | CLS | TBT and exits 1
// when a median score is below 0.95 or a median CLS is 0.05 or more (each named).
// Options: `--runs=N` (3), `--json=DIR` (each run's full report written there, to read its audits: lcp-breakdown,
// long-tasks, bootup-time, network-requests…), and page paths to measure only those (`npm run bench:lighthouse -- /search`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../tests/chromium';

const MIN_SCORE = 0.95;
const MAX_CLS = 0.05;
/** Runs Lighthouse repeats on its own say-so (a bad trace) before it gives up on a page. */
const MAX_RETRIES = 2;
const MEMBER = { email: 'member@demo.test', password: 'Passw0rd!' };

interface PageBench {
  path: string;
  /** Signed in as MEMBER, storage kept between runs. */
  signedIn: boolean;
}
const PAGES: PageBench[] = [
  { path: '/', signedIn: false },
  { path: '/categories', signedIn: false },
  { path: '/search', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const jsonDir = args.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const only = args.filter((a) => a.startsWith('/'));
const pages = only.length ? PAGES.filter((p) => only.includes(p.path)) : PAGES;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

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

/** The member signs in through the login form, as a user does, in the profile Lighthouse then measures. */
async function signIn(devtoolsPort: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('E-mail').fill(MEMBER.email);
  await page.getByLabel('Password').fill(MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.close();
  // Disconnects only: the browser was started by this script, not by Playwright.
  await browser.close();
}

interface Row {
  page: string;
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
}

// Its declaration names the global LH namespace, which only Lighthouse's own build declares.
const computeMedianRun = medianRunOf as (runs: Result[]) => Result;

const numeric = (result: Result, audit: string) => result.audits[audit]?.numericValue ?? NaN;

async function measure(path: string, origin: string, devtoolsPort: number, keepStorage: boolean): Promise<Row> {
  const results: Result[] = [];
  for (let i = 0, retries = 0; i < runs; i += 1) {
    const answer = await lighthouse(`${origin}${path}`, {
      port: devtoolsPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    });
    if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = answer;
    if (lhr.runtimeError) {
      // A trace Chrome recorded badly (NO_NAVSTART, NO_FCP…) says "run Lighthouse again": so it does, twice at most.
      const again = retries < MAX_RETRIES && /^NO_/.test(lhr.runtimeError.code);
      console.log(`  ${path} run ${i + 1}: ${lhr.runtimeError.code}${again ? ', run again' : ''}`);
      if (!again) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
      retries += 1;
      i -= 1;
      continue;
    }
    results.push(lhr);
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(join(jsonDir, `${path.slice(1) || 'root'}-${i + 1}.json`), JSON.stringify(lhr));
    }
    console.log(
      `  ${path} run ${i + 1}: score ${lhr.categories.performance?.score ?? NaN}, CLS ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}`,
    );
  }
  const median = computeMedianRun(results);
  return {
    page: path,
    score: median.categories.performance?.score ?? NaN,
    lcp: numeric(median, 'largest-contentful-paint'),
    cls: numeric(median, 'cumulative-layout-shift'),
    tbt: numeric(median, 'total-blocking-time'),
  };
}

const outDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const profile = mkdtempSync(join(tmpdir(), 'portal-lighthouse-chrome-'));
let preview: ChildProcess | undefined;
let chrome: ChildProcess | undefined;
const rows: Row[] = [];
try {
  // Mock mode: no API address in the build, whatever the shell's environment says.
  delete process.env.VITE_API_BASE_URL;
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const webPort = await freePort();
  const origin = `http://127.0.0.1:${webPort}`;
  preview = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(webPort), '--strictPort', '--outDir', outDir],
    { stdio: 'ignore' },
  );
  await waitFor(`${origin}/`);
  const devtoolsPort = await freePort();
  chrome = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless=new',
      `--remote-debugging-port=${devtoolsPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${devtoolsPort}/json/version`);
  console.log(`Lighthouse ${runs} runs a page (mobile, simulated throttling), mock mode at ${origin}:`);
  let signedIn = false;
  for (const { path, signedIn: needsMember } of pages) {
    if (needsMember && !signedIn) {
      await signIn(devtoolsPort, origin);
      signedIn = true;
    }
    rows.push(await measure(path, origin, devtoolsPort, needsMember));
  }
} finally {
  await stop(chrome);
  await stop(preview);
  rmSync(outDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log('\n| Page | Score | LCP | CLS | TBT |\n|---|---|---|---|---|');
for (const r of rows)
  console.log(`| \`${r.page}\` | ${r.score.toFixed(2)} | ${seconds(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms |`);
const failures = rows.flatMap((r) => [
  ...(!(r.score >= MIN_SCORE) ? [`${r.page}: median score ${r.score.toFixed(2)} is below ${MIN_SCORE}`] : []),
  ...(!(r.cls < MAX_CLS) ? [`${r.page}: median CLS ${r.cls.toFixed(3)} is not below ${MAX_CLS}`] : []),
]);
if (failures.length) {
  console.log(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}
