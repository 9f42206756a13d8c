// The unit run's file order (tests/sequencer.ts, decision 038): jsdom files first, so each worker changes its
// environment at most once and Vitest starts two processes per worker rather than one per change.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentFirst, wantsJsdom } from '../sequencer';

// Vitest takes the first environment comment anywhere in a file (TAG and a name) as the file's environment: written
// out here, the examples below would make this file ask for one.
const TAG = ['@vitest', 'environment'].join('-');
const ROOT = join(import.meta.dirname, '..');
const testFiles = (readdirSync(ROOT, { recursive: true }) as string[])
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e'))
  .map((f) => ({ moduleId: join(ROOT, f) }));

describe('the unit run puts the jsdom files first', () => {
  it("reads a file's environment as Vitest does: the first environment comment, anywhere in the file", () => {
    expect(wantsJsdom(`// ${TAG} jsdom\nimport x from "y";`)).toBe(true);
    expect(wantsJsdom(`// A view test.\n/** ${TAG} jsdom */\n`)).toBe(true);
    expect(wantsJsdom('import x from "y";\n')).toBe(false);
    expect(wantsJsdom(`// ${TAG} node\n// ${TAG} jsdom\n`)).toBe(false);
    expect(wantsJsdom(`// ${TAG} jsdom-global\n`)).toBe(false);
  });

  it('keeps the given order within each kind, jsdom files ahead of node ones', () => {
    const source: Record<string, string> = { a: 'node', b: `// ${TAG} jsdom`, c: 'node', d: `// ${TAG} jsdom` };
    const files = ['a', 'b', 'c', 'd'].map((moduleId) => ({ moduleId }));
    expect(environmentFirst(files, (id) => source[id]!).map((f) => f.moduleId)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('over the real test files: one change of environment, from jsdom to node', () => {
    const ordered = environmentFirst(testFiles);
    const kinds = ordered.map((f) => (wantsJsdom(readFileSync(f.moduleId, 'utf8')) ? 'jsdom' : 'node'));
    const changes = kinds.filter((kind, i) => i > 0 && kind !== kinds[i - 1]).length;
    expect(kinds.filter((k) => k === 'jsdom').length).toBeGreaterThan(20);
    expect(kinds[0]).toBe('jsdom');
    expect(changes).toBe(1);
  });
});
