// docs/flows is generated: a committed page that differs from what the generator gives now fails here.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarioFacts } from '#cli/flows/scenario-facts.ts';
import { flowDocs } from '#cli/graph/flow-docs.ts';
import { flows } from '#machines/flows.ts';
import { REPO } from './support';

describe('docs/flows', () => {
  let files = new Map<string, string>();
  beforeAll(async () => {
    files = flowDocs(await scenarioFacts('default', 1));
  });

  it('has a page for every flow and the README', () => {
    expect([...files.keys()].sort()).toEqual(['docs/flows/README.md', ...flows.map((f) => `docs/flows/${f.name}.md`)].sort());
  });

  it('is what `npm run flows:docs` generates now', async () => {
    const stale: string[] = [];
    for (const [path, text] of files) {
      const committed = await readFile(`${REPO}${path}`, 'utf8').catch(() => null);
      if (committed !== text) stale.push(path);
    }
    expect(stale, `These pages are out of date: run \`npm run flows:docs\` and commit them.\n${stale.join('\n')}`).toEqual([]);
  });

  it('names the states a tester waits for, and the diagram', () => {
    const page = files.get('docs/flows/inactivity.md') ?? '';
    for (const state of ['`active`', '`warning`', '`expired`']) expect(page).toContain(state);
    expect(page).toContain('```mermaid\nstateDiagram-v2\n');
  });
});
