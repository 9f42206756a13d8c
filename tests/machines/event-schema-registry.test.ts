// Each machine's event schemas live in a sidecar the app never imports (decision 046, amended): the CLI and
// docs/flows find them through machines/event-schema-registry.ts. The registry cannot fall behind: every event a
// machine the flows reach takes (the machine or a child it invokes, such as a form) is described there; every entry
// is still some machine's; and no module the app loads imports a sidecar's values (that would ship them again).
import { readFileSync } from 'node:fs';
import { glob } from 'tinyglobby';
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DESCRIBE_ENV } from '#cli/headless/describe-env.ts';
import { eventSchemasOf, registeredEventSets } from '#machines/event-schema-registry.ts';
import { flows } from '#machines/flows.ts';
import { REPO } from '../cli/support';

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic;

/** Every machine the flows reach: each flow's, and every machine among the actors one of them invokes or spawns. */
function reachedMachines(): Map<string, { machine: AnyStateMachine; flow: string }> {
  const reached = new Map<string, { machine: AnyStateMachine; flow: string }>();
  const visit = (machine: AnyStateMachine, flow: string) => {
    if (reached.has(machine.id)) return;
    reached.set(machine.id, { machine, flow });
    for (const child of Object.values(machine.implementations.actors)) if (isMachine(child)) visit(child, flow);
  };
  for (const flow of flows) visit(flow.machine({}, DESCRIBE_ENV), flow.name);
  return reached;
}

/** The events a machine's transitions name, but XState's own (done, error, init) and the wildcard. */
const takenEvents = (machine: AnyStateMachine): string[] =>
  [...new Set(machine.root.events.map(String))].filter((type) => type !== '*' && !type.startsWith('xstate.'));

describe('the event schema registry', () => {
  const reached = reachedMachines();

  it('describes every event of every machine the flows reach, children too', () => {
    expect(reached.size).toBeGreaterThan(60);
    const undescribed = [...reached].flatMap(([id, { machine, flow }]) => {
      const schemas = eventSchemasOf(machine) ?? {};
      return takenEvents(machine)
        .filter((type) => !(type in schemas))
        .map((type) => `${id} (flow ${flow}): "${type}"`);
    });
    expect(undescribed, "Events with no schema: add it to the machine's sidecar and the sidecar to the registry").toEqual([]);
  });

  it('finds a factory-built child by its factory, whatever its id (a form reached by sendTo)', () => {
    const activate = reached.get('activate')?.machine;
    expect(activate && Object.keys(eventSchemasOf(activate) ?? {})).toEqual([
      'form.change',
      'form.blur',
      'form.refuse',
      'form.submit',
      'form.reset',
    ]);
    expect(eventSchemasOf({ id: 'activate', config: {} })).toBeUndefined();
    expect(eventSchemasOf(undefined)).toBeUndefined();
  });

  it("keeps no entry that is no longer some machine's", () => {
    const ids = new Set(reached.keys());
    const factories = new Set([...reached.values()].map(({ machine }) => (machine.config.meta as { events?: string } | undefined)?.events));
    expect(registeredEventSets.ids.filter((id) => !ids.has(id))).toEqual([]);
    expect(registeredEventSets.factories.filter((name) => !factories.has(name))).toEqual([]);
  });

  it('is not loaded by the app: a sidecar or the registry is imported as a type only, outside the CLI side', async () => {
    const files = await glob(['src/**/*.{ts,tsx}', 'machines/**/*.ts', '!machines/**/*.events.ts', '!machines/event-schema-registry.ts'], {
      cwd: REPO,
    });
    expect(files.length).toBeGreaterThan(100);
    const valueImport = /^import (?!type )[^;]*from '[^']*(\.events|event-schema-registry)(\.ts)?';/m;
    expect(files.filter((file) => valueImport.test(readFileSync(`${REPO}${file}`, 'utf8')))).toEqual([]);
  });
});
