// `portal replay --target URL [--controls URL]` (docs/decisions/041): the same flows over HTTP against `portal serve`
// in this process; a step whose test control the target lacks is skipped, never passed; and three deliberately broken
// backends (a proxy in front of it) are caught, each with a message naming the flow, the step and the field or call.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayReport } from '#cli/headless/replay.ts';
import { freePort, REPO, runInProcess, serveInProcess } from './support';
import { startProxy } from './remote-proxy';

const dir = mkdtempSync(join(tmpdir(), 'portal-remote-'));
const LOGIN = join(REPO, 'docs/flows/examples/login.json');

/** A replay file in the temporary folder. */
function file(name: string, steps: unknown[]): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(steps));
  return path;
}

// The one-time code after registering: a wrong code must be refused (the flow stays entering, with the error),
// then the code the outbox holds is taken.
const OTP = file('otp', [
  { as: 'applicant@demo.test' },
  { input: { encodedId: 'eyJpZCI6MywicGhvbmVfbm8iOiIwNzM0NTY3ODkwIn0=' } },
  { send: { type: 'otp.resend' } },
  { wait: 'entering' },
  { send: { type: 'otp.change', code: '000000' } },
  { send: { type: 'otp.submit' } },
  { expect: { state: 'entering', context: { error: 'The code is not valid.' } } },
  { send: { type: 'otp.change', code: { $outbox: { to: '0734567890', match: '(\\d+)$' } } } },
  { send: { type: 'otp.submit' } },
  { wait: 'verified' },
]);

let serve: Awaited<ReturnType<typeof serveInProcess>>;

beforeAll(async () => {
  serve = await serveInProcess('default');
});

afterAll(async () => {
  await serve?.close();
});

const replay = (flow: string, events: string, ...rest: string[]) => runInProcess(['replay', flow, '--events', events, '--json', ...rest]);
const reportOf = (run: { stdout: string }) => JSON.parse(run.stdout) as ReplayReport;
/** The target's simulated now, through its state control. */
const targetNow = async () => {
  const state = (await (await fetch(`${serve.origin}/__mock/state`)).json()) as { data: { now: string } };
  return Date.parse(state.data.now);
};

describe('portal replay --target', () => {
  it('replays the README login example over HTTP with the same steps and states as in process', async () => {
    const [remote, local] = [await replay('login', LOGIN, '--target', serve.apiBase), await replay('login', LOGIN)];
    expect(remote.stderr).toBe('');
    expect(remote.code).toBe(0);
    const states = (r: ReplayReport) => r.steps.map((s) => `${s.step} → ${s.state}`);
    expect(states(reportOf(remote))).toEqual(states(reportOf(local)));
    expect(reportOf(remote)).toMatchObject({ ok: true, finalState: 'done', scenario: 'default', seed: 1 });
  });

  it('reads one-time codes through the outbox control, and moves the clock through the clock control', async () => {
    const otp = await replay('otp', OTP, '--target', serve.apiBase);
    expect(reportOf(otp)).toMatchObject({ ok: true, finalState: 'verified' });
    const before = await targetNow();
    const advanced = await replay(
      'login',
      file('advance', [{ advance: 3_600_000 }, { expect: { state: 'editing' } }]),
      '--target',
      serve.apiBase,
    );
    expect(reportOf(advanced)).toMatchObject({ ok: true });
    const after = await targetNow();
    expect(after - before).toBeGreaterThanOrEqual(3_600_000);
  });

  it('--controls must come with --target (exit 2)', async () => {
    const run = await runInProcess(['replay', 'login', '--events', LOGIN, '--controls', serve.origin]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--controls needs --target/);
  });
});

