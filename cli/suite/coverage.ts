// `portal test --coverage`: which user-event transitions of each flow the run's replays actually took (issue 37
// item 5). A transition is a state and an event a user or a test sends there, one per guard branch where a guard
// splits it, read from the machine as `portal graph` reads it (cli/graph/machine-graph.ts). What counts as taken is
// what XState itself reports while replaying (its inspection's microsteps of the flow's own actor), in cases that
// passed: not what a generator meant to do, and not a replay that failed on the way.
import type { InspectionEvent } from 'xstate';
import type { FlowDefinition } from '#machines/flow-manifest.ts';
import { describedMachine } from '../graph/flow-machine';
import { readGraph, takenKey, type GraphTransition } from '../graph/machine-graph';
import type { FlowPathSet } from '../graph/shortest-paths';

/** Below this share of user-event transitions taken, `portal test --coverage` fails the run. */
export const COVERAGE_THRESHOLD = 90;

interface UserTransition {
  /** How the report names it: `state event [guard]` (`(any state)` for the machine's root). */
  label: string;
  /** Identity across machines built anew per replay: source path, event type, place among that pair's branches. */
  key: string;
  /** The state that takes it ("" for the machine's root). */
  source: string;
}

interface FlowCoverage {
  flow: string;
  taken: number;
  all: number;
  /** Each transition no passing replay took, with why. */
  untaken: Array<{ transition: string; reason: string }>;
}

export interface CoverageReport {
  taken: number;
  all: number;
  /** taken / all in per cent, one decimal; 100 when a run has no user-event transitions to take. */
  percent: number;
  threshold: number;
  flows: FlowCoverage[];
}

/** Wildcards (`*`, `form.*`) stand for events a user never names alone: they are no transition a test can aim at. */
const isUserEvent = (t: GraphTransition) => t.kind === 'event' && !t.eventType.includes('*');

/** A flow's user-event transitions, in definition order, each guard branch its own. */
export function userTransitions(flow: FlowDefinition): UserTransition[] {
  return readGraph(describedMachine(flow))
    .transitions.filter(isUserEvent)
    .map((t) => ({ label: `${t.source || '(any state)'} ${t.eventType}${t.guard ? ` [${t.guard}]` : ''}`, key: t.key, source: t.source }));
}

/**
 * Why a generated path cannot take a transition: the state that takes it is one no replay rests in (a call under
 * way that the replay lets settle, a state the manifest says a replay cannot reach), with `portal paths`'s reason.
 */
export function reasonsFromPaths(flow: FlowDefinition, set: FlowPathSet): Record<string, string> {
  const within = (state: string, source: string) => state === source || state.startsWith(`${source}.`);
  const rests = set.paths.map((p) => p.target.split(' after ')[0] as string);
  const reasons: Record<string, string> = {};
  for (const t of userTransitions(flow)) {
    if (t.source === '' || rests.some((state) => within(state, t.source))) continue;
    const skip = set.skipped.find((s) => within(s.target, t.source));
    if (skip) reasons[t.label] = `no replay rests in "${t.source}": ${skip.reason}`;
  }
  return reasons;
}

/** Collects, case by case, the transitions the flows' actors took; a case's count only if it passed. */
export class CoverageRecorder {
  private readonly taken = new Map<string, Set<string>>();
  private pending = new Map<string, Set<string>>();

  /** The replay's inspection (cli/headless/replay.ts `inspect`): the flow's own actor, not its child forms. */
  readonly inspect = (flow: string, event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    const seen = this.pending.get(flow) ?? new Set<string>();
    for (const t of event._transitions) seen.add(takenKey(t));
    this.pending.set(flow, seen);
  };

  /** A case ended: what it took counts when it passed, and is forgotten when it failed. */
  endCase(passed: boolean): void {
    if (passed) {
      for (const [flow, keys] of this.pending) {
        const into = this.taken.get(flow) ?? new Set<string>();
        keys.forEach((k) => into.add(k));
        this.taken.set(flow, into);
      }
    }
    this.pending = new Map();
  }

  /** The figures for these flows; `reasons` are a manifest's words for a transition no replay can take. */
  report(
    flows: readonly FlowDefinition[],
    reasonsOf: (flow: FlowDefinition) => Record<string, string> | undefined = () => undefined,
  ): CoverageReport {
    const perFlow = flows.map((flow): FlowCoverage => {
      const all = userTransitions(flow);
      const seen = this.taken.get(flow.name) ?? new Set<string>();
      const untaken = all
        .filter((t) => !seen.has(t.key))
        .map((t) => ({ transition: t.label, reason: reasonsOf(flow)?.[t.label] ?? 'no passing replay took it' }));
      return { flow: flow.name, taken: all.length - untaken.length, all: all.length, untaken };
    });
    const taken = perFlow.reduce((n, f) => n + f.taken, 0);
    const all = perFlow.reduce((n, f) => n + f.all, 0);
    const percent = all === 0 ? 100 : Math.floor((taken / all) * 1000) / 10;
    return { taken, all, percent, threshold: COVERAGE_THRESHOLD, flows: perFlow.filter((f) => f.all > 0) };
  }
}

export const coveragePassed = (report: CoverageReport): boolean => report.percent >= report.threshold;

/** The text block: a line a flow (untaken transitions first), then the overall figure against the threshold. */
export function coverageText(report: CoverageReport): string {
  const width = Math.max(4, ...report.flows.map((f) => f.flow.length));
  const lines = ['', 'User-event transitions taken (portal test --coverage):'];
  const byUntaken = [...report.flows].sort((a, b) => b.untaken.length - a.untaken.length || a.flow.localeCompare(b.flow));
  for (const f of byUntaken) {
    lines.push(`  ${f.flow.padEnd(width)}  ${String(f.taken).padStart(3)} / ${String(f.all).padEnd(3)}`);
    for (const u of f.untaken) lines.push(`    untaken: ${u.transition} (${u.reason})`);
  }
  const verdict = report.percent >= report.threshold ? 'at or above' : 'below';
  lines.push(`Coverage: ${report.taken} / ${report.all} user-event transitions (${report.percent} %), ${verdict} ${report.threshold} %.`);
  return `${lines.join('\n')}\n`;
}
