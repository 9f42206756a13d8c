// `portal contract`: export the endpoint table (OpenAPI 3.1 or JSON Schema), and `portal contract check`: test a
// backend's read-only answers against it.
import { writeFileSync } from 'node:fs';
import { Command, Option } from 'commander';
import { checkContract, describeReport } from '../contract-check';
import { CONTRACT_FORMATS, contractText, type ContractFormat } from '../contract-export';
import { parseBaseUrl } from '../options';
import { ReportedFailure } from '../reported-failure';
import { writeJson, writeLine } from './write';

interface ExportOptions {
  format: ContractFormat;
  out?: string;
}

interface CheckCommandOptions {
  baseUrl: string;
  token?: string;
  json?: boolean;
}

export function contractCommand(): Command {
  const contract = new Command('contract')
    .description('Export the endpoint table of src/contract as OpenAPI 3.1 or JSON Schema (the /__mock controls left out)')
    .addOption(new Option('--format <format>', 'document to write').choices(CONTRACT_FORMATS).default('openapi'))
    .option('--out <file>', 'write to this file instead of stdout')
    .action((options: ExportOptions, command: Command) => {
      const text = contractText(options.format);
      if (!options.out) return writeLine(command, text);
      writeFileSync(options.out, text);
      writeLine(command, `Wrote the ${options.format} contract to ${options.out} (${text.length} bytes).`);
    });
  contract
    .command('check')
    .description('Call the read-only GETs of a backend and check each answer against the contract (exit 1 on a mismatch)')
    .requiredOption('--base-url <url>', 'the API base, as VITE_API_BASE_URL (e.g. http://127.0.0.1:8787/api/)', parseBaseUrl)
    .option('--token <token>', 'bearer token of a signed-in user: member and admin calls are skipped without one')
    .option('--json', 'print the report as JSON')
    .action(async (options: CheckCommandOptions, command: Command) => {
      const report = await checkContract({ baseUrl: options.baseUrl, ...(options.token ? { token: options.token } : {}) });
      if (options.json) writeJson(command, report);
      else writeLine(command, describeReport(report));
      if (report.counts.mismatch > 0) throw new ReportedFailure(`${report.counts.mismatch} answer(s) do not match the contract.`);
    });
  return contract;
}
