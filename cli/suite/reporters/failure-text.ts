// How every reporter words a failed case: one headline naming the flow, the step and the fields that differ, and
// the lines under it (the failing step's report, its changes, the diff). One wording, four formats.
import type { CaseResult, StepResult } from '../run-suite';

/** The step a case failed at, as its report recorded it. */
const failedStep = (c: CaseResult): StepResult | undefined =>
  c.failure?.step == null ? undefined : c.steps.find((s) => s.index === c.failure?.step);

/** "state", "context.errors": what a diff says differs (its "- " lines name them). */
const fieldsOf = (diff: string[]): string[] => diff.filter((l) => l.startsWith('- ')).map((l) => l.slice(2).split(':')[0] ?? '');

/** `login, step 2 (expect {…}), context.errors: Expectation failed.` */
export function failureHeadline(c: CaseResult): string {
  if (!c.failure) return '';
  const step = failedStep(c);
  const where = c.failure.step === null ? c.flow || 'file' : `${c.flow}, step ${c.failure.step}${step ? ` (${step.step})` : ''}`;
  const fields = fieldsOf(c.failure.diff);
  return `${where}${fields.length ? `, ${fields.join(', ')}` : ''}: ${c.failure.message}`;
}

/** The failing step's report line, the context it changed, then the diff. */
export function failureDetail(c: CaseResult): string[] {
  const step = failedStep(c);
  const lines: string[] = [];
  if (step) {
    lines.push(`${step.index}  ${step.step}  →  ${step.state}`);
    for (const change of step.changed) lines.push(`  ${change.key}: ${change.before} → ${change.after}`);
  }
  return [...lines, ...(c.failure?.diff ?? [])];
}

/** The counts line of every human-facing report. */
export function countsLine(summary: { passed: number; failed: number; skipped: number }, seconds?: number): string {
  const total = summary.passed + summary.failed + summary.skipped;
  return `${total} case(s): ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped${seconds === undefined ? '' : ` in ${seconds.toFixed(1)} s`}`;
}
