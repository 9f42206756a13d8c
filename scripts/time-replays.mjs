// `npm run bench:replays`: issue 37's time figure, as a tester would take it. 1,000 copies of the login example in a
// folder, run by one `portal test` process (node cli/bin.mjs, as `npx portal` runs it), against the same command on
// one copy: wall and CPU time of each (CPU from the reaped child's rusage in /proc, which a loaded machine inflates
// far less than wall time), the start-up they share and the cost of a case. Target: < 5 s wall on a quiet machine.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CASES = 1_000;
const TARGET_S = 5;
const REPO = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(REPO, 'cli/bin.mjs');
const EXAMPLE = join(REPO, 'docs/flows/examples/login.json');
/** Linux's clock ticks a second (USER_HZ), in which /proc gives CPU times. */
const TICKS = 100;

/** CPU seconds of this process's reaped children (user, system), or null where there is no /proc. */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 3, cutime 16 and cstime 17 (1-based): indexes 13 and 14 here.
    return { user: Number(fields[13]) / TICKS, system: Number(fields[14]) / TICKS };
  } catch {
    return null;
  }
}

function timeRun(folder) {
  const before = childrenCpu();
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, 'test', folder, '--reporter', 'json', '--out', join(folder, '..', 'report.json')], {
    cwd: REPO,
    encoding: 'utf8',
  });
  const wall = (performance.now() - started) / 1000;
  const after = childrenCpu();
  if (run.status !== 0) throw new Error(`portal test ${folder} exited ${run.status}:\n${run.stdout}${run.stderr}`);
  const report = JSON.parse(readFileSync(join(folder, '..', 'report.json'), 'utf8'));
  const cpu = before && after ? after.user - before.user + (after.system - before.system) : null;
  return { wall, cpu, passed: report.summary.passed };
}

function folderOf(copies) {
  const parent = mkdtempSync(join(tmpdir(), 'portal-replays-'));
  const folder = join(parent, 'cases');
  mkdirSync(folder);
  for (let i = 1; i <= copies; i++) copyFileSync(EXAMPLE, join(folder, `login.${String(i).padStart(4, '0')}.json`));
  return { parent, folder };
}

const one = folderOf(1);
const many = folderOf(CASES);
try {
  // The first run builds the CLI's bundle if a source changed (cli/bundle.mjs): not what is measured.
  timeRun(one.folder);
  const load = loadavg()[0].toFixed(1);
  const single = timeRun(one.folder);
  const all = timeRun(many.folder);
  if (all.passed !== CASES) throw new Error(`${all.passed} of ${CASES} cases passed.`);
  const s = (x) => (x === null ? '?' : `${x.toFixed(2)} s`);
  const perCase = (a, b) => (a === null || b === null ? '?' : `${(((a - b) / (CASES - 1)) * 1000).toFixed(2)} ms`);
  console.log(`${CASES} login replays in one \`portal test\` process (load average ${load} on ${process.platform}):`);
  console.log(`  ${CASES} cases: ${s(all.wall)} wall, ${s(all.cpu)} CPU`);
  console.log(`  1 case (start-up): ${s(single.wall)} wall, ${s(single.cpu)} CPU`);
  console.log(`  a case: ${perCase(all.wall, single.wall)} wall, ${perCase(all.cpu, single.cpu)} CPU`);
  console.log(
    `  target < ${TARGET_S} s wall on a quiet machine: ${all.wall < TARGET_S ? 'met' : 'not met'} now (wall time grows with the load)`,
  );
} finally {
  rmSync(one.parent, { recursive: true, force: true });
  rmSync(many.parent, { recursive: true, force: true });
}
