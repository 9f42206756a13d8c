// `portal flows` and `portal replay`: the real machines headlessly, step by step on a simulated clock, the same
// bytes for the same file and seed, exit 1 with a diff at a failed expectation and 2 for a file that is no replay.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';
import { replayIn, type ReplayReport } from '#cli/headless/replay.ts';
import { runInProcess, REPO } from './support';

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
let files = 0;
const eventsFile = (steps: unknown): string => {
  const file = join(dir, `steps-${files++}.json`);
  writeFileSync(file, typeof steps === 'string' ? steps : JSON.stringify(steps));
  return file;
};
const replay = (flow: string, steps: unknown, ...more: string[]) => runInProcess(['replay', flow, '--events', eventsFile(steps), ...more]);

describe('portal flows', () => {
  it('lists every flow with its description, also as JSON', async () => {
    const text = await runInProcess(['flows']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^payment-handoff\s+Back from the payment page/m);
    const json = await runInProcess(['flows', '--json']);
    const list = JSON.parse(json.stdout) as Array<{ name: string; machine: string }>;
    expect(list.map((f) => f.name)).toEqual(
      expect.arrayContaining(['session', 'inactivity', 'login', 'otp', 'payment-handoff', 'referee-stepper']),
    );
    expect(list.find((f) => f.name === 'otp')?.machine).toBe('otp');
  });
});

