// docs/security.md is written for the body's backend team: each promise names the test that holds it. This keeps the
// page true as the tree moves: every section says what the backend must do, names at least one test, and every test
// it names exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '../..');
const page = readFileSync(join(REPO, 'docs/security.md'), 'utf8');
const sections = page
  .split(/^## /m)
  .slice(1)
  .filter((s) => /^\d\./.test(s));
const testsNamedIn = (text: string) => [...text.matchAll(/\b(tests\/[\w./-]+?\.(?:test|spec)\.tsx?)/g)].map((m) => m[1] ?? '');

describe('docs/security.md', () => {
  it('has the six promises of issue 35, in order', () => {
    expect(sections.map((s) => s.split('\n')[0]?.slice(0, 2))).toEqual(['1.', '2.', '3.', '4.', '5.', '6.']);
  });

  it.each(sections.map((s) => [s.split('\n')[0], s] as const))('%s names its tests and what the backend must do', (_title, text) => {
    expect(testsNamedIn(text).length).toBeGreaterThan(0);
    expect(text).toMatch(/Backend must/);
  });

  it('names only tests that exist', () => {
    const missing = testsNamedIn(page).filter((path) => !existsSync(join(REPO, path)));
    expect(missing).toEqual([]);
  });
});
