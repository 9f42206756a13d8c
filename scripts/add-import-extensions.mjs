// Gives every '#' import its file's extension (docs/decisions/034-one-alias-map.md). package.json "imports" is the
// one alias map, and a subpath pattern there adds no extension: Node, tsx, TypeScript and ESLint's resolver find
// `#ui/button.tsx`, not `#ui/button`. This rewrites each `#…` specifier of an import, export, `import()`, `vi.mock`
// (and kin) in the source folders to the file on disk it names. Re-runnable and idempotent: a specifier that
// already names a file is left alone; one that names nothing is listed and the run fails.
//
//   node scripts/add-import-extensions.mjs           rewrite in place (then prettier on the rewritten files)
//   node scripts/add-import-extensions.mjs --check   list what it would rewrite; fails if anything
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';

const root = process.cwd();
const FOLDERS = ['src', 'machines', 'mocks', 'cli', 'tests', 'scripts', 'bench'];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
/** Tried in this order after the alias's target, as the bundlers do: a file first, then a folder's index. */
const ENDINGS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
/**
 * A quoted `#…` specifier where a module is named: `from '#…'`, `import '#…'`, `import('#…')`, and Vitest's
 * `vi.mock('#…')`, `vi.doMock`, `vi.unmock`, `vi.importActual<…>('#…')`.
 */
const SPECIFIER =
  /(?<=(?:\bfrom|\bimport|\bimport\s*\(|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\()\s*)(['"])(#[^'"?]+)((?:\?[^'"]*)?)\1/g;

const aliases = Object.entries(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {});

/** This file: its comments quote specifiers. */
const SELF = new URL(import.meta.url).pathname;

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The path an alias names, before any ending is tried, or null when no alias matches. */
function target(specifier) {
  for (const [alias, to] of aliases) {
    if (alias === specifier) return join(root, to);
    if (alias.endsWith('/*') && specifier.startsWith(alias.slice(0, -1))) {
      return join(root, to.replace('*', specifier.slice(alias.length - 1)));
    }
  }
  return null;
}

/** The specifier with the ending that makes it name a file, the same when it already does, or null. */
export function withExtension(specifier) {
  const base = target(specifier);
  if (base === null) return null;
  if (isFile(base)) return specifier;
  const ending = ENDINGS.find((e) => isFile(base + e));
  return ending === undefined ? null : specifier + ending;
}

function* sourceFiles(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && path !== SELF) yield path;
  }
}

/** Rewrites one file's text; returns the new text and the specifiers that name no file. */
export function rewrite(text) {
  const missing = [];
  const out = text.replace(SPECIFIER, (whole, quote, specifier, query) => {
    const fixed = withExtension(specifier);
    if (fixed === null) {
      missing.push(specifier);
      return whole;
    }
    return `${quote}${fixed}${query}${quote}`;
  });
  return { text: out, missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const changed = [];
  const unresolved = [];
  for (const file of FOLDERS.flatMap((folder) => [...sourceFiles(join(root, folder))])) {
    const before = readFileSync(file, 'utf8');
    const { text, missing } = rewrite(before);
    const name = relative(root, file);
    unresolved.push(...missing.map((m) => `${name}: ${m}`));
    if (text === before) continue;
    changed.push(name);
    if (check) console.log(`would rewrite ${name}`);
    else writeFileSync(file, text);
  }
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}.`);
  // A longer specifier can push a line past the print width: the rewritten files are formatted as `npm run format` would.
  if (!check && changed.length > 0)
    spawnSync(join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...changed], { stdio: 'inherit' });
  if (unresolved.length > 0) console.error(`'#' imports naming no file:\n  ${unresolved.join('\n  ')}`);
  if (unresolved.length > 0 || (check && changed.length > 0)) process.exit(1);
}
