// `portal test`: replay files, folders and globs as one suite in this process, through the commander program as
// `portal` runs it: exit codes, the four reporters read back by their own parsers, the same bytes twice.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse as parseJunit, type TestSuites } from 'junit2json';
import { Parser as TapParser } from 'tap-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO, runInProcess } from './support';

const login = JSON.parse(readFileSync(join(REPO, 'docs/flows/examples/login.json'), 'utf8')) as unknown[];
const signIn = [
  { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
  { send: { type: 'form.change', name: 'password', value: 'wrong-password' } },
  { send: { type: 'form.submit' } },
  { wait: 'editing' },
];

/** A folder of cases: two that pass, one that fails at step 5 on a context field, one skipped, one no replay. */
function suiteFolder(): { dir: string; shown: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  mkdirSync(join(dir, 'more'));
  writeFileSync(join(dir, 'login.json'), JSON.stringify(login));
  writeFileSync(join(dir, 'more', 'inactivity.warning.json'), JSON.stringify([{ advance: 240_000 }, { expect: { state: 'warning' } }]));
  writeFileSync(
    join(dir, 'refused.json'),
    JSON.stringify({
      flow: 'login',
      steps: [...signIn, { expect: { state: 'editing', context: { serverError: 'Welcome back' } } }],
    }),
  );
  writeFileSync(join(dir, 'later.json'), JSON.stringify({ flow: 'login', skip: 'waits for the real API', steps: signIn }));
  writeFileSync(join(dir, 'typo.json'), JSON.stringify({ flow: 'login', stpes: signIn }));
  return { dir, shown: relative(process.cwd(), dir).split('\\').join('/') };
}

const JsonReport = z.strictObject({
  summary: z.strictObject({ passed: z.int(), failed: z.int(), skipped: z.int() }),
  cases: z.array(
    z.strictObject({
      name: z.string(),
      flow: z.string(),
      file: z.string().nullable(),
      status: z.enum(['passed', 'failed', 'skipped']),
      steps: z.array(
        z.strictObject({
          index: z.int(),
          step: z.string(),
          state: z.string(),
          changed: z.array(z.strictObject({ key: z.string(), before: z.string(), after: z.string() })),
          lenient: z.string().optional(),
        }),
      ),
      timeMs: z.int().nullable(),
      failure: z.strictObject({ step: z.int().nullable(), message: z.string(), diff: z.array(z.string()) }).nullable(),
      skipReason: z.string().nullable(),
    }),
  ),
});

const readTap = (text: string) =>
  new Promise<{ ok: boolean; pass: number; fail: number; skip: number; count: number; failures: Array<{ name: string; diag: unknown }> }>(
    (resolve) => {
      const parser = new TapParser((results) => resolve(results as never));
      parser.end(text);
    },
  );

describe('portal test', () => {
  const { dir, shown } = suiteFolder();

  it('runs a folder as a suite: one line a case, the failing step and its diff under it, the counts; exit 1', async () => {
    const run = await runInProcess(['test', dir]);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      `skipped  ${shown}/later.json [login]: waits for the real API`,
      `ok       ${shown}/login.json [login]`,
      `ok       ${shown}/more/inactivity.warning.json [inactivity]`,
      `FAILED   ${shown}/refused.json [login]`,
      '         login, step 5 (expect {"state":"editing","context":{"serverError":"Welcome back"}}), context.serverError: Expectation failed.',
      '           5  expect {"state":"editing","context":{"serverError":"Welcome back"}}  →  editing',
      '           - context.serverError: "Welcome back"',
      '           + context.serverError: "These credentials do not match our records."',
      `FAILED   ${shown}/typo.json [login]`,
      expect.stringMatching(/^ {9}login: .*typo\.json is neither a list of steps nor .*"stpes".*$/) as string,
      '5 case(s): 2 passed, 2 failed, 1 skipped',
      '',
    ]);
  });

  it('exits 0 when every case passes, and 1 when every case is skipped (nothing was tested)', async () => {
    expect((await runInProcess(['test', join(dir, 'login.json'), join(dir, 'more')])).code).toBe(0);
    const skipped = await runInProcess(['test', join(dir, 'later.json')]);
    expect(skipped.code).toBe(1);
    expect(skipped.stderr).toBe('error: Every case was skipped: nothing was tested.\n');
    expect((await runInProcess(['test', join(dir, 'later.json'), join(dir, 'login.json')])).code).toBe(0);
  });

  it('expands a quoted glob itself, each file once, in a stable order', async () => {
    const run = await runInProcess(['test', `${shown}/**/*n*.json`, join(dir, 'login.json'), '--reporter', 'json']);
    const report = JsonReport.parse(JSON.parse(run.stdout));
    expect(report.cases.map((c) => c.name)).toEqual([`${shown}/login.json`, `${shown}/more/inactivity.warning.json`]);
    expect(run.code).toBe(0);
  });

  it('takes a bare list’s flow from its file name, and fails a name that is no flow and a file that is no JSON, as cases', async () => {
    const own = mkdtempSync(join(tmpdir(), 'portal-test-'));
    writeFileSync(join(own, 'login.wrong-password.json'), JSON.stringify(signIn));
    writeFileSync(join(own, 'logon.json'), JSON.stringify(signIn));
    writeFileSync(join(own, 'login.truncated.json'), JSON.stringify(signIn).slice(0, 40));
    const report = JsonReport.parse(JSON.parse((await runInProcess(['test', own, '--reporter', 'json'])).stdout));
    expect(report.cases.map((c) => [c.flow, c.status])).toEqual([
      ['login', 'failed'],
      ['login', 'passed'],
      ['logon', 'failed'],
    ]);
    expect(report.cases[0]?.failure?.message).toMatch(/login\.truncated\.json is not JSON: /);
    expect(report.cases[2]?.failure?.message).toContain('"logon" is no flow');
  });

  it('exits 2 on usage: nothing named, nothing matched, no such file, an unknown reporter or scenario, an --out it cannot write', async () => {
    const usage = async (...args: string[]) => {
      const run = await runInProcess(['test', ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      return run.stderr;
    };
    expect(await usage()).toContain('Name replay files, folders or globs, or give --paths.');
    expect(await usage(`${shown}/*.xml`)).toContain(`No file matches ${shown}/*.xml`);
    expect(await usage(join(dir, 'missing.json'))).toContain('No such file or folder');
    expect(await usage(mkdtempSync(join(tmpdir(), 'portal-test-empty-')))).toContain('holds no .json file');
    expect(await usage(dir, '--reporter', 'html')).toContain('Allowed choices are text, json, junit, tap');
    expect(await usage(dir, '--scenario', 'nope')).toContain('Unknown scenario "nope"');
    expect(await usage(dir, '--out', join(dir, 'no-such-folder', 'report.xml'))).toContain('Cannot write');
  });

  it('writes JSON that its schema reads: the summary, and each case with its steps and failure', async () => {
    const report = JsonReport.parse(JSON.parse((await runInProcess(['test', dir, '--reporter', 'json'])).stdout));
    expect(report.summary).toEqual({ passed: 2, failed: 2, skipped: 1 });
    const refused = report.cases.find((c) => c.name.endsWith('refused.json'));
    expect(refused).toMatchObject({ flow: 'login', status: 'failed', timeMs: null, failure: { step: 5, message: 'Expectation failed.' } });
    expect(refused?.steps.map((s) => s.state)).toEqual(['editing', 'editing', 'editing', 'editing', 'editing']);
    expect(report.cases.find((c) => c.name.endsWith('typo.json'))).toMatchObject({ status: 'failed', steps: [], failure: { step: null } });
    expect(report.cases.find((c) => c.name.endsWith('later.json'))).toMatchObject({
      status: 'skipped',
      skipReason: 'waits for the real API',
    });
  });

  it('writes JUnit XML that a JUnit parser reads: a testsuite per file, the failure naming flow, step and field', async () => {
    const out = join(dir, '..', `${relative(tmpdir(), dir)}.xml`);
    const run = await runInProcess(['test', dir, '--reporter', 'junit', '--out', out]);
    expect(run.code).toBe(1);
    // stdout keeps what a CI log needs: the failures and the counts.
    expect(run.stdout).toMatch(/^FAILED {3}.*refused\.json: login, step 5 .*context\.serverError: Expectation failed\.\n/);
    expect(run.stdout).toMatch(/\n5 case\(s\): 2 passed, 2 failed, 1 skipped\n$/);
    const xml = (await parseJunit(readFileSync(out, 'utf8'))) as TestSuites;
    expect(xml).toMatchObject({ name: 'portal test', tests: 5, failures: 2 });
    expect(xml.testsuite?.map((s) => [s.name, s.tests, s.failures, s.skipped])).toEqual([
      [`${shown}/later.json`, 1, 0, 1],
      [`${shown}/login.json`, 1, 0, 0],
      [`${shown}/more/inactivity.warning.json`, 1, 0, 0],
      [`${shown}/refused.json`, 1, 1, 0],
      [`${shown}/typo.json`, 1, 1, 0],
    ]);
    const refused = xml.testsuite?.[3]?.testcase?.[0];
    expect(refused).toMatchObject({ classname: 'login' });
    expect(refused?.failure?.[0]?.message).toBe(
      'login, step 5 (expect {"state":"editing","context":{"serverError":"Welcome back"}}), context.serverError: Expectation failed.',
    );
    expect(refused?.failure?.[0]?.inner).toContain('+ context.serverError: "These credentials do not match our records."');
    expect(xml.testsuite?.[0]?.testcase?.[0]?.skipped?.[0]?.message).toBe('waits for the real API');
    expect(xml.testsuite?.[1]?.testcase?.[0]).not.toHaveProperty('failure');
  });

  it('writes TAP 14 that a TAP parser reads: a point per case, a SKIP directive, the failure in YAML', async () => {
    const run = await runInProcess(['test', dir, '--reporter', 'tap']);
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      'TAP version 14',
      '1..5',
      `ok 1 - ${shown}/later.json # SKIP waits for the real API`,
    ]);
    const tap = await readTap(run.stdout);
    expect(tap).toMatchObject({ ok: false, count: 5, pass: 3, fail: 2, skip: 1 });
    const refused = tap.failures.find((f) => f.name.endsWith('refused.json'));
    expect(refused?.diag).toMatchObject({ flow: 'login', step: 5, message: expect.stringContaining('context.serverError') as string });
  });

  it('prints the same bytes twice in every reporter, and times only with --timings', async () => {
    for (const reporter of ['text', 'json', 'junit', 'tap']) {
      const first = await runInProcess(['test', dir, '--reporter', reporter]);
      const second = await runInProcess(['test', dir, '--reporter', reporter]);
      expect(second.stdout, reporter).toBe(first.stdout);
      expect(first.stdout, reporter).not.toMatch(/time=|duration_ms|timeMs": \d| ms\)| s\n/);
    }
    const timed = JsonReport.parse(JSON.parse((await runInProcess(['test', dir, '--reporter', 'json', '--timings'])).stdout));
    expect(timed.cases.filter((c) => c.status !== 'skipped' && c.steps.length).every((c) => typeof c.timeMs === 'number')).toBe(true);
  });

  it('gives a file that carries a world a world of its own, and fails one whose world is from another build', async () => {
    const own = mkdtempSync(join(tmpdir(), 'portal-test-'));
    const world = JSON.parse((await runInProcess(['seed', 'fresh'])).stdout) as { version: number };
    const steps = [
      { world },
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'done' },
    ];
    writeFileSync(join(own, 'login.carried.json'), JSON.stringify(steps));
    writeFileSync(join(own, 'login.stale.json'), JSON.stringify([{ world: { ...world, version: 99 } }, ...steps.slice(1)]));
    const run = await runInProcess(['test', own, '--reporter', 'json']);
    const report = JsonReport.parse(JSON.parse(run.stdout));
    expect(report.cases.map((c) => c.status)).toEqual(['passed', 'failed']);
    expect(report.cases[1]?.failure?.message).toBe(
      "The case's world could not be made: This snapshot was written by another version of the mock backend.",
    );
  });

  it("lets a file pin its scenario and seed: another seed gives the form's reset another attempt id", async () => {
    const own = mkdtempSync(join(tmpdir(), 'portal-test-'));
    // The attempt id a form's reset draws comes from the seed (decision 039); a session's token is printed by owner.
    const steps = [{ send: { type: 'form.reset' } }, { expect: { state: 'editing' } }];
    writeFileSync(join(own, 'a.json'), JSON.stringify({ flow: 'login', seed: 7, steps }));
    writeFileSync(join(own, 'b.json'), JSON.stringify({ flow: 'login', steps }));
    const attemptOf = async (...args: string[]) => {
      const report = JsonReport.parse(JSON.parse((await runInProcess(['test', own, '--reporter', 'json', ...args])).stdout));
      return report.cases.map((c) => c.steps.flatMap((st) => st.changed).find((ch) => ch.key === 'attempt')?.after);
    };
    const [pinned, free] = await attemptOf();
    expect(pinned).toMatch(/^"[0-9a-f-]{36}"$/);
    const [pinnedAgain, seeded7] = await attemptOf('--seed', '7');
    expect(pinnedAgain).toBe(pinned);
    expect(seeded7).toBe(pinned);
    expect(free).not.toBe(pinned);
  });

  it('is strict by default: an event the state cannot take fails its case; --lenient lets it pass and says so', async () => {
    const own = mkdtempSync(join(tmpdir(), 'portal-test-'));
    writeFileSync(join(own, 'login.typo.json'), JSON.stringify([{ send: { type: 'form.sumbit' } }, { expect: { state: 'editing' } }]));
    const strict = JsonReport.parse(JSON.parse((await runInProcess(['test', own, '--reporter', 'json'])).stdout));
    expect(strict.summary).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(strict.cases[0]?.failure?.message).toContain('"form.sumbit"');
    const lenient = await runInProcess(['test', own, '--reporter', 'json', '--lenient']);
    expect(lenient.code).toBe(0);
    const report = JsonReport.parse(JSON.parse(lenient.stdout));
    expect(report.summary).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(report.cases[0]?.steps[0]?.lenient).toContain('form.sumbit');
  });
});
