// docs/hostile-input.md is generated from the table: a committed page that differs from the generator fails here,
// and the table keeps the floor (at least 150 cases) and every kind it names.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { countsByKind, HOSTILE_CASES } from './hostile-cases';
import { HOSTILE_DOC, hostileDoc } from './hostile-doc';

describe('the hostile-input table', () => {
  it('has at least 150 cases, of every kind, with unique ids', () => {
    console.info(`hostile-input table: ${HOSTILE_CASES.length} cases; ${JSON.stringify(countsByKind())}`);
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(HOSTILE_CASES.map((c) => c.kind))).toEqual(
      new Set(['form', 'search', 'route-param', 'query-param', 'upload', 'export', 'double-submit']),
    );
    expect(new Set(HOSTILE_CASES.map((c) => c.id)).size).toBe(HOSTILE_CASES.length);
  });

  it('is what `npm run hostile:docs` writes to docs/hostile-input.md', async () => {
    const committed = await readFile(HOSTILE_DOC, 'utf8').catch(() => null);
    expect(committed === hostileDoc(), 'docs/hostile-input.md is out of date: run `npm run hostile:docs` and commit it').toBe(true);
  });
});
