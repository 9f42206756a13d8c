// The contract fuzz (issue 24 item 3): the real-backend build in dist-contract-fuzz/, served by `vite preview` (so
// with its Content-Security-Policy), against Prism answering at random from the generated OpenAPI. Run it with
// `npm run test:contract-fuzz` (scripts/contract-fuzz.mjs), which generates the OpenAPI and makes the build first.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const PORT = Number(process.env.CONTRACT_FUZZ_PORT) || 4191;

export default defineConfig({
  testDir: 'tests/contract-fuzz',
  testMatch: '**/*.spec.ts',
  // One Prism per seed on one port (the build's API origin is fixed): the seeds run one after the other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // One test walks every route of the table as one persona: about a minute of pages.
  timeout: 180_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --outDir dist-contract-fuzz --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
