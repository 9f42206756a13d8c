// Runs the cases of `portal test` one after another in this process, each in a world from the factory it is given
// (today the in-process fake backend, rewound per case: local-worlds.ts), and says of each whether it passed,
// failed (where, with the step's report and diff) or was skipped. No wall-clock time unless asked: a report of the
// same cases and seed is the same bytes.
import { replayIn, ReplayFileError, type ReplayReport, type ReplayStep } from '../headless/replay';
import { ControlMissing, type HeadlessWorld, type WorldSnapshot } from '../headless/headless-world';
import type { SuiteCase } from './suite-case';
import type { WorldFactory } from './local-worlds';
import type { CoverageRecorder, CoverageReport } from './coverage';

export type StepResult = ReplayReport['steps'][number];

interface CaseFailure {
  /** The step it failed at (1-based, as the report numbers them); null when no step ran (a file that is no replay). */
  step: number | null;
  message: string;
  diff: string[];
}

export interface CaseResult {
  name: string;
  flow: string;
  file: string | null;
  status: 'passed' | 'failed' | 'skipped';
  steps: StepResult[];
  /** Wall-clock milliseconds, only with --timings (a time makes every run's report differ). */
  timeMs: number | null;
  failure: CaseFailure | null;
  /** Why a skipped case did not run. */
  skipReason: string | null;
}

export interface SuiteResult {
  summary: { passed: number; failed: number; skipped: number };
  cases: CaseResult[];
  /** With --coverage: the user-event transitions the passing cases took (cli/suite/coverage.ts). */
  coverage?: CoverageReport;
}

export interface RunOptions {
  createWorld: WorldFactory;
  timings: boolean;
  /** Replays as `--lenient` (decision 039): dropped events are said in the report, not failed. */
  lenient?: boolean;
  /** Watches every case's flows (`--coverage`): told when each case ends, and whether it passed. */
  coverage?: CoverageRecorder;
}

const worldOf = (steps: ReplayStep[]): WorldSnapshot | undefined => steps.find((s): s is { world: WorldSnapshot } => 'world' in s)?.world;

async function runCase(c: SuiteCase, options: RunOptions): Promise<CaseResult> {
  const base = { name: c.name, flow: c.flow, file: c.file ?? null, timeMs: null, skipReason: null };
  if (c.skip) return { ...base, status: 'skipped', steps: [], failure: null, skipReason: c.skip };
  const failed = (message: string): CaseResult => ({ ...base, status: 'failed', steps: [], failure: { step: null, message, diff: [] } });
  if (c.malformed) return failed(c.malformed);
  const started = performance.now();
  const carried = worldOf(c.steps);
  let world: HeadlessWorld;
  try {
    world = await options.createWorld({ scenario: c.scenario, seed: c.seed, ...(carried ? { world: carried } : {}) });
  } catch (e) {
    // A target over HTTP cannot load a carried world: skipped, as a step whose control the target lacks.
    if (e instanceof ControlMissing) return { ...base, status: 'skipped', steps: [], failure: null, skipReason: e.message };
    // A carried world from another build, or one whose records its schemas refuse: that file's fault, not the run's.
    return failed(`The case's world could not be made: ${e instanceof Error ? e.message : String(e)}`);
  }
  let report: ReplayReport;
  try {
    report = await replayIn(world, c.flow, c.steps, {
      lenient: options.lenient ?? false,
      ...(options.coverage ? { inspect: options.coverage.inspect } : {}),
    });
  } catch (e) {
    // A file the replay refuses (a `run` of an unknown flow…): that case fails, the suite goes on.
    if (!(e instanceof ReplayFileError)) throw e;
    return failed(e.message);
  }
  const timeMs = options.timings ? Math.round(performance.now() - started) : null;
  // A step needed a test control the target lacks: what ran before it is reported, the case is neither passed nor failed.
  if (report.skipped)
    return {
      ...base,
      status: 'skipped',
      steps: report.steps,
      timeMs,
      failure: null,
      skipReason: `step ${report.skipped.index}: ${report.skipped.message}`,
    };
  const failure = report.failure ? { step: report.failure.index, message: report.failure.message, diff: report.failure.diff ?? [] } : null;
  return { ...base, status: report.ok ? 'passed' : 'failed', steps: report.steps, timeMs, failure };
}

export async function runSuite(cases: SuiteCase[], options: RunOptions): Promise<SuiteResult> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const result = await runCase(c, options);
    options.coverage?.endCase(result.status === 'passed');
    results.push(result);
  }
  const count = (status: CaseResult['status']) => results.filter((r) => r.status === status).length;
  return { summary: { passed: count('passed'), failed: count('failed'), skipped: count('skipped') }, cases: results };
}

/** A run passes when no case failed and at least one ran: a suite that skipped everything tested nothing. */
export const suitePassed = (result: SuiteResult): boolean => result.summary.failed === 0 && result.summary.passed > 0;
