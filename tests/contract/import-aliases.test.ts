// The '#' import aliases (docs/decisions/015-formatting-aliases-and-dead-code.md): package.json "imports" (Node,
// tsx, Vite, Vitest) and tsconfig "paths" (TypeScript, Playwright) say the same; ESLint's resolver finds every
// alias; and no import in the tree climbs three folders.
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> };
const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const resolver = createRequire(import.meta.url)(join(root, 'scripts/eslint-import-resolver.cjs')) as {
  resolve: (source: string) => { found: boolean; path?: string };
};

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'fixtures') yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

describe('import aliases', () => {
  it('package.json "imports" and tsconfig "paths" name the same aliases and targets', () => {
    const fromPaths = Object.fromEntries(Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target]]) => [alias, target]));
    expect(fromPaths).toEqual(pkg.imports);
  });

  it("ESLint's resolver finds a file behind every alias, and nothing behind a misspelt one", () => {
    expect(resolver.resolve('#contract')).toMatchObject({ found: true, path: join(root, 'src/contract/index.ts') });
    expect(resolver.resolve('#machines/changes/change-bus')).toMatchObject({
      found: true,
      path: join(root, 'machines/changes/change-bus.ts'),
    });
    expect(resolver.resolve('#ui/button')).toMatchObject({ found: true, path: join(root, 'src/ui/button.tsx') });
    expect(resolver.resolve('#ui/no-such-file')).toEqual({ found: false });
    expect(resolver.resolve('./relative')).toEqual({ found: false });
  });

  it('no import climbs three folders', () => {
    const climbing = ['src', 'machines', 'mocks', 'cli', 'tests', 'scripts']
      .flatMap((folder) => [...sourceFiles(join(root, folder))])
      .filter((file) => /(?:from|import)\s*\(?\s*['"](?:\.\.\/){3,}/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length + 1));
    expect(climbing).toEqual([]);
  });
});
