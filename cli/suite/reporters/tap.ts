// The TAP 14 report: a plan, one test point per case (`# SKIP reason` for a skipped one), a YAML block under a
// failure with the flow, the file, the step, the message and the diff, then the counts as a comment.
import type { CaseResult, SuiteResult } from '../run-suite';
import { countsLine, failureDetail, failureHeadline } from './failure-text';

/** A description may not hold a newline, and `#` starts a directive unless escaped (TAP 14). */
const description = (text: string) =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\\/g, '\\\\')
    .replace(/#/g, '\\#');

/** A YAML scalar: JSON's string escapes are YAML's double-quoted ones. */
const scalar = (value: string | number) => (typeof value === 'number' ? String(value) : JSON.stringify(value));

function diagnostics(c: CaseResult): string[] {
  const lines = ['  ---', `  message: ${scalar(failureHeadline(c))}`, `  flow: ${scalar(c.flow)}`];
  if (c.file) lines.push(`  file: ${scalar(c.file)}`);
  if (c.failure?.step != null) lines.push(`  step: ${c.failure.step}`);
  const detail = failureDetail(c);
  if (detail.length) lines.push('  detail:', ...detail.map((l) => `    - ${scalar(l)}`));
  if (c.timeMs !== null) lines.push(`  duration_ms: ${c.timeMs}`);
  lines.push('  ...');
  return lines;
}

export function tapReport(result: SuiteResult): string {
  const lines = ['TAP version 14', `1..${result.cases.length}`];
  result.cases.forEach((c, i) => {
    const point = `${c.status === 'failed' ? 'not ok' : 'ok'} ${i + 1} - ${description(c.name)}`;
    if (c.status === 'skipped') lines.push(`${point} # SKIP ${description(c.skipReason ?? '')}`);
    else lines.push(point);
    if (c.status === 'failed') lines.push(...diagnostics(c));
  });
  lines.push(`# ${countsLine(result.summary)}`);
  return `${lines.join('\n')}\n`;
}
