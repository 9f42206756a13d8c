// No import cycles between the portal's modules (part of `npm run lint`): dpdm reads the import graph with the
// TypeScript parser; type-only imports are left out (they vanish at build), dynamic imports count.
// Why dpdm and not an ESLint no-cycle rule: eslint-plugin-import 2.32 stops at ESLint 9 (we run 10);
// eslint-plugin-import-x needs unrs-resolver, whose native builds come as optional platform packages that our
// registry lacks, so `npm ci` refuses the lock (as it did for @napi-rs/canvas); madge wants TypeScript 5.
// dpdm is plain JavaScript, maintained, and its dependencies run on Node 20.19+.
import { parseCircular, parseDependencyTree } from 'dpdm';

/** The source folders the check covers by default, as globs from the repository root. */
export const SOURCES = ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.ts', 'cli/**/*.ts'];

/** Every cycle among the files the globs match, each as the list of files around it. */
export async function findCycles(globs = SOURCES, cwd = process.cwd()) {
  const tree = await parseDependencyTree(globs, { cwd, context: cwd, transform: true, tsconfig: undefined });
  return parseCircular(tree);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = await findCycles();
  if (cycles.length > 0) {
    console.error(`Import cycles (${cycles.length}):\n${cycles.map((c, i) => `  ${i + 1}) ${[...c, c[0]].join(' -> ')}`).join('\n')}`);
    process.exit(1);
  }
  console.log('No import cycles.');
}
