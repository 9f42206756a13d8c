// What the browser benches share (scripts/bench-first-name.ts, bench-first-answer.ts, bench-slow-line.ts,
// bench-lighthouse.ts): a build served by `vite preview` on a free port, the lines they emulate through CDP (network
// and CPU throttling), and marks a page leaves when something shows (ms from navigation).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

/** The demo board's name, as the default world's settings give it to the header. */
export const BOARD = 'Engineers Board of Kenya (demo)';
/** The member the benches sign in as (mocks/scenarios: the default world's member in good standing). */
export const MEMBER = { email: 'member@demo.test', password: 'Passw0rd!' };

/** Fills the login form as MEMBER and presses Login; `timeout` for each step (a slow line), else Playwright's. */
export async function submitLogin(page: Page, timeout?: number): Promise<void> {
  const options = timeout === undefined ? {} : { timeout };
  await page.getByLabel('E-mail').fill(MEMBER.email, options);
  await page.getByLabel('Password').fill(MEMBER.password, options);
  await page.getByRole('button', { name: 'Login' }).click(options);
}

/** A port free on the loopback address now (for a process started next: Chrome's DevTools). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Builds the floor (bench/reference-login: a login form made with the stack alone, decision 050) into `outDir`, with
 * Vite's defaults and not the project's config; `sourcemap` for a profile read through the maps.
 */
export async function buildFloor(outDir: string, { sourcemap = false } = {}): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('../bench/reference-login', import.meta.url)),
    plugins: [react()],
    build: { target: 'es2022', outDir, emptyOutDir: true, sourcemap },
  });
}

/**
 * Serves a built folder with `vite preview` on a free loopback port (`port` to choose it): with the project's config
 * (the build's security headers, `$uri.html` pages) unless `configFile` is false (the floor, a build of its own).
 */
export async function serveBuild(outDir: string, { configFile = true, port = 0 } = {}) {
  const server = await preview({
    ...(configFile ? {} : { configFile: false as const }),
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0 },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('vite preview did not listen on a port.');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())),
  };
}

/** `portal serve` in a process of its own, the default world; resolves with its API base once it says it is ready. */
export async function startPortalServe(): Promise<{ apiBase: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['cli/bin.mjs', 'serve', '--port', '0', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`portal serve exited (${code}) before it was ready`)));
    lines.once('line', resolve);
  });
  lines.close();
  const { url } = JSON.parse(ready) as { url: string };
  return { apiBase: url, child };
}

/** Round trip (ms), throughput (bytes/s) and how many times slower the CPU is. */
export const LINES = {
  /** Issue 34 item 6's normal line. */
  normal: { latency: 150, throughput: 1_600_000 / 8, cpu: 4 },
  /** Issue 34 item 6's slow line. */
  slow: { latency: 400, throughput: 400_000 / 8, cpu: 6 },
  /** Issue 38's phone, as a stakeholder tried the demo on one: 400 kbps, 400 ms, CPU 4× slower. */
  phone: { latency: 400, throughput: 400_000 / 8, cpu: 4 },
} as const;
export type Line = keyof typeof LINES;

/** A CDP session of either library: what putting a line's network on a target needs. */
interface NetworkSession {
  send(method: 'Network.enable'): Promise<unknown>;
  send(
    method: 'Network.emulateNetworkConditions',
    params: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number },
  ): Promise<unknown>;
}

/** Puts `line`'s round trip and throughput on the target `session` is attached to. */
async function slowNetwork(session: NetworkSession, line: Line): Promise<void> {
  const { latency, throughput } = LINES[line];
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: throughput,
    uploadThroughput: throughput,
  });
}

/** Emulates `line` on `page`, before it navigates. */
export async function throttle(context: BrowserContext, page: Page, line: Line): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await slowNetwork(cdp, line);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LINES[line].cpu });
}

/**
 * Emulates `line`'s network on every worker the browser starts from then on (mock mode's world host, its service
 * worker): CDP's conditions on a page do not slow a worker's own requests, so a host that downloads its code or its
 * seed world itself would be measured off the line. Through puppeteer-core, connected to the browser's DevTools
 * port: Playwright's CDP sessions reach pages, not a SharedWorker. Returns what disconnects it.
 */
export async function throttleWorkers(devtoolsPort: number, line: Line): Promise<() => Promise<void>> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${devtoolsPort}`, defaultViewport: null });
  browser.on('targetcreated', (target) => {
    if (!['shared_worker', 'service_worker', 'worker'].includes(target.type())) return;
    void target
      .createCDPSession()
      .then((session) => slowNetwork(session, line))
      // A worker gone before it was reached (a service worker stopped) has nothing left to slow.
      .catch(() => undefined);
  });
  return () => browser.disconnect();
}

/** A mark: the first time an element matching `selector` is in the page (with exactly `text`, when given). */
export interface MarkSpec {
  selector: string;
  text?: string;
}

/**
 * Has the page note, in `window.marks`, when each mark is first met, looked for every 10 ms from the document's
 * start: neither animation frames nor a MutationObserver set up by an init script are called here for the page's
 * first document (headless Chromium of Debian, seen while writing scripts/bench-first-name.ts). Before navigating.
 */
export async function watchMarks(page: Page, marks: Record<string, MarkSpec>): Promise<void> {
  await page.addInitScript((specs) => {
    const seen: Record<string, number> = {};
    (window as unknown as { marks: Record<string, number> }).marks = seen;
    const look = setInterval(() => {
      for (const [name, { selector, text }] of Object.entries(specs)) {
        if (seen[name] !== undefined) continue;
        const element = document.querySelector(selector);
        if (element && (text === undefined || element.textContent === text)) seen[name] = performance.now();
      }
      if (Object.keys(seen).length === Object.keys(specs).length) clearInterval(look);
    }, 10);
  }, marks);
}

/**
 * When `mark` was met, waiting for it (and for the first contentful paint): shown no sooner than the first paint,
 * so the later of the two.
 */
export async function markTime(page: Page, mark: string, timeout = 120_000): Promise<number> {
  await page.waitForFunction(
    (name) =>
      (window as unknown as { marks?: Record<string, number> }).marks?.[name] !== undefined &&
      performance.getEntriesByName('first-contentful-paint').length > 0,
    mark,
    { timeout, polling: 50 },
  );
  return page.evaluate(
    (name) =>
      Math.max(
        (window as unknown as { marks: Record<string, number> }).marks[name]!,
        performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      ),
    mark,
  );
}