describe('portal replay', () => {
  it('replays the documented login example, and prints the same bytes twice', async () => {
    const example = join(REPO, 'docs/flows/examples/login.json');
    const first = await runInProcess(['replay', 'login', '--events', example]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('serverError: null → "These credentials do not match our records."');
    expect(first.stdout).toMatch(/ok: 10 step\(s\), ends in done\n$/);
    const second = await runInProcess(['replay', 'login', '--events', example]);
    expect(second.stdout).toBe(first.stdout);
    const json = await runInProcess(['replay', 'login', '--events', example, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ flow: 'login', ok: true, finalState: 'done', scenario: 'default', seed: 1 });
  });

  it('another seed gives another session token, the same seed the same one; the report names the session, never its token', async () => {
    const token = async (seed: number) => {
      const world = await createHeadlessWorld({ scenario: 'default', seed });
      await world.signIn('member@demo.test');
      return world.env.token;
    };
    expect(await token(7)).toBe(await token(7));
    expect(await token(7)).not.toBe(await token(8));
    const steps = [
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'done' },
    ];
    const run = await replay('login', steps, '--seed', '7', '--json');
    expect((JSON.parse(run.stdout) as { finalContext: { result: { token: string } } }).finalContext.result.token).toBe(
      '‹session of member@demo.test›',
    );
    expect(run.stdout).not.toContain(await token(7));
    // A failed expectation's diff prints the context as the report does: the session by its owner.
    const failed = await replay('login', [...steps, { expect: { context: { result: { token: 'another' } } } }], '--seed', '7');
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('+ context.result: {"token":"‹session of member@demo.test›"');
    expect(failed.stdout).not.toContain(await token(7));
  });

  it("a report names its own replay's secrets: a world replayed again forgets the earlier sessions (its cost does not grow with them)", async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 3 });
    const steps = [
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'done' },
    ];
    const tokenOf = (report: ReplayReport) => (report.finalContext as { result: { token: string } }).result.token;
    const tokens = () => new Set(world.backend.db.sessions.findMany((q) => q.where({})).map((s) => s.token));
    const seeded = tokens();
    const first = await replayIn(world, 'login', steps);
    const [firstToken] = [...tokens()].filter((t) => !seeded.has(t));
    expect(tokenOf(first)).toBe('‹session of member@demo.test›');
    expect(world.secrets.redact(firstToken)).toBe('‹session of member@demo.test›');
    const second = await replayIn(world, 'login', steps);
    expect(tokenOf(second)).toBe('‹session of member@demo.test›');
    expect(world.secrets.redact(firstToken), "the first replay's token is no secret of the second").toBe(firstToken);
  });

  it("steps the inactivity flow's time as a user lives it: active, warning at 240,000 ms, expired at 300,000 ms", async () => {
    const edge = await replay('inactivity', [
      { advance: 239_999 },
      { expect: { state: 'active' } },
      { advance: 1 },
      { expect: { state: 'warning' } },
      { advance: 59_999 },
      { expect: { state: 'warning' } },
      { advance: 1 },
      { expect: { state: 'expired' } },
    ]);
    expect(edge.stdout).toContain('advance 1 ms  →  warning');
    expect(edge.code).toBe(0);
    // One long advance still runs the warning's own timer, which starts only once the first one fired.
    const long = await replay('inactivity', [{ advance: 3_600_000 }, { expect: { state: 'expired' } }]);
    expect(long.code).toBe(0);
    const stay = await replay('inactivity', [
      { advance: 250_000 },
      { send: { type: 'inactivity.stay' } },
      { advance: 239_999 },
      { expect: { state: 'active' } },
    ]);
    expect(stay.code).toBe(0);
  });

  it('signs a persona in with "as" and settles the backend\'s answers on "wait"', async () => {
    const run = await replay('member-data', [
      { as: 'arrears@demo.test' },
      { wait: 'ready' },
      { expect: { state: 'ready', context: { data: { profile: { MemberNo: 'M1002' } } } } },
    ]);
    expect(run.stdout).toContain('wait ready  →  ready');
    expect(run.code).toBe(0);
  });

  it('exits 1 at the first failed expectation, with a diff, and runs no further', async () => {
    const run = await replay('login', [
      { send: { type: 'form.submit' } },
      { expect: { state: 'done', context: { attempted: false } } },
      { send: { type: 'form.reset' } },
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAILED at step 2: Expectation failed.');
    expect(run.stdout).toContain('- state: "done"');
    expect(run.stdout).toContain('+ state: "editing"');
    expect(run.stdout).toContain('- context.attempted: false');
    expect(run.stdout).toContain('+ context.attempted: true');
    expect(run.stdout).not.toContain('form.reset');
  });

  it('fails a wait for a state the flow does not reach, saying where it rests', async () => {
    const run = await replay('login', [{ wait: 'done' }]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Waited for "done", but the flow rests in "editing"');
  });

  it.each([
    ['not a list', { send: { type: 'x' } }, 'A replay file is a JSON list of steps.'],
    ['two keys in a step', [{ send: { type: 'x' }, wait: 'y' }], 'Step 1 must have exactly one key'],
    ['an unknown step', [{ click: 'x' }], 'Step 1: unknown step "click"'],
    [
      'set-up after the flow started',
      [{ send: { type: 'form.submit' } }, { as: 'member@demo.test' }],
      'Step 2: "as" must come before the first send',
    ],
    ['an event without a type', [{ send: { name: 'x' } }], 'Step 1: "send" must be an event with a "type"'],
    ['a negative advance', [{ advance: -1 }], 'Step 1: "advance" must be a whole number of ms, 0 or more'],
    ['an empty expectation', [{ expect: {} }], 'Step 1: "expect" must give "state", "context" or both'],
    ['broken JSON', '[{"send": ', 'Cannot read'],
  ])('refuses %s as a usage error (exit 2)', async (_what, steps, message) => {
    const run = await replay('login', steps);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('refuses an unknown flow, pointing at `portal flows`', async () => {
    const run = await replay('logn', [{ expect: { state: 'editing' } }]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown flow "logn". `portal flows` lists them.');
  });
});

describe('portal replay: chaos and child actors', () => {
  it('a chaos step makes the fake backend fail every call (1) or none (0), as the dev panel does', async () => {
    const steps = (rate: number) => [
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { chaos: { failRate: rate } },
      { send: { type: 'form.submit' } },
    ];
    const failing = await replay('login', [...steps(1), { expect: { state: 'editing' } }]);
    expect(failing.stdout).toContain('chaos failRate 1');
    expect(failing.stdout).toMatch(/serverError: null → ".+"/);
    expect(failing.code).toBe(0);
    const healthy = await replay('login', [...steps(0), { expect: { state: 'done' } }]);
    expect(healthy.code).toBe(0);
  });

  it('a chaos step before any other step holds from the start: the load a page makes on opening fails', async () => {
    const run = await replay('member-data', [
      { as: 'member@demo.test' },
      { chaos: { failRate: 1 } },
      { wait: 'failed' },
      { expect: { state: 'failed', context: { error: 'The service is temporarily unavailable (simulated failure).', retryable: true } } },
      { chaos: { failRate: 0 } },
      { send: { type: 'load.retry' } },
      { wait: 'ready' },
    ]);
    expect(run.stdout).toContain('chaos failRate 1  →  failed');
    expect(run.code).toBe(0);
  });

  it("sendTo reaches a child actor by id, as a view sends to a list's form; a missing child fails the step", async () => {
    const run = await replay('crud-list', [
      { as: 'firm@demo.test' },
      { input: { list: 'bankers' } },
      { wait: 'ready.idle' },
      { send: { type: 'list.add' } },
      { sendTo: { actor: 'form', event: { type: 'form.submit' } } },
      { expect: { state: 'ready.adding' } },
    ]);
    expect(run.stdout).toContain('send to form {"type":"form.submit"}');
    expect(run.code).toBe(0);
    const missing = await replay('login', [{ sendTo: { actor: 'form', event: { type: 'form.submit' } } }]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('No child actor "form" in state "editing".');
  });

  it.each([
    [{ sendTo: { actor: 'form' } }, '"sendTo" must be {"actor": "<child id>", "event": {"type": …}}'],
    [{ chaos: { failRate: 1.01 } }, '"chaos" must be {"failRate": <0..1>}'],
    [{ chaos: { failRate: -0.01 } }, '"chaos" must be {"failRate": <0..1>}'],
  ])('refuses a malformed %j', async (step, message) => {
    const run = await replay('login', [step]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('portal replay: journeys and what the outbox says', () => {
  const forgot = {
    run: {
      flow: 'password-forgot',
      steps: [
        { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
        { send: { type: 'form.submit' } },
        { wait: 'done' },
      ],
    },
  };
  const resetWith = (token: unknown) => [
    forgot,
    { input: { token } },
    { send: { type: 'form.change', name: 'password', value: 'N3wPassw0rd!' } },
    { send: { type: 'form.change', name: 'confirmPassword', value: 'N3wPassw0rd!' } },
    { send: { type: 'form.submit' } },
  ];

  it('runs another flow first in the same world, and reads the link it e-mailed with $outbox', async () => {
    const run = await replay('password-reset', [
      ...resetWith({ $outbox: { to: 'Member@demo.test', match: '/password/([A-Za-z0-9]+)' } }),
      { wait: 'done' },
    ]);
    expect(run.stdout).toContain('run password-forgot (3 steps)  →  done');
    expect(run.stdout).toContain('result: null → "Password reset successfully.');
    expect(run.code).toBe(0);
  });

  it('fails the step (exit 1) when no message has what $outbox looks for, or none was sent', async () => {
    const nothing = await replay('password-reset', resetWith({ $outbox: { to: 'member@demo.test', match: 'no-such-text-(\\d+)' } }));
    expect(nothing.code).toBe(1);
    expect(nothing.stdout).toMatch(
      /FAILED at step 2: No message to member@demo.test has anything that matches \/no-such-text-\(\\d\+\)\/ \(\d+ sent\)\./,
    );
    const nobody = await replay('password-reset', [{ input: { token: { $outbox: { to: 'nobody@example.test', match: '.' } } } }]);
    expect(nobody.code).toBe(1);
    expect(nobody.stdout).toContain('No message was sent to nobody@example.test.');
  });

  it("fails the journey where its run fails, naming the run's step", async () => {
    const run = await replay('password-reset', [
      { run: { flow: 'password-forgot', steps: [{ wait: 'done' }] } },
      { send: { type: 'form.submit' } },
    ]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('FAILED at step 1: The run of password-forgot failed at its step 1: Waited for "done"');
  });

  it.each([
    [{ run: { flow: 'login' } }, '"run" must be {"flow": "<flow>", "steps": [...]}'],
    [{ run: { flow: 'login', steps: [{ world: { format: 'portal-mock-snapshot' } }] } }, '"run" cannot carry a world'],
    [{ run: { flow: 'login', steps: [{ click: 1 }] } }, '"run" has a bad step: Step 1: unknown step "click"'],
    [{ input: { token: { $outbox: { to: 'x@y.z' } } } }, 'has a "$outbox" that is not {"to": "<address>", "match": "<regex>"}'],
    [{ input: { token: { $outbox: { to: 'x@y.z', match: '([' } } } }, 'has a "$outbox" whose match is not a regular expression'],
  ])('refuses a malformed %j (exit 2)', async (step, message) => {
    const run = await replay('password-reset', [step]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
