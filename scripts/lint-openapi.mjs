// `redocly lint` of the OpenAPI documents the portal publishes (part of `npm run lint`, issue 24 item 3): the API's
// and the test-control protocol's (`portal contract --test-controls`, docs/decisions/041), each generated from its table
// into a temporary file, never kept in the repository, and linted with the rules of redocly.yaml. Any problem fails, warnings included: the document was brought to zero, and a new
// warning (a call without a documented error answer, operation-4xx-response) is a step back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));

function run(command, args) {
  const result = spawnSync(bin(command), args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

/** Exports one document and lints it; its problems, as lines (none: clean). */
function lint(name, extraArgs) {
  const file = join(dir, `${name}.json`);
  const exported = run('tsx', ['cli/main.ts', 'contract', '--format', 'openapi', ...extraArgs, '--out', file]);
  if (exported.status !== 0) return [`portal contract ${extraArgs.join(' ')} failed:\n${exported.stderr}`];
  // redocly exits 1 on errors only; the JSON report says everything, so its exit code is not read.
  const linted = run('redocly', ['lint', file, '--format=json', '--config', 'redocly.yaml']);
  let report;
  try {
    report = JSON.parse(linted.stdout);
  } catch {
    return [`redocly lint of ${name} did not answer JSON:\n${linted.stdout}\n${linted.stderr}`];
  }
  return (report.problems ?? []).map((p) => `  ${name}: ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? '?'})`);
}

try {
  const problems = [...lint('openapi', []), ...lint('test-controls', ['--test-controls'])];
  if (problems.length > 0) {
    console.error(`redocly lint of the generated OpenAPI: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('redocly lint of the generated OpenAPI (the API and the test controls): no errors, no warnings.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
