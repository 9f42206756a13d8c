// Journeys across flows (issue 37 item 6): a step captures a value of the context under a name, and a later step or
// flow of the same journey uses it as "$name" — the shipped example submits an application and pays it by the code
// the submission got, with any seed. An uncaptured name, a path the context lacks and a malformed capture fail,
// each naming what was meant; "$$" writes a "$" as it stands.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReplayReport } from '#cli/headless/replay.ts';
import { REPO, runInProcess } from './support';

const EXAMPLE = join(REPO, 'docs/flows/examples/pay-now.after-submission.json');
const journey = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Array<Record<string, unknown>>;
const dir = mkdtempSync(join(tmpdir(), 'portal-captures-'));

function file(name: string, steps: unknown[]): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(steps));
  return path;
}

const replay = async (flow: string, path: string, ...rest: string[]) => {
  const run = await runInProcess(['replay', flow, '--events', path, '--json', ...rest]);
  return { code: run.code, stderr: run.stderr, report: run.stdout ? (JSON.parse(run.stdout) as ReplayReport) : undefined };
};

/** The login flow up to its answer, then the given steps. */
const signedIn = (...more: unknown[]) => [
  { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
  { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
  { send: { type: 'form.submit' } },
  { wait: 'done' },
  ...more,
];

describe('captures across a journey', () => {
  it.each([1, 2])('pays, with seed %i, the application the submission made, by the code it captured', async (seed) => {
    const { code, report } = await replay('pay-now', EXAMPLE, '--seed', String(seed));
    expect(code).toBe(0);
    const made = (report?.finalContext.payable as { code: string }).code;
    expect(made).toMatch(/^APP\d+$/);
    expect(report?.finalContext.state).toMatchObject({ status: 'payable', request: { sourceDocumentNo: made } });
  });

  it('an expectation reads a captured value: another value fails with its diff', async () => {
    const steps = signedIn({ capture: { email: 'result.user.email' } }, { expect: { context: { result: { user: { email: '$email' } } } } });
    expect((await replay('login', file('login-own-email', steps))).code).toBe(0);
    const other = signedIn({ capture: { id: 'result.user.id' } }, { expect: { context: { result: { user: { email: '$id' } } } } });
    const { code, report } = await replay('login', file('login-other', other));
    expect(code).toBe(1);
    expect(report?.failure?.diff?.[0]).toBe('- context.result: {"user":{"email":1}}');
  });

  it('a name nothing captured fails its step, naming the captured ones', async () => {
    const steps = signedIn({ capture: { email: 'result.user.email' } }, { expect: { context: { result: { user: { email: '$emial' } } } } });
    const { code, report } = await replay('login', file('login-typo', steps));
    expect(code).toBe(1);
    expect(report?.failure).toMatchObject({ index: 6 });
    expect(report?.failure?.message).toContain('"$emial" was not captured before this step (did you mean "email"?');
  });

  it('a path the context lacks fails the capture, naming the nearest key', async () => {
    const { code, report } = await replay('login', file('login-path', signedIn({ capture: { email: 'result.usr.email' } })));
    expect(code).toBe(1);
    expect(report?.failure?.message).toMatch(
      /^Nothing to capture: "email" from "result.usr.email": result has no "usr" \(did you mean "user"\?/,
    );
  });

  it('"$$" is a "$" as it stands, not a captured name', async () => {
    const steps = [
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: '$$notAName' } },
      // In an expectation too, "$$" is the "$" itself: the field holds "$notAName".
      { expect: { context: { values: { password: '$$notAName' } } } },
    ];
    expect((await replay('login', file('login-dollar', steps))).code).toBe(0);
  });

  it('refuses a malformed capture as a file that is no replay (exit 2)', async () => {
    for (const capture of [{}, { '1st': 'result' }, { ok: '' }, []]) {
      const run = await runInProcess(['replay', 'login', '--events', file('bad-capture', signedIn({ capture }))]);
      expect(run.code, JSON.stringify(capture)).toBe(2);
      expect(run.stderr).toContain('"capture"');
    }
  });

  it('the shipped journey names no code: every value it pays comes from the run before it', () => {
    expect(JSON.stringify(journey)).not.toMatch(/APP\d+/);
  });
});
