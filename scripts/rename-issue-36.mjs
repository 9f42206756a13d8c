#!/usr/bin/env node
// Issue 36 item 3, one meaning per name: the renames as a script, so that they can be run again on a tree merged
// with other branches (decision 035). Idempotent: a second run finds nothing to do and changes nothing.
//   node scripts/rename-issue-36.mjs          rewrites, then `git mv`s, and prints what it changed
//   node scripts/rename-issue-36.mjs --dry    prints what it would change
// Three passes, in this order:
//  1. With TypeScript's own language service, on the tree as it stands: renames the declared symbols listed in
//     SYMBOLS (createWorld → createSimulation, endpoints.shell → endpoints.setup …) everywhere they are used, renames
//     every declaration called `world` whose type is the simulation (World/Simulation, WorldPort/SimulationPort)
//     to `simulation` (the change bus's → `bus`, the sample paths' facts → `facts`), and rewrites every module specifier (imports, vi.mock, new URL) that reaches a moved file.
//  2. `git mv` of the folders and files in FOLDERS and FILES (files added there by other branches move too).
//  3. Exact, bounded text patterns over every tracked text file but history (docs/NOTES.md, decisions before 031,
//     decision 035 whose table names the old words, .stryker/, this script): paths in comments, docs and configs,
//     and the few phrases that named the old things.
//  4. Prettier on the code files it changed.
// Uses only Node and the project's own `typescript` package. The lead deletes it after the final run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const dry = process.argv.includes('--dry');
const rel = (abs) => path.relative(root, abs).split(path.sep).join('/');
const abs = (r) => path.join(root, r);

/** Folders that move whole (first match wins); then FILES rename inside their new folders. */
const FOLDERS = [
  ['mocks/world', 'mocks/simulation'],
  ['mocks/shared-world', 'mocks/world-host'],
  ['tests/mocks/shared-world', 'tests/mocks/world-host'],
];
/** Files, named by their path after the folder moves. */
const FILES = [
  ['mocks/simulation/world.ts', 'mocks/simulation/simulation.ts'],
  ['mocks/domain/world-port.ts', 'mocks/domain/simulation-port.ts'],
  ['mocks/db/world.ts', 'mocks/db/simulation.ts'],
  // The world host's IndexedDB copy of the world: the records changed over the seed world, and their meta.
  ['mocks/world-host/world-store.ts', 'mocks/world-host/record-store.ts'],
  ['src/kernel/flow-log/world-store.ts', 'src/kernel/flow-log/snapshot-store.ts'],
  ['src/features/mock/dev-panel/world-section.tsx', 'src/features/mock/dev-panel/simulation-section.tsx'],
  ['src/contract/shell.ts', 'src/contract/setup.ts'],
  ['src/contract/endpoints/shell.ts', 'src/contract/endpoints/setup.ts'],
  ['mocks/db/shell.ts', 'mocks/db/setup.ts'],
  ['mocks/examples/shell.ts', 'mocks/examples/setup.ts'],
  ['mocks/scenarios/seed/shell.ts', 'mocks/scenarios/seed/setup.ts'],
];

