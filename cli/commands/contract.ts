// `portal contract`: export the endpoint table (OpenAPI 3.1 or JSON Schema), and `portal contract check`: test a
// backend's read-only answers against it.
import { writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { DEFAULT_SCENARIO, DEFAULT_SEED } from '#mocks/scenarios/index.ts';
import { checkContract, describeReport, failuresOf } from '../contract-check';
import { checkWrites } from '../contract-writes';
import { defaultControlsUrl } from '../headless/remote-world';
import { CONTRACT_FORMATS, contractText, type ContractFormat } from '../contract-export';
import { parseBaseUrl, parseScenario, parseSeed } from '../options';
import { ReportedFailure } from '../reported-failure';
import { writeJson, writeLine } from './write';

interface ExportOptions {
  format: ContractFormat;
  out?: string;
  testControls?: boolean;
}

interface CheckCommandOptions {
  baseUrl: string;
  token?: string;
  json?: boolean;
  writes?: boolean;
  controls?: string;
  scenario: string;
  seed: number;
}

export function contractCommand(): Command {
  const contract = new Command('contract')
    .description(
      'Export the endpoint table of src/contract as OpenAPI 3.1 or JSON Schema (the /__mock controls left out; --test-controls writes their own document)',
    )
    .addOption(new Option('--format <format>', 'document to write').choices(CONTRACT_FORMATS).default('openapi'))
    .option('--out <file>', 'write to this file instead of stdout')
    .option('--test-controls', "the test-control protocol's document (/__mock/*) instead of the API's")
    .action((options: ExportOptions, command: Command) => {
      const text = contractText(options.format, options.testControls ? 'controls' : 'api');
      if (!options.out) return writeLine(command, text);
      writeFileSync(options.out, text);
      writeLine(
        command,
        `Wrote the ${options.format} ${options.testControls ? 'test-control protocol' : 'contract'} to ${options.out} (${text.length} bytes).`,
      );
    });
  contract
    .command('check')
    .description(
      'Call the read-only GETs of a backend (and with --writes its write calls) and check each answer and status against the contract (exit 1 on a mismatch, a 5xx or an unlisted status)',
    )
    .requiredOption('--base-url <url>', 'the API base, as VITE_API_BASE_URL (e.g. http://127.0.0.1:8787/api/)', parseBaseUrl)
    .option('--token <token>', 'bearer token of a signed-in user: member and admin calls are skipped without one')
    .option('--json', 'print the report as JSON')
    .option('--writes', 'also reset the scenario (through the test controls) and exercise every write call with a valid request')
    .option('--controls <url>', "the target's test controls, for --writes (default: its origin + /__mock/)", parseBaseUrl)
    .addOption(new Option('--scenario <name>', 'scenario --writes resets to').argParser(parseScenario).default(DEFAULT_SCENARIO))
    .option('--seed <n>', 'seed --writes resets to', parseSeed, DEFAULT_SEED)
    .action(async (options: CheckCommandOptions, command: Command) => {
      const report = await checkContract({ baseUrl: options.baseUrl, ...(options.token ? { token: options.token } : {}) });
      if (options.writes) {
        const controls = options.controls ?? defaultControlsUrl(options.baseUrl);
        report.writes = await checkWrites({ baseUrl: options.baseUrl, controls, scenario: options.scenario, seed: options.seed });
      }
      if (options.json) writeJson(command, report);
      else writeLine(command, describeReport(report));
      const failures = failuresOf(report);
      if (failures > 0)
        throw new ReportedFailure(
          `${failures} call(s) broke the contract (a mismatch, a 5xx, an unlisted status or a wrong request accepted).`,
        );
    });
  return contract;
}
