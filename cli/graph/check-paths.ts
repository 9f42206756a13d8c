// Replays a flow's generated paths against the in-process fake backend (the same replay() as `portal replay`)
// and says, path by path, whether each reached its target: the proof that a path is real, not only drawn.
import { readReplaySteps, replay } from '../headless/replay';
import type { FlowPathSet } from './shortest-paths';

export interface PathCheck {
  flow: string;
  target: string;
  status: 'ok' | 'failed' | 'skipped';
  /** Why it was skipped, or where and how it failed. */
  detail?: string;
}

export interface CheckOptions {
  scenario: string;
  seed: number;
  /** Replay leniently (decision 039): for saved paths written before replays were strict. */
  lenient?: boolean;
}

export async function checkPathSet(set: FlowPathSet, options: CheckOptions): Promise<PathCheck[]> {
  const checks: PathCheck[] = [];
  for (const path of set.paths) {
    let detail: string | undefined;
    try {
      const lenient = options.lenient === true;
      const report = await replay({ ...options, flow: set.flow, steps: readReplaySteps(path.steps, { lenient }), lenient });
      if (report.failure) detail = [`step ${report.failure.index}: ${report.failure.message}`, ...(report.failure.diff ?? [])].join(' ');
    } catch (e) {
      detail = e instanceof Error ? e.message : String(e);
    }
    checks.push({
      flow: set.flow,
      target: path.target,
      status: detail === undefined ? 'ok' : 'failed',
      ...(detail !== undefined ? { detail } : {}),
    });
  }
  for (const skipped of set.skipped) checks.push({ flow: set.flow, target: skipped.target, status: 'skipped', detail: skipped.reason });
  return checks;
}

/** One line a path: flow, target, ok/failed/skipped and why. */
export function formatChecks(checks: PathCheck[]): string {
  const flowWidth = Math.max(4, ...checks.map((c) => c.flow.length));
  const targetWidth = Math.max(6, ...checks.map((c) => Math.min(c.target.length, 48)));
  return checks
    .map((c) => `${c.flow.padEnd(flowWidth)}  ${c.target.padEnd(targetWidth)}  ${c.status}${c.detail ? `: ${c.detail}` : ''}`)
    .join('\n');
}

export function summarize(checks: PathCheck[], seconds: number): string {
  const count = (status: PathCheck['status']) => checks.filter((c) => c.status === status).length;
  const flows = new Set(checks.map((c) => c.flow)).size;
  return `${flows} flow(s): ${count('ok')} ok, ${count('failed')} failed, ${count('skipped')} skipped in ${seconds.toFixed(1)} s`;
}
