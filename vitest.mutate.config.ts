// The tests Stryker runs (`npm run mutate`, decision 006): the unit tests of the contract and the machines and the
// fake server's tests, never Playwright, the views or the lint probes. Stryker then keeps, for each mutant, only the
// tests that covered its line (perTest), so a mutant of mask.ts runs mask's tests, not the suite.
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Replaced, not merged (mergeConfig would add the base's globs back).
    include: ['tests/contract/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/mocks/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // ESLint and dpdm over fixtures: they read files, not the mutated code.
    exclude: ['tests/contract/boundaries.test.ts', 'tests/e2e/**', 'node_modules/**'],
  },
});
