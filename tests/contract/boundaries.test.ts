// The import directions of docs/architecture.md are enforced by lint: each fixture under tests/fixtures/boundaries is
// linted as if it lived at its path below allowed/ or forbidden/, and the import cycle check rejects cycles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const FIXTURES = resolve('tests/fixtures/boundaries');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

interface Probe {
  /** Where the code is linted as if it lived, e.g. machines/imports-react.ts. */
  lintedAs: string;
  allowed: boolean;
  why: string;
  code: string;
}

function probes(verdict: 'allowed' | 'forbidden'): Probe[] {
  return filesUnder(join(FIXTURES, verdict)).map((file) => {
    const code = readFileSync(file, 'utf8');
    return {
      lintedAs: relative(join(FIXTURES, verdict), file),
      allowed: verdict === 'allowed',
      why: /^\/\/ Linted as [^:]+: (.*)$/m.exec(code)?.[1] ?? '',
      code,
    };
  });
}

let eslint: ESLint;
beforeAll(async () => {
  const { boundaries } = (await import(pathToFileURL(resolve('eslint.boundaries.js')).href)) as { boundaries: Linter.Config[] };
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
  });
});

async function problems(probe: Probe): Promise<string[]> {
  const [result] = await eslint.lintText(probe.code, { filePath: resolve(probe.lintedAs) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const allowed = probes('allowed');
const forbidden = probes('forbidden');

describe('import directions (eslint-plugin-boundaries)', () => {
  it('has fixtures on both sides of every layer, with static, dynamic, re-export and type-only imports forbidden', () => {
    const layerOf = (p: Probe) =>
      p.lintedAs
        .split('/')
        .slice(0, p.lintedAs.startsWith('src/') ? 2 : 1)
        .join('/')
        .replace(/\.tsx?$/, '');
    const layers = ['src/contract', 'src/api', 'src/ui', 'src/kernel', 'src/features', 'src/app', 'src/main', 'machines', 'mocks', 'cli'];
    for (const layer of layers) {
      expect(
        allowed.some((p) => layerOf(p) === layer),
        `an allowed fixture for ${layer}`,
      ).toBe(true);
      expect(
        forbidden.some((p) => layerOf(p) === layer),
        `a forbidden fixture for ${layer}`,
      ).toBe(true);
    }
    expect(forbidden.filter((p) => /import\(/.test(p.code)).length).toBeGreaterThanOrEqual(8);
    expect(forbidden.filter((p) => /^export .* from /m.test(p.code)).length).toBeGreaterThanOrEqual(6);
    expect(forbidden.filter((p) => /^import type /m.test(p.code)).length).toBeGreaterThanOrEqual(5);
    expect(forbidden.filter((p) => /config'/.test(p.code)).length).toBeGreaterThanOrEqual(5);
  });

  it.each(allowed.map((p) => [p.lintedAs, p.why, p] as const))('allows %s — %s', async (_at, _why, probe) => {
    expect(await problems(probe)).toEqual([]);
  });

  it.each(forbidden.map((p) => [p.lintedAs, p.why, p] as const))('rejects %s — %s', async (_at, _why, probe) => {
    const found = await problems(probe);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^boundaries\/dependencies: /);
  });
});

describe('every file under an import rule (eslint.boundaries.js)', () => {
  const lintAt = async (lintedAs: string, code: string) => problems({ lintedAs, allowed: false, why: '', code });
  const H = '#'; // written out, scripts/add-import-extensions.mjs run on the tree would give these imports extensions

  it.each(['src/features/loose.ts', 'tools/new-folder.ts', 'src/loose.ts'])('rejects %s, which no layer or place claims', async (at) => {
    expect(await lintAt(at, 'export const x = 1;\n')).toEqual([
      'boundaries/no-unknown-files: File does not match any file pattern and does not belong to any known element',
    ]);
  });

  it.each(['src/features/profile/in-an-area.ts', 'tests/any.test.ts', 'scripts/any.ts', 'bench/reference-login/any.tsx', 'vite.config.ts'])(
    'knows %s',
    async (at) => {
      expect(await lintAt(at, 'export const x = 1;\n')).toEqual([]);
    },
  );

  it.each([
    ['tests/any.test.ts', `import { handlers } from '${H}mocks/handlers/index.ts';\nimport { boot } from '../src/app/boot';`],
    ['scripts/any.ts', `import config from '../vite.config';\nimport { readConfig } from '../src/config';`],
    ['vitest.any.config.ts', `import { builtConfig } from './scripts/built-config';`],
  ])('lets tests and tooling import anything: %s', async (at, code) => {
    expect(await lintAt(at, code)).toEqual([]);
  });

  it.each([
    ['src/app/imports-tests.ts', `import { x } from '../../tests/setup';`],
    ['mocks/imports-scripts.ts', `import { builtConfig } from '../scripts/built-config';`],
    ['cli/imports-root-config.ts', `import config from '../vite.config';`],
  ])('keeps tests and tooling out of what ships: %s', async (at, code) => {
    const found = await lintAt(at, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^boundaries\/dependencies: /);
  });

  it.each([
    `import { Button } from '${H}ui/button';`,
    `export { Button } from '${H}ui/button';`,
    `export * from '${H}ui/button';`,
    `export const load = () => import('${H}ui/button');`,
    `vi.mock('${H}ui/button');`,
    `export type B = typeof import('${H}ui/button');`,
  ])('rejects a # import without its extension: %s', async (code) => {
    const found = await lintAt('src/features/profile/extensionless.ts', code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-syntax: A '#' import names its file with the extension/);
  });

  it.each([
    `import { Button } from '${H}ui/button.tsx';`,
    `export const load = () => import('${H}ui/button.tsx');`,
    `vi.mock('${H}ui/button.tsx');`,
    `export type B = typeof import('${H}ui/button.tsx');`,
    `import { buildPath } from '${H}contract';`,
    `import { here } from './here';`,
  ])('allows %s', async (code) => {
    expect(await lintAt('src/features/profile/with-extension.ts', code)).toEqual([]);
  });
});

describe('import cycles (scripts/check-cycles.mjs, part of npm run lint)', () => {
  const cyclesIn = async (folder: string) => {
    const { findCycles } = (await import(pathToFileURL(resolve('scripts/check-cycles.mjs')).href)) as {
      findCycles: (globs: string[]) => Promise<string[][]>;
    };
    return findCycles([`tests/fixtures/cycles/${folder}/*.ts`]);
  };

  it('rejects two modules importing each other', async () => {
    expect((await cyclesIn('value-cycle')).map((c) => [...c].sort())).toEqual([
      ['tests/fixtures/cycles/value-cycle/first.ts', 'tests/fixtures/cycles/value-cycle/second.ts'],
    ]);
  });
  it('rejects a cycle closed by a dynamic import', async () => {
    expect(await cyclesIn('dynamic-cycle')).toHaveLength(1);
  });
  it('lets a cycle of type-only imports pass (it vanishes at build)', async () => {
    expect(await cyclesIn('type-only-cycle')).toEqual([]);
  });
  it('lets a one-way chain pass', async () => {
    expect(await cyclesIn('no-cycle')).toEqual([]);
  });
});
