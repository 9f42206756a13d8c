// The fake backend is layered one way: mocks/domain (shared rules) below the world, the seeders and the resolvers,
// and none of handlers, world and scenarios reaching into another's files. Reads every import of mocks/ (static,
// dynamic and re-exports) and names each one that goes the wrong way.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MOCKS = join(ROOT, 'mocks');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative module a file imports, as a path from the repository root without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm)].map((m) => m[1]!);
  return specifiers.map((s) => relative(ROOT, resolve(dirname(file), s)).replace(/\.(ts|tsx|json)$/, ''));
}

const edges = sourceFiles(MOCKS).flatMap((file) => importsOf(file).map((to) => ({ from: relative(ROOT, file), to })));
const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** What each layer may import inside mocks/ (src/contract is open to all of them). */
const allowed: Record<string, (to: string) => boolean> = {
  'mocks/domain': (to) => ['mocks/domain', 'mocks/db', 'mocks/pdf'].some((f) => under(to, f)),
  // The resolver framework (route(), the dispatcher, sessions) serves every area and knows none of them.
  'mocks/core': (to) => !under(to, 'mocks/handlers') && !under(to, 'mocks/scenarios'),
  'mocks/simulation': (to) => !under(to, 'mocks/handlers') && !under(to, 'mocks/scenarios'),
  'mocks/scenarios': (to) => !['mocks/handlers', 'mocks/simulation', 'mocks/core'].some((f) => under(to, f)),
  'mocks/handlers': (to) => !under(to, 'mocks/scenarios') && (!under(to, 'mocks/simulation') || to === 'mocks/simulation/simulation'),
};

function wrongWay(): string[] {
  return edges
    .filter(({ to }) => under(to, 'mocks'))
    .filter(({ from, to }) => Object.entries(allowed).some(([layer, ok]) => under(from, layer) && !ok(to)))
    .map(({ from, to }) => `${from} → ${to}`);
}

describe('the layers of the fake backend', () => {
  it('reads the imports it judges (a sample of known ones)', () => {
    expect(edges).toContainEqual({ from: 'mocks/domain/ledger.ts', to: 'mocks/domain/member' });
    expect(edges).toContainEqual({ from: 'mocks/simulation/gateway.ts', to: 'mocks/domain/ledger' });
    expect(edges).toContainEqual({ from: 'mocks/backend.ts', to: 'mocks/scenarios/seed-scenario' });
  });

  it('has no import from a lower layer into a higher one, nor between handlers, world and scenarios', () => {
    expect(wrongWay()).toEqual([]);
  });
});
