// Mutation testing (`npm run mutate`, issue 24 item 7, decision 006): Stryker changes the contract's rules and the
// machines' rule files one small edit at a time and runs the tests that cover the edit; a change no test notices is
// a test missing. Not part of `npm test` (minutes, not seconds). Equivalent survivors are listed in docs/mutation.md.
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  // The contract's rule files (pure functions a view, a machine and the fake server share) and the machines' rule
  // files. The contract's schema files and the endpoint table are declarations: their mutants are module-level (see
  // ignoreStatic) or reached only through fake-server journeys, too slow per mutant here (docs/mutation.md).
  mutate: [
    'src/contract/{rules,sign-in-rules,mask,medium-date,return-url,base64,good-standing}.ts',
    'src/contract/{file-type,catalog,form-codec,form-encode,spreadsheet-cell,theme-contrast,captions,error-text,server-message,error-answers,form-switches,upload}.ts',
    'machines/**/*-rules.ts',
    // The OTP machine's reading of the `?verify=` code only (spec 1 §2.1).
    'machines/access/otp.machine.ts:50-59',
  ],
  coverageAnalysis: 'perTest',
  // Module-level mutants (a schema's regex, a message constant) would each rerun every related test file; they are
  // counted as ignored, and their rules are pinned by the contract tests' exact messages instead.
  ignoreStatic: true,
  concurrency: 1,
  incremental: true,
  incrementalFile: '.stryker/incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: '.stryker/report.html' },
  tempDirName: '.stryker-tmp',
};
