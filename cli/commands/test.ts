// `portal test [FILE|DIR|GLOB…] [--paths]`: replay files (a folder is a suite) and every flow's generated paths as
// one suite in this process, reported as text, JSON, JUnit XML or TAP 14; exit 0 when every case passed, 1 when any
// failed or when every case was skipped, 2 on usage (nothing matched, an unreadable file, a bad option).
import { readFile, writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { flows } from '#machines/flows.ts';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '#mocks/scenarios/index.ts';
import { parseBaseUrl, parseScenario, parseSeed } from '../options';
import { ReportedFailure } from '../reported-failure';
import { collectFiles } from '../suite/collect-files';
import { localWorlds } from '../suite/local-worlds';
import { remoteWorlds } from '../suite/remote-worlds';
import { COVERAGE_THRESHOLD, CoverageRecorder, coveragePassed, coverageText, reasonsFromPaths } from '../suite/coverage';
import { pathCases, untakenHints } from '../suite/path-cases';
import { jsonReport } from '../suite/reporters/json';
import { junitReport } from '../suite/reporters/junit';
import { tapReport } from '../suite/reporters/tap';
import { textReport, textSummary } from '../suite/reporters/text';
import { runSuite, suitePassed, type SuiteResult } from '../suite/run-suite';
import { caseFromText, type SuiteCase } from '../suite/suite-case';
import { UsageError } from '../usage-error';
import { writeErr, writeOut } from './write';

const REPORTERS = ['text', 'json', 'junit', 'tap'] as const;
type Reporter = (typeof REPORTERS)[number];

interface TestOptions {
  paths?: boolean;
  scenario: string;
  seed: number;
  reporter: Reporter;
  out?: string;
  timings?: boolean;
  lenient?: boolean;
  target?: string;
  controls?: string;
  coverage?: boolean;
}

/** The run failed after its report was printed: exit 1. */
class SuiteFailed extends ReportedFailure {}

async function fileCases(operands: string[], defaults: { scenario: string; seed: number }): Promise<SuiteCase[]> {
  const cases: SuiteCase[] = [];
  for (const file of await collectFiles(operands)) {
    let text: string;
    try {
      text = await readFile(file.path, 'utf8');
    } catch (e) {
      throw new UsageError(`Cannot read ${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
    cases.push(caseFromText(file.name, file.name, text, defaults));
  }
  return cases;
}

function report(reporter: Reporter, result: SuiteResult, seconds: number | undefined): string {
  switch (reporter) {
    case 'json':
      return jsonReport(result);
    case 'junit':
      return junitReport(result);
    case 'tap':
      return tapReport(result);
    case 'text':
      return textReport(result, seconds);
  }
}

/** The in-process fake world, or with --target the backend over HTTP. */
const worldsFor = (options: TestOptions) =>
  options.target ? remoteWorlds({ target: options.target, ...(options.controls ? { controls: options.controls } : {}) }) : localWorlds();

export function testCommand(): Command {
  const command = new Command('test')
    .description('Replay files, folders and globs of them, and with --paths every flow’s generated paths, as one suite')
    .argument('[files...]', 'replay files, folders of them (every .json inside) or globs (quoted: expanded by portal)')
    .option('--paths', 'also every flow’s generated paths (portal paths --all --check)')
    .addOption(
      new Option('--scenario <name>', 'scenario the cases seed, unless a file names its own')
        .argParser(parseScenario)
        .default(DEFAULT_SCENARIO),
    )
    .option('--seed <n>', 'seed number, unless a file names its own', parseSeed, DEFAULT_SEED)
    .addOption(new Option('--reporter <format>', 'report format').choices(REPORTERS).default('text'))
    .option('--out <file>', 'write the report to this file (stdout keeps the failures and the counts)')
    .option('--target <url>', 'run every case against this API base over HTTP (e.g. http://127.0.0.1:8787/api/)', parseBaseUrl)
    .option('--controls <url>', "the target's test controls (default: its origin + /__mock/)", parseBaseUrl)
    .option('--lenient', 'replay files as before strict replays: an event the state cannot take is dropped and said (decision 039)')
    .option('--coverage', `report each flow's user-event transitions taken / all; below ${COVERAGE_THRESHOLD} % overall the run fails`)
    .option('--timings', 'add each case’s wall-clock time (the report then differs run to run)')
    .addHelpText(
      'after',
      `
A file replays one flow: {"flow": "login", "steps": [...], "scenario"?, "seed"?, "name"?, "skip"?}, or a bare list
of steps named after its flow (login.json, login.wrong-code.json): docs/flows/README.md.
Exit 0: every case passed; 1: a case failed, or every case was skipped; 2: usage.`,
    );
  command.action(async (operands: string[], options: TestOptions) => {
    if (operands.length === 0 && !options.paths) throw new UsageError('Name replay files, folders or globs, or give --paths.');
    if (options.controls && !options.target) throw new UsageError('--controls needs --target (the in-process world has its own).');
    if (options.out) {
      // A report that cannot be written is a usage error, found before the run rather than after it.
      const out = options.out;
      await writeFile(out, '').catch((e: unknown) => {
        throw new UsageError(`Cannot write ${out}: ${e instanceof Error ? e.message : String(e)}`);
      });
    }
    const started = performance.now();
    const lenient = Boolean(options.lenient);
    const defaults = { scenario: options.scenario, seed: options.seed, lenient };
    const generated = options.paths ? await pathCases(defaults) : undefined;
    const cases = [...(operands.length ? await fileCases(operands, defaults) : []), ...(generated?.cases ?? [])];
    const coverage = options.coverage ? new CoverageRecorder() : undefined;
    const result = await runSuite(cases, {
      createWorld: worldsFor(options),
      timings: Boolean(options.timings),
      lenient,
      ...(coverage ? { coverage } : {}),
    });
    // The flows the run replayed (with --paths, every flow): a file's run is measured against its own flows.
    const replayed = flows.filter((flow) => cases.some((c) => c.flow === flow.name));
    if (coverage) {
      const hints = await untakenHints(defaults);
      const sets = new Map(generated?.sets.map((set) => [set.flow, set]));
      result.coverage = coverage.report(replayed, (flow) => {
        const set = sets.get(flow.name);
        return { ...(set ? reasonsFromPaths(flow, set) : {}), ...hints(flow) };
      });
    }
    const seconds = options.timings ? (performance.now() - started) / 1000 : undefined;
    const covered = result.coverage && options.reporter === 'text' ? coverageText(result.coverage) : '';
    const text = report(options.reporter, result, seconds) + covered;
    if (options.out) {
      await writeFile(options.out, text);
      writeOut(command, textSummary(result, seconds));
    } else writeOut(command, text);
    if (!suitePassed(result)) {
      const why = result.summary.failed > 0 ? `${result.summary.failed} case(s) failed.` : 'Every case was skipped: nothing was tested.';
      if (result.summary.failed === 0) writeErr(command, `error: ${why}\n`);
      throw new SuiteFailed(why);
    }
    if (result.coverage && !coveragePassed(result.coverage)) {
      const { taken, all, percent, threshold } = result.coverage;
      const why = `Coverage ${percent} % (${taken} / ${all} user-event transitions) is below ${threshold} %.`;
      writeErr(command, `error: ${why}\n`);
      throw new SuiteFailed(why);
    }
  });
  return command;
}