describe('a target without a test control', () => {
  let noClock: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    noClock = await startProxy(serve.origin, {
      answer: ({ path }) => (path === '/__mock/clock/advance' ? { status: 404, body: { message: 'Not Found' } } : undefined),
    });
  });
  afterAll(() => noClock?.close());

  it('skips the step that needs it, names the control, runs nothing after it, and does not pass (exit 1)', async () => {
    const steps = [{ send: { type: 'form.submit' } }, { advance: 60_000 }, { expect: { state: 'nowhere' } }];
    const json = await replay('login', file('no-clock', steps), '--target', noClock.apiBase);
    expect(json.code).toBe(1);
    const report = reportOf(json);
    expect(report.ok).toBe(false);
    expect(report.failure).toBeUndefined();
    expect(report.skipped).toEqual({ index: 2, control: 'clock', message: 'the target has no clock control' });
    expect(report.steps.map((s) => s.index)).toEqual([1, 2]);
    const text = await runInProcess(['replay', 'login', '--events', file('no-clock', steps), '--target', noClock.apiBase]);
    expect(text.stdout).toMatch(/^SKIPPED at step 2: the target has no clock control \(the steps after it were not run\)$/m);
  });

  it('skips a world step over HTTP: the protocol resets to named scenarios, it loads no snapshot', async () => {
    const world = { format: 'portal-mock-snapshot', version: 1, scenario: 'default', seed: 1, collections: {} };
    const run = await replay('login', file('world', [{ world }, { expect: { state: 'editing' } }]), '--target', serve.apiBase);
    expect(run.code).toBe(1);
    expect(reportOf(run)).toMatchObject({ ok: false, steps: [], skipped: { index: 1, control: 'world' } });
  });

  it('skips the step during which the flow itself called a control the target lacks (the payment gateway)', async () => {
    const noGateway = await startProxy(serve.origin, {
      answer: ({ path }) => (path.startsWith('/__mock/gateway/') ? { status: 405, body: { message: 'Method Not Allowed' } } : undefined),
    });
    try {
      const batch = Buffer.from(JSON.stringify({ customerNo: 'CUST-0002', accountNo: 'CUST-0002' })).toString('base64');
      const run = await replay('gateway', file('gateway', [{ input: { batch } }, { wait: 'ready' }]), '--target', noGateway.apiBase);
      expect(reportOf(run).skipped).toEqual({ index: 2, control: 'gateway', message: 'the target has no gateway control' });
    } finally {
      await noGateway.close();
    }
  });

  it('with no controls reachable at all, an $outbox reference and a chaos step are skipped by their control', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}/__mock/`;
    const outbox = await replay('otp', OTP, '--target', serve.apiBase, '--controls', nowhere);
    expect(reportOf(outbox).skipped).toMatchObject({ index: 8, control: 'outbox' });
    const chaos = await replay(
      'login',
      file('chaos', [{ send: { type: 'form.submit' } }, { chaos: { failRate: 1 } }]),
      '--target',
      serve.apiBase,
      '--controls',
      nowhere,
    );
    expect(reportOf(chaos).skipped).toMatchObject({ index: 2, control: 'chaos' });
    // The scenario cannot be read without the state control: the report says so rather than naming one.
    expect(reportOf(chaos).scenario).toMatch(/unknown/);
  });
});

describe('three deliberately broken backends', () => {
  let serverError: Awaited<ReturnType<typeof startProxy>>;
  let droppedField: Awaited<ReturnType<typeof startProxy>>;
  let anyCode: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    // Every API call answers 500 (the test controls still work: the backend is broken, not the harness).
    serverError = await startProxy(serve.origin, {
      answer: ({ path }) => (path.startsWith('/api/') ? { status: 500, body: { message: 'Internal Server Error' } } : undefined),
    });
    // The sign-in's answer comes without its token.
    droppedField = await startProxy(serve.origin, {
      response: ({ path }, status, body) => {
        const data = (body as { data?: Record<string, unknown> }).data;
        if (path !== '/api/auth/login' || status !== 200 || !data) return body;
        const { token: _dropped, ...rest } = data;
        return { ...(body as object), data: rest };
      },
    });
    // Any one-time code is taken: the proxy swaps in the live one before the backend sees it.
    anyCode = await startProxy(serve.origin, {
      request: ({ path, body }) => {
        if (path !== '/api/auth/verify-otp') return body;
        const sent = body as { user_id: number; otp_code: string };
        const live = serve.backend.db.codes.findMany((q) => q.where({ kind: 'otp', used: false, userId: sent.user_id })).at(-1);
        return { ...sent, otp_code: live?.code ?? sent.otp_code };
      },
    });
  });

  afterAll(async () => {
    await Promise.all([serverError?.close(), droppedField?.close(), anyCode?.close()]);
  });

  it('one that answers 500: fails at the step of the first call, naming the flow, the step, the call and the status', async () => {
    const run = await replay('login', LOGIN, '--target', serverError.apiBase);
    expect(run.code).toBe(1);
    expect(reportOf(run).failure).toEqual({
      index: 5,
      message: `The backend broke the contract in login, step 5 (send {"type":"form.submit"}): POST auth/login answered 500 (no chaos was asked for).`,
    });
  });

  it('one that answers 500: a flow that loads on opening fails at its first step, and a sign-in at its `as` step', async () => {
    const opening = await replay('registration-categories', file('opening', [{ wait: 'ready' }]), '--target', serverError.apiBase);
    expect(reportOf(opening).failure?.message).toMatch(
      /^The backend broke the contract in registration-categories, step 1 \(wait ready\): GET \S+ answered 500 \(no chaos was asked for\)\.$/,
    );
    const signIn = await replay(
      'login',
      file('as', [{ as: 'member@demo.test' }, { expect: { state: 'editing' } }]),
      '--target',
      serverError.apiBase,
    );
    expect(reportOf(signIn).failure).toEqual({
      index: 1,
      message: expect.stringMatching(/^Could not sign in as member@demo\.test \(POST auth\/login answered 500: /) as unknown,
    });
  });

  it('one that drops a field: fails at the step whose answer lacks it, naming the field', async () => {
    const run = await runInProcess(['replay', 'login', '--events', LOGIN, '--target', droppedField.apiBase]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /^FAILED at step 8: The backend broke the contract in login, step 8 \(send \{"type":"form.submit"\}\): .*POST auth\/login: .* at data\.token\)/m,
    );
  });

  it('one that accepts any one-time code: the wrong code is not refused, and the expectation names the state and the field', async () => {
    const run = await replay('otp', OTP, '--target', anyCode.apiBase);
    expect(run.code).toBe(1);
    const { failure } = reportOf(run);
    expect(failure?.index).toBe(7);
    expect(failure?.diff).toEqual([
      '- state: "entering"',
      '+ state: "verified"',
      '- context.error: "The code is not valid."',
      '+ context.error: null',
    ]);
  });

  it('the in-process world does not take a 5xx under chaos for a broken backend', async () => {
    const steps = [
      { chaos: { failRate: 1 } },
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'editing' },
    ];
    const run = await replay('login', file('chaos-local', steps));
    expect(reportOf(run)).toMatchObject({ ok: true });
  });
});
