// The JSON report: {summary: {passed, failed, skipped}, cases: [{name, flow, file, status, steps, timeMs, failure}]}.
import type { SuiteResult } from '../run-suite';

export const jsonReport = (result: SuiteResult): string => `${JSON.stringify(result, null, 2)}\n`;
