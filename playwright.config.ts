// Browser tests in Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium) against `vite preview` of the built app.
// `npm run test:e2e` builds first; scripts/ensure-chromium.mjs installs or explains Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

// E2E_PORT lets parallel checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT) || 4173;
/** Specs with limits on time (figures measured in the browser). */
const TIMED = ['**/payment-history-bench.spec.ts', '**/bench.spec.ts', '**/search.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Tests of one file run on both workers (issue 25): each test's browser context holds its own mock world, so
  // tests share nothing but the static server, and the slowest file no longer sets the wall time by itself.
  // A file whose tests share something (remote-world's server) opts out with `test.describe.configure`.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // Each test loads the app (and its fake backend) more than once: 2 cores need room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/spec-times-reporter.ts'], ...(process.env.CI ? [['html', { open: 'never' }] as const] : [])],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test cost a fifth of the suite's CPU (12 tests, one worker: 1.5 → 1.2 min, CPU
    // 56 → 36 s): a failed test's retry records one instead.
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  // Specs that assert how long something takes run last, one at a time, when no other browser shares the 2 cores:
  // under a second worker the payment-history export measured 500–940 ms against its 300 ms limit (quiet: 97 ms).
  projects: [
    { name: 'suite', testIgnore: TIMED },
    { name: 'timed', testMatch: TIMED, dependencies: ['suite'], workers: 1 },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