/** Declared symbols: [file where declared, before any move; old name; new name]. */
const SYMBOLS = [
  ['mocks/world/world.ts', 'World', 'Simulation'],
  ['mocks/world/world.ts', 'WorldOptions', 'SimulationOptions'],
  ['mocks/world/world.ts', 'createWorld', 'createSimulation'],
  ['mocks/domain/world-port.ts', 'WorldPort', 'SimulationPort'],
  ['mocks/db/world.ts', 'createWorldCollections', 'createSimulationCollections'],
  ['mocks/shared-world/world-store.ts', 'WorldStore', 'RecordStore'],
  ['mocks/shared-world/world-store.ts', 'StoredWorld', 'StoredRecords'],
  ['mocks/shared-world/world-store.ts', 'openWorldStore', 'openRecordStore'],
  ['mocks/shared-world/world-host.ts', 'worldStore', 'recordStore'],
  ['src/kernel/flow-log/world-store.ts', 'WorldStore', 'SnapshotStore'],
  ['src/kernel/flow-log/world-store.ts', 'StoredWorld', 'StoredSnapshot'],
  ['src/kernel/flow-log/world-store.ts', 'indexedDbWorldStore', 'indexedDbSnapshotStore'],
  ['src/kernel/flow-log/flow-log.ts', 'worlds', 'snapshots'],
  ['tests/features/mock/flow-log.test.ts', 'memoryWorlds', 'memorySnapshots'],
  ['tests/features/mock/flow-log.test.ts', 'worlds', 'snapshots'],
  ['tests/machines/changes/change-listeners.test.ts', 'shell', 'memberData'],
  ['src/features/mock/dev-panel/world-section.tsx', 'WorldSection', 'SimulationSection'],
  ['src/contract/endpoints/shell.ts', 'shellEndpoints', 'setupEndpoints'],
  ['src/contract/endpoints/index.ts', 'shell', 'setup'],
  ['mocks/db/shell.ts', 'createShellCollections', 'createSetupCollections'],
  ['mocks/examples/shell.ts', 'shellExamples', 'setupExamples'],
  ['mocks/examples/index.ts', 'shell', 'setup'],
  ['mocks/scenarios/seed/shell.ts', 'seedShell', 'seedSetup'],
  ['cli/contract-export.ts', 'shell', 'setup'],
];
/**
 * A declaration called `world` whose type is one of `types` (declared in one of `files`) is renamed `to`: the
 * simulation's, the change bus's that tests still called the world, and the sample paths' scenario facts.
 */
const WORLD_BY_TYPE = [
  {
    types: new Set(['World', 'Simulation', 'WorldPort', 'SimulationPort']),
    files: new Set([
      'mocks/world/world.ts',
      'mocks/simulation/simulation.ts',
      'mocks/domain/world-port.ts',
      'mocks/domain/simulation-port.ts',
    ]),
    to: 'simulation',
  },
  { types: new Set(['ChangeBus']), files: new Set(['machines/changes/change-bus.ts']), to: 'bus' },
  // What the sample paths read of a seeded world is its facts, not the world.
  { types: new Set(['ScenarioFacts']), files: new Set(['machines/flow-manifest.ts']), to: 'facts' },
];

/**
 * Text patterns (pass 3), over every tracked text file but HISTORY. Paths are bounded so that a longer name
 * (`mocks/worlds`, `shared-worlds`) is never cut; the moves above give the rest.
 */
