// A case of `portal test`: one replay of one flow, from a file or from a flow's generated paths. A file says which
// flow it replays: an object {"flow", "steps", …}, or a bare list of steps whose file name starts with the flow
// (login.json, login.wrong-code.json). A file that is not a replay is a case that fails with the reason, so one bad
// file in a folder fails the run with its message instead of stopping it.
import { basename } from 'node:path';
import { z } from 'zod';
import { flowNamed } from '#machines/flows.ts';
import { isScenarioName, scenarios } from '#mocks/scenarios/index.ts';
import { readReplaySteps, ReplayFileError, type ReplayStep } from '../headless/replay';

export interface SuiteCase {
  /** What the reports call it: the file's path as found, or "<flow> <target>" for a generated path. */
  name: string;
  flow: string;
  file?: string;
  scenario: string;
  seed: number;
  steps: ReplayStep[];
  /** Why the case is not run (the file says so, or a flow's state has no path): reported skipped. */
  skip?: string;
  /** Why the file is no replay: the case fails with this, and runs nothing. */
  malformed?: string;
}

export interface CaseDefaults {
  scenario: string;
  seed: number;
  /** Files read as `--lenient` reads them (decision 039): an empty file passes. */
  lenient?: boolean;
}

const MAX_SEED = 2 ** 32 - 1;

const CaseFileSchema = z.strictObject({
  flow: z.string().min(1),
  name: z.string().min(1).optional(),
  scenario: z
    .string()
    .refine(isScenarioName, { error: `must be one of ${Object.keys(scenarios).join(', ')}` })
    .optional(),
  seed: z.int().min(0).max(MAX_SEED).optional(),
  /** Why this file is not run for now: it is reported skipped, with this reason. */
  skip: z.string().min(1).optional(),
  steps: z.array(z.unknown()),
});

/** The flow a bare list's file name names: the part before the first dot (`login.wrong-code.json` → login). */
export const flowOfFileName = (file: string): string => basename(file).split('.')[0] ?? '';

const issuesOf = (error: z.ZodError): string =>
  error.issues.map((issue) => (issue.path.length ? `"${issue.path.join('.')}" ${issue.message}` : issue.message)).join('; ');

/** A file's text as a case; never throws: what is wrong with the file is the case's failure. */
export function caseFromText(name: string, file: string, text: string, defaults: CaseDefaults): SuiteCase {
  const broken = (flow: string, why: string): SuiteCase => ({ name, flow, file, ...defaults, steps: [], malformed: why });
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (e) {
    return broken(flowOfFileName(file), `${file} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  let fields: Omit<z.infer<typeof CaseFileSchema>, 'steps'> & { steps: unknown };
  if (Array.isArray(raw)) {
    const flow = flowOfFileName(file);
    if (!flowNamed(flow))
      return broken(
        flow,
        `${file} is a bare list of steps, so its name must start with the flow it replays (login.json, login.wrong-code.json), and "${flow}" is no flow; or write {"flow": "<flow>", "steps": [...]}.`,
      );
    fields = { flow, steps: raw };
  } else {
    const parsed = CaseFileSchema.safeParse(raw);
    if (!parsed.success)
      return broken(
        typeof (raw as { flow?: unknown } | null)?.flow === 'string' ? String((raw as { flow: string }).flow) : flowOfFileName(file),
        `${file} is neither a list of steps nor {"flow", "steps", "scenario"?, "seed"?, "name"?, "skip"?}: ${issuesOf(parsed.error)}.`,
      );
    fields = parsed.data;
    if (!flowNamed(fields.flow)) return broken(fields.flow, `${file}: unknown flow "${fields.flow}". \`portal flows\` lists them.`);
  }
  let steps: ReplayStep[];
  try {
    steps = readReplaySteps(fields.steps, { lenient: defaults.lenient ?? false });
  } catch (e) {
    if (!(e instanceof ReplayFileError)) throw e;
    return broken(fields.flow, `${file}: ${e.message}`);
  }
  return {
    name: fields.name ?? name,
    flow: fields.flow,
    file,
    scenario: fields.scenario ?? defaults.scenario,
    seed: fields.seed ?? defaults.seed,
    steps,
    ...(fields.skip ? { skip: fields.skip } : {}),
  };
}
