// The JUnit XML report, as CI servers read it: one <testsuite> per file (a case from a file) or per flow (its
// generated paths), one <testcase> per case (classname: the flow), a <failure> whose message names the flow, the
// step and the fields, with the step's report and diff as its text; <skipped> with the reason. Times only with
// --timings, so a report is the same bytes run after run.
import type { CaseResult, SuiteResult } from '../run-suite';
import { failureDetail, failureHeadline } from './failure-text';

// XML 1.0 cannot carry most control characters at all, even escaped.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testcase(c: CaseResult): string[] {
  const time = c.timeMs === null ? '' : ` time="${seconds(c.timeMs)}"`;
  const open = `    <testcase name="${xml(c.name)}" classname="${xml(c.flow)}"${c.file ? ` file="${xml(c.file)}"` : ''}${time}`;
  if (c.status === 'passed') return [`${open}/>`];
  if (c.status === 'skipped') return [`${open}>`, `      <skipped message="${xml(c.skipReason ?? '')}"/>`, '    </testcase>'];
  return [
    `${open}>`,
    `      <failure message="${xml(failureHeadline(c))}" type="${c.failure?.diff.length ? 'expectation' : 'step'}">${xml(failureDetail(c).join('\n'))}</failure>`,
    '    </testcase>',
  ];
}

const counts = (cases: CaseResult[]) => {
  const n = (status: CaseResult['status']) => cases.filter((c) => c.status === status).length;
  return `tests="${cases.length}" failures="${n('failed')}" errors="0" skipped="${n('skipped')}"`;
};

const totalTime = (cases: CaseResult[]) =>
  cases.some((c) => c.timeMs !== null) ? ` time="${seconds(cases.reduce((t, c) => t + (c.timeMs ?? 0), 0))}"` : '';

export function junitReport(result: SuiteResult): string {
  const suites = new Map<string, CaseResult[]>();
  for (const c of result.cases) {
    const key = c.file ?? c.flow;
    suites.set(key, [...(suites.get(key) ?? []), c]);
  }
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="portal test" ${counts(result.cases)}${totalTime(result.cases)}>`,
  ];
  for (const [name, cases] of suites) {
    lines.push(`  <testsuite name="${xml(name)}" ${counts(cases)}${totalTime(cases)}>`);
    for (const c of cases) lines.push(...testcase(c));
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return `${lines.join('\n')}\n`;
}
