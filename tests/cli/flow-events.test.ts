// docs/flows shows each event's payload (issue 37, decision 046): every event a flow's machine takes has an entry on
// its committed page, and every example there is one a strict replay takes — sent where the generated paths reach
// a state that takes it, in the seeded world. A replay refuses a wrong payload, naming the field.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarioFacts } from '#cli/flows/scenario-facts.ts';
import { describedMachine } from '#cli/graph/flow-machine.ts';
import { stepsBefore, userEventTypes } from '#cli/graph/event-payloads.ts';
import { readGraph } from '#cli/graph/machine-graph.ts';
import { flowPathSet } from '#cli/graph/shortest-paths.ts';
import { assertsNothing, replayIn, type ReplayStep } from '#cli/headless/replay.ts';
import { eventSchemasOf } from '#machines/event-schema-registry.ts';
import { payloadRefusal } from '#machines/event-schemas.ts';
import { localWorlds } from '#cli/suite/local-worlds.ts';
import type { ScenarioFacts } from '#machines/flow-manifest.ts';
import { flows } from '#machines/flows.ts';
import { REPO } from './support';

const page = (flow: string) => readFile(`${REPO}docs/flows/${flow}.md`, 'utf8');

/** The entries of a page's Events section, by event type: the text under each `### \`type\`` heading. */
function eventEntries(text: string): Map<string, string> {
  const section = text.split('\n## Events\n')[1]?.split('\n## ')[0] ?? '';
  return new Map(
    section
      .split('\n### ')
      .slice(1)
      .map((entry) => [/^`([^`]+)`/.exec(entry)?.[1] ?? '', entry] as const),
  );
}

/** The `send` an entry shows as its example, if any. */
const exampleOf = (entry: string): Record<string, unknown> | undefined => {
  const json = /```json\n(.+)\n```/.exec(entry)?.[1];
  return json ? (JSON.parse(json) as { send: Record<string, unknown> }).send : undefined;
};

describe('docs/flows: each event and its payload', () => {
  let facts: ScenarioFacts;
  // One seeded world for the whole file, rewound to the records it was seeded with before each replay (as `portal
  // test` does; tests/cli/test-command-worlds.test.ts holds that a rewound world ends a case as a fresh one does):
  // a world of its own per flow cost a restore and a snapshot each, a third of this file's CPU.
  const worlds = localWorlds();
  beforeAll(async () => {
    facts = await scenarioFacts('default', 1);
  });

  it.each(flows.map((f) => [f.name, f] as const))(
    '%s: every event its machine takes has an entry, its fields or "no payload"',
    async (_, flow) => {
      const entries = eventEntries(await page(flow.name));
      const missing = userEventTypes(readGraph(describedMachine(flow))).filter((type) => {
        const entry = entries.get(type);
        return !entry || !(entry.includes('| Field | Type | Required |') || entry.includes('No payload'));
      });
      expect(missing, `Events without a payload entry on docs/flows/${flow.name}.md`).toEqual([]);
    },
  );

  // `portal paths` generates no path that asserts nothing (tests/cli/flow-paths.test.ts has the machine without
  // states): held here, as this file makes every flow's paths anyway; in a file of its own a worker made them again
  // (~3 s of CPU).
  it.each(flows.map((f) => [f.name, f] as const))('%s: every generated path ends by asserting something', (_, flow) => {
    for (const path of flowPathSet(flow, facts).paths) {
      const last = path.steps.at(-1);
      expect(last && 'expect' in last && !assertsNothing(last.expect), `${flow.name} → ${path.target}`).toBe(true);
    }
  });

  it.each(flows.map((f) => [f.name, f] as const))(
    '%s: every example on its page is taken by a strict replay',
    async (_, flow) => {
      const graph = readGraph(describedMachine(flow));
      const set = flowPathSet(flow, facts);
      const refused: string[] = [];
      for (const [type, entry] of eventEntries(await page(flow.name))) {
        const example = exampleOf(entry);
        // An event the machine raises itself (machine-graph's `raised`) has no `send`: the page says so instead.
        const raised = graph.transitions.some((t) => t.kind === 'raised' && t.eventType === type);
        if (raised !== entry.includes('No `send`: the machine raises it itself'))
          refused.push(`${type}: raised is ${raised}, the page says otherwise`);
        if (raised) {
          if (example) refused.push(`${type}: the machine raises it, but the page shows a \`send\``);
          continue;
        }
        if (!example) {
          refused.push(`${type}: no example`);
          continue;
        }
        const starts = stepsBefore(type, set.paths, graph);
        const unreplayed = entry.includes('no generated path reaches a state that takes it');
        if (unreplayed) {
          // Said so on the page: then it is true, and the schema takes the example at least.
          if (starts.length) refused.push(`${type}: the page says no path reaches it, but one does`);
          const wrong = payloadRefusal(eventSchemasOf(describedMachine(flow)) ?? {}, example as { type: string });
          if (wrong) refused.push(`${type}: ${wrong}`);
          continue;
        }
        if (!starts.length) refused.push(`${type}: no generated path reaches a state that takes it`);
        // Taken after one of the ways there (a guard may want a context only some paths make).
        const failures: string[] = [];
        for (const before of starts) {
          const world = await worlds({ scenario: 'default', seed: 1 });
          const report = await replayIn(world, flow.name, [...before, { send: example } as ReplayStep]);
          if (report.ok) break;
          failures.push(report.failure?.message ?? report.skipped?.message ?? 'not ok');
        }
        // Refused by a guard only, where the page gives the manifest's reason no replay takes it there.
        const guarded =
          entry.includes('no replay takes it where the paths go') && failures.every((f) => f.includes('only when its guard allows'));
        if (failures.length === starts.length && starts.length && !guarded) refused.push(`${type}: ${failures[0] ?? ''}`);
      }
      expect(refused, `Examples on docs/flows/${flow.name}.md a replay does not take`).toEqual([]);
    },
    60_000,
  );
});
