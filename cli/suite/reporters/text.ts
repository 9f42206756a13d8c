// The text report: one line a case, the failing step's report and diff under a failed one, then the counts.
import type { SuiteResult } from '../run-suite';
import { countsLine, failureDetail, failureHeadline } from './failure-text';

const MARK = { passed: 'ok     ', failed: 'FAILED ', skipped: 'skipped' } as const;

export function textReport(result: SuiteResult, seconds?: number): string {
  const lines: string[] = [];
  for (const c of result.cases) {
    const time = c.timeMs === null ? '' : ` (${c.timeMs} ms)`;
    lines.push(`${MARK[c.status]}  ${c.name}${c.file ? ` [${c.flow}]` : ''}${c.skipReason ? `: ${c.skipReason}` : ''}${time}`);
    if (c.status === 'failed') {
      lines.push(`         ${failureHeadline(c)}`);
      for (const line of failureDetail(c)) lines.push(`           ${line}`);
    }
  }
  lines.push(countsLine(result.summary, seconds));
  return `${lines.join('\n')}\n`;
}

/** What stdout still shows when the report goes to a file: the failed cases and the counts. */
export function textSummary(result: SuiteResult, seconds?: number): string {
  const lines = result.cases.filter((c) => c.status === 'failed').map((c) => `FAILED   ${c.name}: ${failureHeadline(c)}`);
  lines.push(countsLine(result.summary, seconds));
  return `${lines.join('\n')}\n`;
}
