// `portal test --paths`: every flow's generated paths (what `portal paths --all --check` replays) as cases of the
// suite, and each state without a path as a skipped case with the reason `portal paths` gives.
import type { FlowDefinition } from '#machines/flow-manifest.ts';
import { flows } from '#machines/flows.ts';
import { scenarioFacts } from '../flows/scenario-facts';
import { flowPathSet, pathsOf, type FlowPathSet } from '../graph/shortest-paths';
import { readReplaySteps, ReplayFileError, type ReplayStep } from '../headless/replay';
import type { CaseDefaults, SuiteCase } from './suite-case';

/** A generated path is checked as a file would be: a generator that writes a bad step fails that path. */
function checked(steps: ReplayStep[]): Pick<SuiteCase, 'steps' | 'malformed'> {
  try {
    return { steps: readReplaySteps(steps) };
  } catch (e) {
    if (!(e instanceof ReplayFileError)) throw e;
    return { steps: [], malformed: `The generated path is no replay: ${e.message}` };
  }
}

export interface PathSuite {
  cases: SuiteCase[];
  /** Each flow's paths and the states without one (what `--coverage` gives its reasons from). */
  sets: FlowPathSet[];
}

export async function pathCases(defaults: CaseDefaults, selected: readonly FlowDefinition[] = flows): Promise<PathSuite> {
  const facts = await scenarioFacts(defaults.scenario, defaults.seed);
  const sets = selected.map((flow) => flowPathSet(flow, facts));
  const cases = sets.flatMap((set) => [
    ...set.paths.map((path) => ({ name: `${set.flow} ${path.target}`, flow: set.flow, ...defaults, ...checked(path.steps) })),
    ...set.skipped.map((s) => ({ name: `${set.flow} ${s.target}`, flow: set.flow, ...defaults, steps: [], skip: s.reason })),
  ]);
  return { cases, sets };
}

/** The manifests' words for the user-event transitions no replay can take (`paths.untaken`), by flow. */
export async function untakenHints(defaults: CaseDefaults): Promise<(flow: FlowDefinition) => Record<string, string> | undefined> {
  const facts = await scenarioFacts(defaults.scenario, defaults.seed);
  return (flow) => (flow.paths ? pathsOf(flow, facts).untaken : undefined);
}
