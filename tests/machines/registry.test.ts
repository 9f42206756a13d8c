// The flow registry is the one list the CLI, the docs and the dev panel read: every machine under machines/ is in
// it, under the names of machines/flow-names.ts, and every entry builds its real machine and starts headlessly.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, SimulatedClock, StateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FLOW_NAMES } from '#machines/flow-names';
import { flows } from '#cli/flows/registry';
import { createHeadlessWorld } from '#cli/headless/headless-world';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const machineFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? machineFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(REPO, join(dir, e.name))] : [],
  );

describe('flow registry', () => {
  it('has one entry per flow name, lower-case with hyphens, each with a one-line description', () => {
    expect(flows.map((f) => f.name)).toEqual([...FLOW_NAMES]);
    for (const flow of flows) {
      expect(flow.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(flow.description.length).toBeGreaterThan(10);
      expect(flow.description).not.toContain('\n');
    }
  });

  it('registers every machine under machines/: each machine file is a flow or what a flow is built on', () => {
    const files = machineFiles(join(REPO, 'machines')).filter((f) => /\.machines?\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    const covered = new Set(flows.flatMap((f) => [f.source, ...(f.builtOn ?? [])]));
    expect(files.filter((f) => !covered.has(f))).toEqual([]);
    const all = machineFiles(join(REPO, 'machines'));
    for (const flow of flows) expect(all, `${flow.name}'s source`).toContain(flow.source);
  });

  it('registers every machine a module under machines/ exports (a machine a flow invokes is part of that flow)', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const registered = new Set<unknown>();
    const add = (logic: unknown) => {
      if (!(logic instanceof StateMachine) || registered.has(logic)) return;
      registered.add(logic);
      Object.values(logic.implementations.actors).forEach(add);
    };
    flows.forEach((f) => add(f.machine({}, world.env)));
    const unregistered: string[] = [];
    for (const file of machineFiles(join(REPO, 'machines'))) {
      const module = (await import(join(REPO, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof StateMachine && !registered.has(value)) unregistered.push(`${file}: ${name}`);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it('starts every flow headlessly with its input', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    await world.signIn('member@demo.test');
    for (const flow of flows) {
      const actor = createActor(flow.machine({}, world.env), { clock: new SimulatedClock(), input: flow.input(world.env, {}) });
      const errors: unknown[] = [];
      actor.subscribe({ error: (e) => void errors.push(e) });
      actor.start();
      expect(errors, flow.name).toEqual([]);
      expect(actor.getSnapshot().status, flow.name).not.toBe('error');
      actor.stop();
    }
  });
});