const HISTORY = [
  /^\.stryker\//,
  /^docs\/NOTES\.md$/,
  /^docs\/decisions\/0(0\d|1\d|2\d|30)-/,
  /^docs\/decisions\/035-/,
  /^scripts\/rename-issue-36\.mjs$/,
];
const notPath = '(?<![\\w./-])';
const endOfName = '(?![\\w-])';
const word = (w) => new RegExp(`\\b${w}\\b`, 'g');
const TEXT = [
  // Paths, longest first: a file that moved, then the folders.
  ...[...FILES]
    .sort((a, b) => b[0].length - a[0].length)
    .flatMap(([from, to]) => {
      const oldPath = unmove(from);
      const noExt = (p) => p.replace(/\.tsx?$/, '');
      return [
        [new RegExp(`${notPath}#?${esc(oldPath)}${endOfName}`, 'g'), (m) => (m.startsWith('#') ? '#' : '') + to],
        [new RegExp(`${notPath}(#?)${esc(noExt(oldPath))}(?![\\w.-])`, 'g'), (_m, hash) => hash + noExt(to)],
      ];
    }),
  ...FOLDERS.map(([from, to]) => [new RegExp(`${notPath}(#?)${esc(from)}${endOfName}`, 'g'), (_m, hash) => hash + to]),
  // Short forms in prose: `shared-world/world-host.ts`, `world/world.ts`.
  [/(?<![\w./-])shared-world\/(?=[\w-]+\.ts)/g, 'world-host/'],
  [/(?<![\w./-])world\/world\.ts\b/g, 'simulation/simulation.ts'],
  [/(?<![\w./-])flow-log\/world-store\b/g, 'flow-log/snapshot-store'],
  // Names that meant only the old thing: safe anywhere.
  [word('createWorld'), 'createSimulation'],
  [word('WorldOptions'), 'SimulationOptions'],
  [word('WorldPort'), 'SimulationPort'],
  [word('createWorldCollections'), 'createSimulationCollections'],
  [word('indexedDbWorldStore'), 'indexedDbSnapshotStore'],
  [word('openWorldStore'), 'openRecordStore'],
  [word('WorldSection'), 'SimulationSection'],
  [word('shellEndpoints'), 'setupEndpoints'],
  [word('createShellCollections'), 'createSetupCollections'],
  [word('shellExamples'), 'setupExamples'],
  [word('seedShell'), 'seedSetup'],
  // A re-export that TypeScript's rename wrote as `new as old` and the line above made `new as new`.
  [/\b(createSimulation|SimulationPort|setupEndpoints|createSetupCollections|setupExamples|seedSetup) as \1\b/g, (_m, name) => name],
  [/\bendpoints\.shell\b/g, 'endpoints.setup'],
  [/\bendpoints\.auth\|shell\|/g, 'endpoints.auth|setup|'],
  // Phrases that named the simulation, the world host and the setup endpoints.
  [/\bthe simulated world\b/g, 'the simulation'],
  [/\bThe simulated world\b/g, 'The simulation'],
  [/\bsimulated world\b/g, 'simulation'],
  [/\bthe world's simulated clock\b/g, "the simulation's clock"],
  [/\bThe world's simulated clock\b/g, "The simulation's clock"],
  [/\bthe world's (clock|counters|outbox|gateway)\b/g, (_m, what) => `the simulation's ${what}`],
  [/\bMoves the world's clock\b/g, "Moves the simulation's clock"],
  [/\bthe world clock decides\b/g, 'the simulation clock decides'],
  [/\bthe world's (crypto )?`randomToken`/g, (_m, crypto) => `the simulation's ${crypto ?? ''}\`randomToken\``],
  [/\bthe world carries it\b/g, 'the simulation carries it'],
  [/\bCounters live in the world\b/g, 'Counters live in the simulation'],
  [/`(previewBatch|payBatch)\(world,/g, (_m, fn) => `\`${fn}(simulation,`],
  [/\bworld\.advance\b(?! *\()/g, 'simulation.advance'],
  [/\bso the rules sit below the world\b/g, 'so the rules sit below the simulation'],
  [/\bthe seeders, the world and the resolvers\b/g, 'the seeders, the simulation and the resolvers'],
  [/\bthe simulation \(`world\/`:/g, 'the simulation (`simulation/`:'],
  [/\bin the `shell` group\b/g, 'in the `setup` group'],
  [/\(the shell, the subscriptions\)/g, '(the member data, the subscriptions)'],
  [/(?<![\w./-])(endpoints|seed|examples|db)\/shell\.ts\b/g, (_m, folder) => `${folder}/setup.ts`],
  [/\bshell\.ts re-exports\b/g, 'setup.ts re-exports'],
  [/· shell: settings, admin/g, '· setup: settings, admin'],
  [/\bnot the rest of auth and shell\b/g, 'not the rest of auth and setup'],
  [/\bthe `shell`(\s*(?:\/\/\s*)?area\b)/g, (_m, area) => `the \`setup\`${area}`],
  [/^\/\/ The shell of the portal \(spec 1/m, "// The portal's setup (spec 1"],
  [/\(`auth`, `shell`, `profile`,/g, '(`auth`, `setup`, `profile`,'],
  [/\ba public `shell` call\b/g, 'a public `setup` call'],
  [/\bthe world told `profile`/g, 'the change bus told `profile`'],
  [/`paths: \(world\): FlowPaths/g, '`paths: (facts): FlowPaths'],
  [/\(`world\.persona\(\.\.\.\)`/g, '(`facts.persona(...)`'],
  [/\b(of|for) the seeded world `world`/g, (_m, of) => `${of} the seeded world (\`facts\`)`],
  // The contract check names a call by its module's key: `setup.company`.
  [/'shell\.(company|users|settings)'/g, (_m, call) => `'setup.${call}'`],
  // The change bus, in the tests and notes that still called it the world.
  [/\b(tells?|told to) the world\b/g, (_m, verb) => `${verb} the change bus`],
  [/\bthe world hears\b/g, 'the change bus hears'],
  [/\bon the given world\b/g, 'on the given change bus'],
  [/\ba list without a world tells no one\b/g, 'a list without a change bus tells no one'],
  [/\b(signs the session in|refreshes every listener) through the world\b/g, (_m, what) => `${what} through the change bus`],
  [/\bholds the world quiet\b/g, 'holds the change bus quiet'],
  [/\bon one world, as the portal starts them\b/g, 'on one change bus, as the portal starts them'],
  // The member-data loader, in the tests that still called it the shell.
  [/\bthe shell keeps what it showed\b/g, 'the member data keeps what it showed'],
  [/\bthe shell would be loading\b/g, 'the member data would be loading'],
  // The dev panel's section of the simulation (the scenario, the outbox, the clock).
  [/"dev-world"/g, '"dev-simulation"'],
  [/(<h3 id="dev-simulation"[^>]*>\s*)World(\s*<\/h3>)/g, (_m, open, close) => `${open}Simulation${close}`],
  [/\bthe `shell` area\b/g, 'the `setup` area'],
  [/\bthe shell area\b/g, 'the setup area'],
  [/\bthe shared world\b/g, 'the world host'],
];

function esc(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The path a FILES entry had before the folder moves. */
function unmove(p) {
  for (const [from, to] of FOLDERS) if (p === to || p.startsWith(`${to}/`)) return from + p.slice(to.length);
  return p;
}
/** Where a repository path ends up. */
function moved(p) {
  let out = p;
  for (const [from, to] of FOLDERS) {
    if (out === from || out.startsWith(`${from}/`)) {
      out = to + out.slice(from.length);
      break;
    }
  }
  for (const [from, to] of FILES) if (out === from) return to;
  return out;
}

const log = [];
const say = (line) => {
  log.push(line);
  console.log(line);
};

// ---- Pass 1: TypeScript ----
const config = ts.getParsedCommandLineOfConfigFile(abs('tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('tsconfig.json could not be read.');
const fileNames = config.fileNames.filter((f) => !f.includes('/node_modules/'));
const host = {
  getCompilationSettings: () => config.options,
  getScriptFileNames: () => fileNames,
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) => (existsSync(f) ? ts.ScriptSnapshot.fromString(readFileSync(f, 'utf8')) : undefined),
  getCurrentDirectory: () => root,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
  realpath: ts.sys.realpath,
};
const service = ts.createLanguageService(host, ts.createDocumentRegistry());
const program = service.getProgram();
const checker = program.getTypeChecker();
const sources = program.getSourceFiles().filter((s) => !s.isDeclarationFile && !s.fileName.includes('/node_modules/'));

/** Edits by absolute file name: { start, end, text, why }. */
const edits = new Map();
function addEdit(fileName, start, end, text, why) {
  const list = edits.get(fileName) ?? [];
  const same = list.find((e) => e.start === start && e.end === end);
  if (!same) list.push({ start, end, text, why });
  else if (same.text !== text) {
    const original = readFileSync(fileName, 'utf8').slice(start, end);
    Object.assign(same, { text: mergeShorthand(original, same.text, text), why: `${same.why} + ${why}` });
  }
  edits.set(fileName, list);
}
/**
 * Two renames of one shorthand `{ old }`: the property's (`newProp: old`) and the variable's (`old: newVar`), or a
 * plain name that renames both. Each side is taken from the rename that changed it.
 */
function mergeShorthand(original, a, b) {
  const sides = (t) => (t.includes(':') ? t.split(':').map((s) => s.trim()) : [t, t]);
  const [pa, va] = sides(a);
  const [pb, vb] = sides(b);
  if ((pa !== original && pb !== original && pa !== pb) || (va !== original && vb !== original && va !== vb)) {
    throw new Error(`Conflicting renames of \`${original}\`: ${a} / ${b}`);
  }
  const property = pa !== original ? pa : pb;
  const value = va !== original ? va : vb;
  return property === value ? property : `${property}: ${value}`;
}
/** Every place a declaration's name is used; with `shorthand`, `{ name }` keeps the side that is not renamed. */
function renameAt(fileName, pos, newName, why, { shorthand = false } = {}) {
  const locations = service.findRenameLocations(fileName, pos, false, false, { providePrefixAndSuffixTextForRename: shorthand }) ?? [];
  for (const l of locations) {
    const text = `${l.prefixText ?? ''}${newName}${l.suffixText ?? ''}`;
    addEdit(l.fileName, l.textSpan.start, l.textSpan.start + l.textSpan.length, text, why);
  }
  return locations.length;
}

const DECLARATIONS = new Set([
  ts.SyntaxKind.VariableDeclaration,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.BindingElement,
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.MethodDeclaration,
]);
const isDeclarationName = (node) => ts.isIdentifier(node) && node.parent && DECLARATIONS.has(node.parent.kind) && node.parent.name === node;
function* identifiers(sourceFile) {
  const stack = [sourceFile];
  while (stack.length) {
    const node = stack.pop();
    if (ts.isIdentifier(node)) yield node;
    node.forEachChild((c) => void stack.push(c));
  }
}

// Named symbols.
for (const [file, name, newName] of SYMBOLS) {
  const source = program.getSourceFile(abs(file));
  if (!source) continue;
  // Every declaration of that name in the file: a property and the variable that fills it are renamed together.
  const declarations = [...identifiers(source)].filter((n) => n.text === name && isDeclarationName(n));
  let n = 0;
  for (const decl of declarations)
    n += renameAt(source.fileName, decl.getStart(source), newName, `${name} → ${newName}`, { shorthand: true });
  if (n) say(`symbol   ${file}: ${name} → ${newName} (${n} places)`);
}

// Every declaration called `world` that holds the simulation (or the change bus).
const worldKind = (type) => {
  const t = type.getNonNullableType();
  const symbol = t.aliasSymbol ?? t.getSymbol();
  if (!symbol) return undefined;
  const files = (symbol.declarations ?? []).map((d) => rel(d.getSourceFile().fileName));
  return WORLD_BY_TYPE.find((k) => k.types.has(symbol.name) && files.some((f) => k.files.has(f)));
};
const renamedWorlds = new Map();
for (const source of sources) {
  const names = new Set([...identifiers(source)].map((n) => n.text));
  for (const node of identifiers(source)) {
    if (node.text !== 'world' || !isDeclarationName(node)) continue;
    const kind = worldKind(checker.getTypeAtLocation(node));
    if (!kind) continue;
    // A file that already has the new name anywhere is left for a person: the rename could capture it.
    if (names.has(kind.to)) {
      say(`left     ${rel(source.fileName)}: \`world\` (${kind.to} is taken there)`);
      continue;
    }
    renamedWorlds.set(kind.to, (renamedWorlds.get(kind.to) ?? 0) + 1);
    renameAt(source.fileName, node.getStart(source), kind.to, `world → ${kind.to}`);
  }
}
for (const [to, n] of renamedWorlds) say(`symbol   ${n} declarations called \`world\` → ${to}`);

// Module specifiers that reach a moved file, or that a moved file writes relative to itself.
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(fromFile), specifier);
    for (const ext of EXTENSIONS) if (ts.sys.fileExists(base + ext)) return base + ext;
    return null;
  }
  if (!specifier.startsWith('#')) return null;
  const resolved = ts.resolveModuleName(specifier, fromFile, config.options, ts.sys).resolvedModule;
  return resolved ? resolved.resolvedFileName : null;
}
function newSpecifier(specifier, fromRel, targetRel) {
  const toRel = moved(targetRel);
  const fromNew = moved(fromRel);
  if (toRel === targetRel && fromNew === fromRel) return specifier;
  const written = specifier.match(/(\.[cm]?tsx?|\.js|\.json(\.gz)?|\.mjs)$/)?.[0] ?? '';
  const target = toRel.replace(/\.[cm]?tsx?$/, '') + (written && /tsx?$/.test(written) ? toRel.match(/\.[cm]?tsx?$/)[0] : '');
  const keepIndex = (s) => (/\/index$/.test(specifier.replace(/\.[cm]?tsx?$/, '')) ? s : s.replace(/\/index(\.tsx?)?$/, ''));
  if (specifier.startsWith('.')) {
    let out = path.posix.relative(path.posix.dirname(fromNew), written && !/tsx?$/.test(written) ? toRel : target);
    if (!out.startsWith('.')) out = `./${out}`;
    return keepIndex(out);
  }
  // An alias: change the path segments it names, as many as it names.
  const oldSegments = targetRel.replace(/\.[cm]?tsx?$/, '').split('/');
  const newSegments = target.replace(/\.[cm]?tsx?$/, '').split('/');
  const stem = specifier.replace(/\.[cm]?tsx?$/, '');
  const ext = specifier.slice(stem.length) ? target.slice(target.replace(/\.[cm]?tsx?$/, '').length) : '';
  for (let k = oldSegments.length; k > 0; k--) {
    const tail = oldSegments.slice(-k).join('/');
    if (stem.endsWith(`/${tail}`) || stem === tail) return stem.slice(0, stem.length - tail.length) + newSegments.slice(-k).join('/') + ext;
  }
  return specifier;
}
let specifiers = 0;
for (const source of sources) {
  const fromRel = rel(source.fileName);
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^(\.{1,2}\/|#)/.test(node.text)) {
      const resolved = resolveSpecifier(node.text, source.fileName);
      if (resolved && !resolved.includes('/node_modules/')) {
        const next = newSpecifier(node.text, fromRel, rel(resolved));
        if (next !== node.text) {
          specifiers++;
          addEdit(source.fileName, node.getStart(source) + 1, node.getEnd() - 1, next, `'${node.text}' → '${next}'`);
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(source);
}
say(`import   ${specifiers} module specifiers follow the moves`);

function applyEdits(text, list, fileName) {
  const sorted = [...list].sort((a, b) => b.start - a.start);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].end > sorted[i - 1].start) throw new Error(`Overlapping edits in ${fileName}: ${sorted[i].why} / ${sorted[i - 1].why}`);
  }
  let out = text;
  // An export renamed on both sides (`newName as oldName`, then the old name renamed too) says it once.
  for (const e of sorted) out = out.slice(0, e.start) + e.text.replace(/^([\w$]+) as \1$/, '$1') + out.slice(e.end);
  return out;
}
let editedFiles = 0;
for (const [fileName, list] of edits) {
  const text = readFileSync(fileName, 'utf8');
  const next = applyEdits(text, list, fileName);
  if (next === text) continue;
  editedFiles++;
  say(`edit     ${rel(fileName)} (${list.length})`);
  if (!dry) writeFileSync(fileName, next);
}

// ---- Pass 2: git mv ----
const tracked = () => execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
let moves = 0;
for (const file of tracked()) {
  const to = moved(file);
  if (to === file) continue;
  if (existsSync(abs(to))) throw new Error(`Cannot move ${file}: ${to} exists.`);
  moves++;
  say(`git mv   ${file} → ${to}`);
  if (dry) continue;
  mkdirSync(path.dirname(abs(to)), { recursive: true });
  execFileSync('git', ['mv', file, to], { cwd: root });
}

// ---- Pass 3: text ----
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|json|md|yaml|yml|html|css)$/;
let textFiles = 0;
const textChanged = [];
for (const file of tracked()) {
  if (!TEXT_FILE.test(file) || file === 'package-lock.json' || HISTORY.some((h) => h.test(file))) continue;
  if (!existsSync(abs(file))) continue;
  const text = readFileSync(abs(file), 'utf8');
  let next = text;
  let count = 0;
  for (const [pattern, replacement] of TEXT) {
    next = next.replace(pattern, (...args) => {
      count++;
      return typeof replacement === 'function' ? replacement(...args) : replacement;
    });
  }
  if (next === text) continue;
  textFiles++;
  textChanged.push(file);
  say(`text     ${file} (${count})`);
  if (!dry) writeFileSync(abs(file), next);
}

// ---- Formatting: a longer name can push a line past the width; Prettier, as the project runs it. ----
const changed = [...new Set([...edits.keys()].map((f) => moved(rel(f))).concat(textChanged))].filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
if (!dry && changed.length) {
  execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', ...changed], {
    cwd: root,
    stdio: 'inherit',
  });
  say(`format   prettier --write on ${changed.length} files`);
}

console.log(
  `\n${dry ? 'Would change' : 'Changed'}: ${editedFiles} files by TypeScript, ${moves} moves, ${textFiles} files by text.` +
    (editedFiles + moves + textFiles === 0 ? ' Nothing to do.' : ''),
);
