// `portal replay <flow> --events FILE`: the real machine against the in-process fake backend on a simulated
// clock, step by step; exit 1 at the first failed expectation (with a diff) or a step skipped for a test control
// the target lacks, 2 for a file that is not a replay. `--target URL` sends every call to a backend over HTTP, its
// test controls at `--controls URL` (default: the target's origin + /__mock/; docs/decisions/041).
import { readFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '#mocks/scenarios/index.ts';
import { formatReport, readReplaySteps, replay, ReplayFileError } from '../headless/replay';
import { parseBaseUrl, parseScenario, parseSeed } from '../options';
import { ReportedFailure } from '../reported-failure';
import { UsageError } from '../usage-error';
import { writeOut } from './write';

interface ReplayCommandOptions {
  events: string;
  scenario: string;
  seed: number;
  json?: boolean;
  lenient?: boolean;
  target?: string;
  controls?: string;
}

/** Set by the action: commander's parseAsync resolves before an action's exit code could be returned. */
export class ReplayFailed extends ReportedFailure {}

export function replayCommand(): Command {
  const command = new Command('replay')
    .description('Replay a flow headlessly from an events file (docs/flows/README.md)')
    .argument('<flow>', 'a flow name (portal flows)')
    .requiredOption('--events <file>', 'the JSON list of steps')
    .addOption(
      new Option('--scenario <name>', 'scenario to seed (unless the file carries a world)')
        .argParser(parseScenario)
        .default(DEFAULT_SCENARIO),
    )
    .option('--seed <n>', 'seed number', parseSeed, DEFAULT_SEED)
    .option('--json', 'print the report as JSON')
    .option('--lenient', 'let pass what strict replays fail: events the state drops, unread input, empty files (decision 039)')
    .option('--target <url>', 'replay against this API base over HTTP (e.g. http://127.0.0.1:8787/api/)', parseBaseUrl)
    .option('--controls <url>', "the target's test controls (default: its origin + /__mock/)", parseBaseUrl);
  command.action(async (flow: string, options: ReplayCommandOptions) => {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(options.events, 'utf8')) as unknown;
    } catch (e) {
      throw new UsageError(`Cannot read ${options.events}: ${e instanceof Error ? e.message : String(e)}`);
    }
    let report;
    try {
      const lenient = options.lenient === true;
      if (options.controls && !options.target) throw new UsageError('--controls needs --target (the in-process world has its own).');
      const remote = options.target ? { target: options.target, ...(options.controls ? { controls: options.controls } : {}) } : undefined;
      report = await replay({
        flow,
        steps: readReplaySteps(raw, { lenient }),
        scenario: options.scenario,
        seed: options.seed,
        lenient,
        ...(remote ? { remote } : {}),
      });
    } catch (e) {
      if (e instanceof ReplayFileError) throw new UsageError(e.message);
      throw e;
    }
    writeOut(command, options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    if (!report.ok)
      throw new ReplayFailed(report.skipped ? `Skipped: ${report.skipped.message}.` : (report.failure?.message ?? 'The replay failed.'));
  });
  return command;
}
