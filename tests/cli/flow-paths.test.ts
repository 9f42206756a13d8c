// portal paths: a path to each state of login and inactivity, each replayed to its target; failure states reached
// with a chaos step and child forms filled with sendTo, replayed for real; --check fails on a path that no longer holds.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPathSet } from '#cli/graph/check-paths.ts';
import { flowPathSet, type FlowPathSet } from '#cli/graph/shortest-paths.ts';
import { flowNamed } from '#machines/flows.ts';
import { scenarioFacts } from '#cli/flows/scenario-facts.ts';
import type { FlowPaths, ScenarioFacts } from '#machines/flow-manifest.ts';
import { searchCardCode } from '#contract';
import { CHAOS_FAILURE_MESSAGE } from '#mocks/core/build-handlers.ts';
import type { ReplayStep } from '#cli/headless/replay.ts';
import { runInProcess } from './support';

let seed1: ScenarioFacts;
const setOf = (name: string) => flowPathSet(flowNamed(name)!, seed1);

describe('portal paths', () => {
  beforeAll(async () => {
    seed1 = await scenarioFacts('default', 1);
  });

  it('finds a path to each state of inactivity, with the delays as advances', () => {
    const set = setOf('inactivity');
    expect(set.paths.map((p) => p.target)).toEqual([
      'active',
      'warning',
      'expired',
      // No state path takes the warning's two ways back, the activity that restarts the wait, or the tab coming to
      // the front: each gets a path of its own.
      'active after (any state) inactivity.front',
      'active after active inactivity.activity',
      'active after warning inactivity.activity',
      'active after warning inactivity.stay',
    ]);
    expect(set.skipped).toEqual([]);
    expect(set.paths[2]?.steps).toEqual([{ advance: 240_000 }, { advance: 60_000 }, { expect: { state: 'expired' } }]);
  });

  it('finds login paths to editing and done, and says why submitting and connecting have none', () => {
    const set = setOf('login');
    expect(set.paths.map((p) => p.target)).toEqual([
      'editing',
      'done',
      'editing after editing form.blur',
      'editing after editing form.refuse',
      'editing after editing form.reset',
      'editing after editing form.submit',
      'connecting after editing form.submit [isValid]',
    ]);
    expect(set.paths[1]?.steps).toEqual([
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'done' },
      { expect: { state: 'done' } },
    ]);
    // The form submitted empty takes the refusing branch, and the path asserts what that changed, not the state alone.
    expect(set.paths[5]?.steps).toEqual([
      { send: { type: 'form.submit' } },
      {
        expect: {
          state: 'editing',
          context: { attempted: true, errors: { email: 'E-mail is required', password: 'Password is required' } },
        },
      },
    ]);
    // connecting waits for a backend that is not ready yet: the manifest's held start sends the form before the
    // backend answers (a replay's `hold` from the flow's start), and the path rests there with nothing released.
    expect(set.paths[6]?.steps).toEqual([
      { hold: true },
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { expect: { state: 'connecting' } },
    ]);
    // As states, both only pass by: their calls settle in a replay that does not hold them.
    expect(set.skipped).toEqual([
      { target: 'connecting', reason: expect.stringContaining('passed through') as string },
      { target: 'submitting', reason: expect.stringContaining('passed through') as string },
    ]);
  });

  it('sends the forms a visit can start on before the backend answers (decision 051): they wait in connecting', async () => {
    for (const name of ['password-forgot', 'password-reset']) {
      const early = setOf(name).paths.find((p) => p.target === 'connecting after editing form.submit [isValid]');
      expect(early?.steps, name).toContainEqual({ hold: true });
      expect(early?.steps.at(-1), name).toEqual({ expect: { state: 'connecting' } });
      const checks = await checkPathSet({ ...setOf(name), paths: early ? [early] : [] }, { scenario: 'default', seed: 1 });
      expect(
        checks.filter((c) => c.status !== 'skipped').map((c) => c.status),
        name,
      ).toEqual(['ok']);
    }
  });

  it('holds a loader’s answer to send a reload while it loads, and asserts that the load went stale', () => {
    const reload = setOf('outbox').paths.find((p) => p.target === 'loading after loading load.reload');
    expect(reload?.steps).toEqual([
      { hold: true },
      { send: { type: 'load.reload' } },
      { expect: { state: 'loading', context: { stale: true } } },
    ]);
  });

  it('replays each path of login and inactivity to its target', async () => {
    for (const name of ['login', 'inactivity']) {
      const checks = await checkPathSet(setOf(name), { scenario: 'default', seed: 1 });
      expect(checks.filter((c) => c.status !== 'skipped')).toEqual(
        setOf(name).paths.map((p) => ({ flow: name, target: p.target, status: 'ok' })),
      );
    }
  });

  it('reaches a failure state with a chaos step before the failing call, and expects the error text', async () => {
    const set = setOf('crud-list');
    const failed = set.paths.find((p) => p.target === 'failed');
    expect(failed?.steps).toEqual([
      { as: 'firm@demo.test' },
      { chaos: { failRate: 1 } },
      { wait: 'failed' },
      { expect: { state: 'failed', context: { error: CHAOS_FAILURE_MESSAGE } } },
    ]);
    expect(set.skipped.map((s) => s.target)).not.toContain('failed');
    const checks = await checkPathSet({ ...set, paths: [failed!] }, { scenario: 'default', seed: 1 });
    expect(checks.filter((c) => c.status !== 'skipped')).toEqual([{ flow: 'crud-list', target: 'failed', status: 'ok' }]);
    // Without the chaos step the fake backend answers, and the path no longer holds.
    const healthy = await checkPathSet(
      { ...set, paths: [{ ...failed!, steps: failed!.steps.filter((s) => !('chaos' in s)) }] },
      { scenario: 'default', seed: 1 },
    );
    expect(healthy[0]).toMatchObject({
      target: 'failed',
      status: 'failed',
      detail: expect.stringContaining('rests in "ready.idle"') as string,
    });
  });

  it('turns chaos off once the call failed, so a path can go on past a failure', async () => {
    // A card whose first load fails and whose Try again succeeds: the way to `ready` runs through `failed`.
    const code = searchCardCode('PROF-0001');
    const paths: FlowPaths = {
      starts: [{ input: { code }, events: [{ type: 'load.retry' }], answers: { loadCard: (c) => (c.error ? { done: {} } : 'fail') } }],
      context: ['error'],
    };
    const set = flowPathSet({ ...flowNamed('member-card')!, paths: () => paths }, seed1);
    const ready = set.paths.find((p) => p.target === 'ready');
    expect(ready?.steps).toEqual([
      { input: { code } },
      { chaos: { failRate: 1 } },
      { wait: 'failed' },
      { chaos: { failRate: 0 } },
      { send: { type: 'load.retry' } },
      { wait: 'ready' },
      { expect: { state: 'ready' } },
    ]);
    const checks = await checkPathSet({ ...set, paths: [ready!] }, { scenario: 'default', seed: 1 });
    expect(checks[0]).toEqual({ flow: 'member-card', target: 'ready', status: 'ok' });
  });

  it('fills and submits child forms with sendTo: activation reaches done', async () => {
    const set = setOf('activation');
    const done = set.paths.find((p) => p.target === 'done');
    const sent = (done?.steps ?? [])
      .filter((s): s is Extract<ReplayStep, { sendTo: unknown }> => 'sendTo' in s)
      .map((s) => `${s.sendTo.actor} ${s.sendTo.event.type}`);
    expect(sent).toEqual([
      ...Array<string>(4).fill('request form.change'),
      'request form.submit',
      ...Array<string>(5).fill('activate form.change'),
      'activate form.submit',
    ]);
    expect(done?.steps.at(-2)).toEqual({ wait: 'done' });
    expect(set.skipped.map((s) => s.target)).not.toContain('done');
    const checks = await checkPathSet({ ...set, paths: [done!] }, { scenario: 'default', seed: 1 });
    expect(checks[0]).toEqual({ flow: 'activation', target: 'done', status: 'ok' });
    // The step-2 form never submitted: the flow rests in step2.
    const unsent = {
      ...done!,
      steps: done!.steps.filter((s) => !('sendTo' in s && s.sendTo.actor === 'activate' && s.sendTo.event.type === 'form.submit')),
    };
    expect((await checkPathSet({ ...set, paths: [unsent] }, { scenario: 'default', seed: 1 }))[0]?.status).toBe('failed');
  });

  it('--check exits 1 when a path is broken, and names it', async () => {
    const set: FlowPathSet = setOf('inactivity');
    // A wrong expectation: 240 s of quiet lead to the warning, not to the end.
    const broken = {
      ...set,
      paths: set.paths.map((p) => (p.target === 'warning' ? { ...p, steps: [{ advance: 240_000 }, { expect: { state: 'expired' } }] } : p)),
    };
    const file = join(await mkdtemp(join(tmpdir(), 'paths-')), 'inactivity.json');
    await writeFile(file, JSON.stringify(broken));
    const { code, stdout } = await runInProcess(['paths', 'inactivity', '--check', '--paths', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/inactivity\s+warning\s+failed: step 2: Expectation failed/);
    expect(stdout).toMatch(/6 ok, 1 failed, 0 skipped/);
    expect((await runInProcess(['paths', 'inactivity', '--check'])).code).toBe(0);
  });

  it('reads the codes of the seeded world: the paths of seed 7 hold on seed 7, where those of seed 1 do not', async () => {
    const seed7 = await scenarioFacts('default', 7);
    // The flows whose paths carry codes the seed draws (referee codes, a register member) or the world sends (one-time codes).
    for (const name of ['referee-stepper', 'activation', 'otp', 'submission']) {
      const set = flowPathSet(flowNamed(name)!, seed7);
      const checks = await checkPathSet(set, { scenario: 'default', seed: 7 });
      expect(
        checks.filter((c) => c.status === 'failed'),
        name,
      ).toEqual([]);
      expect(checks.filter((c) => c.status === 'ok').length, name).toBeGreaterThan(0);
    }
    const stepper1 = setOf('referee-stepper');
    const stepper7 = flowPathSet(flowNamed('referee-stepper')!, seed7);
    expect(stepper7.paths.map((p) => p.steps[0])).not.toEqual(stepper1.paths.map((p) => p.steps[0]));
    const onSeed7 = await checkPathSet(stepper1, { scenario: 'default', seed: 7 });
    expect(onSeed7.find((c) => c.target === 'alreadyAnswered')).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('invalidLink') as string,
    });
  });

  it('writes a sent code as the outbox reference a replay resolves, not as a code', () => {
    const done = setOf('otp').paths.find((p) => p.target === 'verified');
    expect(done?.steps).toContainEqual({ send: { type: 'otp.change', code: { $outbox: { to: '0734567890', match: '(\\d+)$' } } } });
  });

  it('generates no path that asserts nothing: a machine without states asserts the context fields its manifest names', async () => {
    expect(setOf('events-layout').paths.map((p) => p.steps)).toEqual([
      [{ input: { stored: 'list' } }, { expect: { context: { layout: 'list' } } }],
      [{ input: { stored: 'list' } }, { send: { type: 'events.layout', layout: 'grid' } }, { expect: { context: { layout: 'grid' } } }],
    ]);
    // cpd-list's samples name its `year`; without them its one event is sent as the smallest its schema takes, and
    // its state, which asserts nothing, is skipped.
    expect(setOf('cpd-list').paths.map((p) => p.steps.at(-1))).toEqual([
      { expect: { context: { year: 'all' } } },
      { expect: { context: { year: '2025' } } },
    ]);
    expect(flowPathSet({ ...flowNamed('cpd-list')!, paths: undefined }, seed1)).toMatchObject({
      paths: [{ steps: [{ send: { type: 'cpd.year', year: 'x' } }, { expect: { context: { year: 'x' } } }] }],
      skipped: [{ target: '{}', reason: expect.stringContaining('could assert nothing') as string }],
    });
    // That every flow's every path asserts something is held in flow-events.test.ts, which makes every flow's paths.
    expect((await checkPathSet(setOf('events-layout'), { scenario: 'default', seed: 1 })).map((c) => c.status)).toEqual(['ok', 'ok']);
  });

  it('refuses a flow and --all together, or neither (exit 2)', async () => {
    expect((await runInProcess(['paths'])).code).toBe(2);
    expect((await runInProcess(['paths', 'login', '--all'])).code).toBe(2);
  });
});
