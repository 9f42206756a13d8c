import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // Files share one module graph per worker: importing the fake backend once, not 26 times, keeps the suite
    // under a minute on 2 cores. Each file still starts its own backend and MSW server.
    isolate: false,
  },
});
