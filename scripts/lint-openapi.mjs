// `redocly lint` of the OpenAPI the portal publishes (part of `npm run lint`, issue 24 item 3): the document is
// generated from the endpoint table into a temporary file, never kept in the repository, and linted with the
// rules of redocly.yaml. Any problem fails, warnings included: the document was brought to zero, and a new
// warning (a call without a documented error answer, operation-4xx-response) is a step back.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'));
const file = join(dir, 'openapi.json');

function run(command, args) {
  const result = spawnSync(bin(command), args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

try {
  const exported = run('tsx', ['cli/main.ts', 'contract', '--format', 'openapi', '--out', file]);
  if (exported.status !== 0) {
    console.error(`portal contract failed:\n${exported.stderr}`);
    process.exit(1);
  }
  // redocly exits 1 on errors only; the JSON report says everything, so its exit code is not read.
  const linted = run('redocly', ['lint', file, '--format=json', '--config', 'redocly.yaml']);
  let report;
  try {
    report = JSON.parse(linted.stdout);
  } catch {
    console.error(`redocly lint did not answer JSON:\n${linted.stdout}\n${linted.stderr}`);
    process.exit(1);
  }
  const problems = report.problems ?? [];
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? '?'})`);
    console.error(`redocly lint of the generated OpenAPI: ${problems.length} problem(s)\n${lines.join('\n')}`);
    process.exit(1);
  }
  console.log('redocly lint of the generated OpenAPI: no errors, no warnings.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
