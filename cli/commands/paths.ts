// `portal paths <flow> [--json] [--out DIR]`: the shortest path to every state of a flow, each as a replay file;
// `--check` replays them (`--all`: every flow; `--paths FILE`: a saved set) and exits 1 when any path fails.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command, Option } from 'commander';
import { flows } from '#machines/flows.ts';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '#mocks/scenarios/index.ts';
import { checkPathSet, formatChecks, summarize, type PathCheck } from '../graph/check-paths';
import { flowOrFail } from '../graph/flow-machine';
import { flowPathSet, type FlowPathSet } from '../graph/shortest-paths';
import { scenarioFacts } from '../flows/scenario-facts';
import { parseScenario, parseSeed } from '../options';
import { UsageError } from '../usage-error';
import { ReplayFailed } from './replay';
import { writeOut } from './write';

interface PathsOptions {
  all?: boolean;
  check?: boolean;
  json?: boolean;
  out?: string;
  paths?: string;
  lenient?: boolean;
  scenario: string;
  seed: number;
}

/** The human form: each target, then its steps one a line (the replay file, as JSON lines of a list). */
function formatPathSet(set: FlowPathSet): string {
  const lines = [`paths ${set.flow}: ${set.paths.length} path(s), ${set.skipped.length} skipped`];
  for (const path of set.paths) {
    lines.push('', `${path.target} (${path.steps.length} steps)`, '[');
    path.steps.forEach((step, i) => lines.push(`  ${JSON.stringify(step)}${i < path.steps.length - 1 ? ',' : ''}`));
    lines.push(']');
  }
  if (set.skipped.length) lines.push('');
  for (const s of set.skipped) lines.push(`skipped: ${s.target}: ${s.reason}`);
  return `${lines.join('\n')}\n`;
}

const fileNameOf = (flow: string, target: string) => `${flow}.${target.replace(/[^A-Za-z0-9.]+/g, '_')}.json`;

async function readSavedSet(file: string, flow: string): Promise<FlowPathSet> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const set = raw as Partial<FlowPathSet>;
  if (!Array.isArray(set.paths) || set.flow !== flow) throw new UsageError(`${file} is not the output of \`portal paths ${flow} --json\`.`);
  return { flow, paths: set.paths, skipped: set.skipped ?? [] };
}

export function pathsCommand(): Command {
  const command = new Command('paths')
    .description('The shortest path to every state of a flow, each a replay file; --check replays them')
    .argument('[flow]', 'a flow name (portal flows)')
    .option('--all', 'every flow')
    .option('--check', 'replay each path against the fake backend; exit 1 if any fails')
    .option('--json', 'print JSON')
    .option('--out <dir>', 'also write each path as <flow>.<target>.json in this folder')
    .option('--paths <file>', 'with --check: replay the paths saved by `portal paths <flow> --json` instead')
    .option('--lenient', 'with --check: replay as before decision 039 (dropped events and unread input pass)')
    .addOption(new Option('--scenario <name>', 'scenario the replays seed').argParser(parseScenario).default(DEFAULT_SCENARIO))
    .option('--seed <n>', 'seed number', parseSeed, DEFAULT_SEED);
  command.action(async (name: string | undefined, options: PathsOptions) => {
    if (Boolean(options.all) === (name !== undefined)) throw new UsageError('Name one flow, or give --all.');
    if (options.paths && (!options.check || !name)) throw new UsageError('--paths goes with one flow and --check.');
    if (options.lenient && !options.check) throw new UsageError('--lenient goes with --check.');
    const selected = name ? [flowOrFail(name)] : flows;
    const facts = await scenarioFacts(options.scenario, options.seed);
    const sets = options.paths && name ? [await readSavedSet(options.paths, name)] : selected.map((flow) => flowPathSet(flow, facts));
    if (options.out) {
      const dir = options.out;
      await mkdir(dir, { recursive: true });
      await Promise.all(
        sets.flatMap((set) =>
          set.paths.map((p) => writeFile(join(dir, fileNameOf(set.flow, p.target)), `${JSON.stringify(p.steps, null, 2)}\n`)),
        ),
      );
    }
    if (!options.check) {
      writeOut(
        command,
        options.json ? `${JSON.stringify(sets.length === 1 ? sets[0] : sets, null, 2)}\n` : sets.map(formatPathSet).join('\n'),
      );
      return;
    }
    const started = performance.now();
    const checks: PathCheck[] = [];
    for (const set of sets) {
      const flowChecks = await checkPathSet(set, { scenario: options.scenario, seed: options.seed, lenient: options.lenient === true });
      checks.push(...flowChecks);
      if (!options.json) writeOut(command, `${formatChecks(flowChecks)}\n`);
    }
    const summary = `${summarize(checks, (performance.now() - started) / 1000)}${options.lenient ? ' (lenient: not strict)' : ''}`;
    writeOut(command, options.json ? `${JSON.stringify({ checks, summary }, null, 2)}\n` : `${summary}\n`);
    if (checks.some((c) => c.status === 'failed')) throw new ReplayFailed(summary);
  });
  return command;
}
