// The '#' import aliases (docs/decisions/034-one-alias-map.md): package.json "imports" is the one map, which adds no
// extension, so each '#' import names its file; scripts/add-import-extensions.mjs writes the extensions, and lint fails
// on one without (tests/contract/boundaries.test.ts). No import in the tree climbs three folders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const H = '#';

interface AddExtensions {
  withExtension: (specifier: string) => string | null;
  rewrite: (text: string) => { text: string; missing: string[] };
}
let script: AddExtensions;
beforeAll(async () => {
  script = (await import(pathToFileURL(resolve('scripts/add-import-extensions.mjs')).href)) as AddExtensions;
});

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'fixtures') yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

describe('scripts/add-import-extensions.mjs', () => {
  it('gives a specifier the ending of the file it names, a folder its index, and leaves a named file alone', () => {
    expect(script.withExtension('#ui/button')).toBe('#ui/button.tsx');
    expect(script.withExtension('#machines/changes/change-bus')).toBe('#machines/changes/change-bus.ts');
    expect(script.withExtension('#mocks/scenarios')).toBe('#mocks/scenarios/index.ts');
    expect(script.withExtension('#ui/button.tsx')).toBe('#ui/button.tsx');
    expect(script.withExtension('#contract')).toBe('#contract');
  });

  it('finds nothing behind a misspelt file or an alias the map lacks', () => {
    expect(script.withExtension('#ui/no-such-file')).toBeNull();
    expect(script.withExtension('#nowhere/button')).toBeNull();
  });

  it('rewrites imports, re-exports, import(), vi.mock and vi.importActual, once, and nothing else', () => {
    // H stands for '#': written out, the script run on the tree would rewrite these lines too.
    const before = [
      `import { Button } from '${H}ui/button';`,
      `import type { Loading } from '${H}ui/loading';`,
      `export * from '${H}contract/routes';`,
      `import '${H}ui/button?raw';`,
      `const page = () => import('${H}ui/button');`,
      `vi.mock('${H}ui/button', () => ({}));`,
      `const real = await vi.importActual<typeof import('${H}ui/button')>('${H}ui/button');`,
      `import { here } from './button';`,
      `const anchor = '${H}ui/button';`,
      `import { missing } from '${H}ui/no-such-file';`,
    ].join('\n');
    const { text, missing } = script.rewrite(before);
    expect(text.split('\n')).toEqual([
      `import { Button } from '${H}ui/button.tsx';`,
      `import type { Loading } from '${H}ui/loading.tsx';`,
      `export * from '${H}contract/routes.ts';`,
      `import '${H}ui/button.tsx?raw';`,
      `const page = () => import('${H}ui/button.tsx');`,
      `vi.mock('${H}ui/button.tsx', () => ({}));`,
      `const real = await vi.importActual<typeof import('${H}ui/button.tsx')>('${H}ui/button.tsx');`,
      `import { here } from './button';`,
      `const anchor = '${H}ui/button';`,
      `import { missing } from '${H}ui/no-such-file';`,
    ]);
    expect(missing).toEqual(['#ui/no-such-file']);
    expect(script.rewrite(text).text).toBe(text);
  });
});

describe('imports', () => {
  it('no import climbs three folders', () => {
    const climbing = ['src', 'machines', 'mocks', 'cli', 'tests', 'scripts']
      .flatMap((folder) => [...sourceFiles(join(root, folder))])
      .filter((file) => /(?:from|import)\s*\(?\s*['"](?:\.\.\/){3,}/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length + 1));
    expect(climbing).toEqual([]);
  });
});
