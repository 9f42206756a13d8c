// Prints, at the end of a run, how long each spec file took (issue 25 item 4: a slow suite is a bug, and CI's log
// must say where the time goes). A file's time is the sum of its tests' durations, retries included, so with two
// workers the figures add up to about twice the wall time.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

export default class SpecTimesReporter implements Reporter {
  private readonly times = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.times.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.times.set(file, entry);
  }

  onEnd(_result: FullResult): void {
    const rows = [...this.times].sort((a, b) => b[1].ms - a[1].ms);
    if (rows.length === 0) return;
    const total = rows.reduce((sum, [, t]) => sum + t.ms, 0);
    const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`.padStart(9);
    const lines = rows.map(([file, t]) => `${minutes(t.ms)}  ${String(t.tests).padStart(3)} runs  ${file}`);
    console.log(['', `Time per spec file (test time, slowest first; ${minutes(total).trim()} in all):`, ...lines, ''].join('\n'));
  }
}
