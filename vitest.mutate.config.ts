// The tests Stryker runs (`npm run mutate`, decision 006): the unit tests of the contract and of the machines' rule
// files, plus the OTP page's code rule (its `?verify=` reading is mutated), never the fake-server journeys, the views,
// Playwright or the lint probes: a mutant must cost well under a second. Stryker then keeps, for each mutant, only
// the tests that covered its line (perTest).
import { defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Replaced, not merged (mergeConfig would add the base's globs back).
    include: [
      'tests/contract/**/*.test.ts',
      'tests/machines/**/*-rules.test.ts',
      'tests/machines/member/checklist-progress.test.ts',
      'tests/machines/access/otp-code.test.ts',
    ],
    // No fake backend and no DOM matchers: every mutant re-imports its tests' modules, so each second of set-up is
    // paid once per mutant (password-rule.test.ts boots a backend; its regex mutants are module-level anyway).
    setupFiles: [],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // ESLint and dpdm over fixtures: they read files, not the mutated code.
    exclude: ['tests/contract/boundaries.test.ts', 'tests/contract/password-rule.test.ts', 'tests/e2e/**', 'node_modules/**'],
  },
});
