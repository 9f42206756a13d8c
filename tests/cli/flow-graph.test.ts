// portal graph: a small flow's states, guarded transition, after-delay and final state, in Mermaid and JSON.
import { describe, expect, it } from 'vitest';
import { runInProcess } from './support';

describe('portal graph', () => {
  it('draws payment-handoff as a Mermaid state diagram', async () => {
    const { code, stdout } = await runInProcess(['graph', 'payment-handoff']);
    expect(code).toBe(0);
    expect(stdout.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(stdout).toContain('  [*] --> deciding\n');
    expect(stdout).toContain('  state "stillConfirming" as stillConfirming\n');
    expect(stdout).toContain('  confirmed --> [*]\n');
    expect(stdout).toContain('  deciding --> confirming: always [isReturn]\n');
    expect(stdout).toContain('  waiting --> confirming: after poll\n');
    expect(stdout).toContain('  confirming --> waiting: error#58; checkPayment\n');
  });

  it('gives the same structure as JSON, with delays in ms where the machine says so', async () => {
    const { code, stdout } = await runInProcess(['graph', 'inactivity', '--format', 'json']);
    expect(code).toBe(0);
    const graph = JSON.parse(stdout) as {
      root: { children: Array<{ path: string; type: string; isInitial: boolean }> };
      transitions: Array<Record<string, unknown>>;
    };
    expect(graph.root.children.map((s) => [s.path, s.type, s.isInitial])).toEqual([
      ['active', 'atomic', true],
      ['warning', 'atomic', false],
      ['expired', 'final', false],
    ]);
    expect(graph.transitions).toContainEqual(
      expect.objectContaining({ source: 'warning', targets: ['expired'], kind: 'after', label: 'after warning', delay: 'warning' }),
    );
    expect((await runInProcess(['graph', 'inactivity', '--format', 'json'])).stdout).toBe(stdout);
  });

  it('shows a guard by name and nested states by path', async () => {
    const { stdout } = await runInProcess(['graph', 'crud-list']);
    expect(stdout).toContain('ready__idle --> ready__confirmingDelete: list.delete [canRemove]');
    expect(stdout).toContain('  state ready {\n');
  });

  it('refuses an unknown flow or format with exit code 2', async () => {
    expect((await runInProcess(['graph', 'nope'])).code).toBe(2);
    expect((await runInProcess(['graph', 'login', '--format', 'dot'])).code).toBe(2);
  });
});
