import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import EnvironmentFirstSequencer from './tests/sequencer.ts';

export default defineConfig({
  plugins: [react()],
  // Set by scripts/site-in-page.ts in a build: the tests' portals are built as a real backend's without settings in
  // the page (tests/build/site-in-page.test.ts covers the page's side).
  define: { __SITE_IN_PAGE__: 'false' },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // A file's beforeAll starts a backend and signs personas in: on a loaded machine that outlasts the default 10 s.
    hookTimeout: 20000,
    // Files share one module graph per worker: importing the fake backend once per worker, not once per file.
    // Each file still starts its own backend and MSW server (decision 006).
    isolate: false,
    // Two workers on two cores, the jsdom files first: a worker that changes environment is replaced by a new one
    // that imports the graph again, so in Vitest's own order (the two kinds alternating ~40 times) two workers cost
    // 40 % more CPU than one; environment first they start four processes, not ~40 (decision 038).
    maxWorkers: 2,
    sequence: { sequencer: EnvironmentFirstSequencer },
    experimental: {
      // Transformed modules kept on disk between runs (the main process transformed the whole graph on every run,
      // while the worker waited); `npx vitest --clearCache` empties it.
      fsModuleCache: true,
      fsModuleCachePath: '.vite/vitest-modules',
    },
  },
});
