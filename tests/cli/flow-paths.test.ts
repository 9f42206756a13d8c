// portal paths: a path to each state of login and inactivity, each replayed to its target; --check fails on a
// path that no longer holds.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPathSet } from '../../cli/graph/check-paths';
import { flowPathSet, type FlowPathSet } from '../../cli/graph/shortest-paths';
import { flowNamed } from '../../machines/registry';
import { runInProcess } from './support';

const setOf = (name: string) => flowPathSet(flowNamed(name)!);

describe('portal paths', () => {
  it('finds a path to each state of inactivity, with the delays as advances', () => {
    const set = setOf('inactivity');
    expect(set.paths.map((p) => p.target)).toEqual(['active', 'warning', 'expired']);
    expect(set.skipped).toEqual([]);
    expect(set.paths[2]?.steps).toEqual([{ advance: 240_000 }, { advance: 60_000 }, { expect: { state: 'expired' } }]);
  });

  it('finds login paths to editing and done, and says why submitting has none', () => {
    const set = setOf('login');
    expect(set.paths.map((p) => p.target)).toEqual(['editing', 'done']);
    expect(set.paths[1]?.steps).toEqual([
      { send: { type: 'form.change', name: 'email', value: 'member@demo.test' } },
      { send: { type: 'form.change', name: 'password', value: 'Passw0rd!' } },
      { send: { type: 'form.submit' } },
      { wait: 'done' },
      { expect: { state: 'done' } },
    ]);
    expect(set.skipped).toEqual([{ target: 'submitting', reason: expect.stringContaining('passed through') as string }]);
  });

  it('replays each path of login and inactivity to its target', async () => {
    for (const name of ['login', 'inactivity']) {
      const checks = await checkPathSet(setOf(name), { scenario: 'default', seed: 1 });
      expect(checks.filter((c) => c.status !== 'skipped')).toEqual(setOf(name).paths.map((p) => ({ flow: name, target: p.target, status: 'ok' })));
    }
  });

  it('--check exits 1 when a path is broken, and names it', async () => {
    const set: FlowPathSet = setOf('inactivity');
    // A wrong expectation: 240 s of quiet lead to the warning, not to the end.
    const broken = { ...set, paths: set.paths.map((p) => (p.target === 'warning' ? { ...p, steps: [{ advance: 240_000 }, { expect: { state: 'expired' } }] } : p)) };
    const file = join(await mkdtemp(join(tmpdir(), 'paths-')), 'inactivity.json');
    await writeFile(file, JSON.stringify(broken));
    const { code, stdout } = await runInProcess(['paths', 'inactivity', '--check', '--paths', file]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/inactivity\s+warning\s+failed: step 2: Expectation failed/);
    expect(stdout).toMatch(/2 ok, 1 failed, 0 skipped/);
    expect((await runInProcess(['paths', 'inactivity', '--check'])).code).toBe(0);
  });

  it('refuses a flow and --all together, or neither (exit 2)', async () => {
    expect((await runInProcess(['paths'])).code).toBe(2);
    expect((await runInProcess(['paths', 'login', '--all'])).code).toBe(2);
  });
});
