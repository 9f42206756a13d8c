// The flow manifests (machines/<area>/area.ts, decision 029) are the one place a flow is written: every machine
// under machines/ is in the manifest of its folder, every manifest is gathered in machines/flows.ts, and every
// flow builds its real machine and starts headlessly. A miss names the file to add it to.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, SimulatedClock, StateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { flowManifests, flows } from '#machines/flows.ts';
import { createHeadlessWorld } from '#cli/headless/headless-world.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const MACHINES = join(REPO, 'machines');
const machineFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? machineFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [relative(REPO, join(dir, e.name))] : [],
  );
/** The manifest a machine file's flow belongs in: the area.ts of its folder under machines/. */
const manifestOf = (file: string) => `machines/${file.split('/')[1]}/area.ts`;

describe('flow manifests', () => {
  it('name each flow once, lower-case with hyphens, each with a one-line description', () => {
    const names = flows.map((f) => f.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const flow of flows) {
      expect(flow.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(flow.description.length).toBeGreaterThan(10);
      expect(flow.description).not.toContain('\n');
    }
  });

  it('are all gathered in machines/flows.ts, each under its folder, with the flows of that folder only', () => {
    const folders = readdirSync(MACHINES, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(MACHINES, e.name, 'area.ts')))
      .map((e) => e.name);
    const gathered = Object.keys(flowManifests);
    expect(folders.filter((f) => !gathered.includes(f)).map((f) => `machines/${f}/area.ts is missing from machines/flows.ts`)).toEqual([]);
    expect(gathered.filter((f) => !folders.includes(f)).map((f) => `machines/flows.ts gathers ${f}, which has no area.ts`)).toEqual([]);
    for (const [folder, manifest] of Object.entries(flowManifests))
      for (const flow of manifest) expect(manifestOf(flow.source), `${flow.name} (${flow.source})`).toBe(`machines/${folder}/area.ts`);
  });

  it('register every machine file under machines/: each is a flow or what a flow is built on', () => {
    const files = machineFiles(MACHINES).filter((f) => /\.machines?\.ts$/.test(f));
    expect(files.length).toBeGreaterThan(30);
    const covered = new Set(flows.flatMap((f) => [f.source, ...(f.builtOn ?? [])]));
    const missing = files.filter((f) => !covered.has(f)).map((f) => `${f} is in no flow manifest: add its flow to ${manifestOf(f)}`);
    expect(missing).toEqual([]);
    const all = machineFiles(MACHINES);
    for (const flow of flows) expect(all, `${flow.name}'s source`).toContain(flow.source);
  });

  it('register every machine a module under machines/ exports (a machine a flow invokes is part of that flow)', async () => {
    const world = await createHeadlessWorld({ scenario: 'default', seed: 1 });
    const registered = new Set<unknown>();
    const add = (logic: unknown) => {
      if (!(logic instanceof StateMachine) || registered.has(logic)) return;
      registered.add(logic);
      Object.values(logic.implementations.actors).forEach(add);
    };
    flows.forEach((f) => add(f.machine({}, world.env)));
    const unregistered: string[] = [];
    for (const file of machineFiles(MACHINES)) {
      const module = (await import(join(REPO, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (value instanceof StateMachine && !registered.has(value))
          unregistered.push(`${file}: ${name} is in no flow manifest: add its flow to ${manifestOf(file)}`);
      }
    }
    expect(unregistered).toEqual([]);
  });

  it('start every flow headlessly with its input', async () => {
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
