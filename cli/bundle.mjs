// The `portal` CLI as one ES module: cli/main.ts and every project file it imports, bundled by esbuild into
// node_modules/.cache/portal/<checkout>/ and built again when one of those files changed (decision 047). Node then
// loads one file instead of tsx's loader compiling and resolving ~300 modules and the packages' ~1,000 one by one:
// ~0.6 s of CPU at start-up instead of ~3 s. Plain JavaScript, as it runs before anything can load TypeScript.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = new URL('..', import.meta.url);
/** Files that change the bundle without being in it: package.json's `imports`, tsconfig, esbuild, this file. */
const BUILD_FILES = ['package.json', 'tsconfig.json', 'node_modules/esbuild/package.json'];
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Where a project's bundle and the list of what it was built from live: a folder per checkout, as checkouts may share
 * one node_modules (a git worktree linking another's), and a bundle holds its checkout's paths.
 */
function cacheOf(root) {
  const checkout = createHash('sha256').update(fileURLToPath(root)).digest('hex').slice(0, 12);
  const folder = new URL(`node_modules/.cache/portal/${checkout}/`, root);
  return { folder, bundle: new URL('cli.mjs', folder), inputs: new URL('cli.inputs.json', folder) };
}

/** A file as the bundle was built from it, [path from the root or absolute, mtime, size]: one stat tells whether it still is. */
const stamp = (root, path) => {
  const found = statSync(new URL(path, root));
  return [path, found.mtimeMs, found.size];
};

function isFresh(root) {
  const cache = cacheOf(root);
  try {
    const inputs = JSON.parse(readFileSync(cache.inputs, 'utf8'));
    statSync(cache.bundle);
    return inputs.every(([path, mtime, size]) => {
      const [, nowMtime, nowSize] = stamp(root, path);
      return nowMtime === mtime && nowSize === size;
    });
  } catch {
    // No bundle yet, or a file it was built from is gone: build.
    return false;
  }
}

/**
 * A module's `import.meta.url` (to read a file next to it: the seed worlds, package.json) would name the bundle once
 * bundled: each source keeps the URL of the file it was written in.
 */
const ownMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async ({ path }) => {
      if (/[\\/]node_modules[\\/]/.test(path)) return undefined;
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const loader = path.endsWith('x') ? 'tsx' : 'ts';
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader };
    });
  },
};

async function build(root) {
  const { build: esbuild } = await import('esbuild');
  const cache = cacheOf(root);
  const started = Date.now();
  mkdirSync(cache.folder, { recursive: true });
  // Another `portal` may be building at the same time: each writes its own file, and the last rename wins.
  const partial = new URL(`cli.${process.pid}.mjs`, cache.folder);
  const result = await esbuild({
    absWorkingDir: fileURLToPath(root),
    entryPoints: ['cli/main.ts'],
    outfile: fileURLToPath(partial),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too: loading them one by one through Node's module loader is half the remaining
    // start-up. The ones in CommonJS that require Node's own modules get a `require` (the bundle sits in
    // node_modules, so a package required by name at run time still resolves).
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    // As tsx runs the sources: class and function names kept (errors and reports that name them read the same).
    keepNames: true,
    metafile: true,
    // A failure is thrown with esbuild's messages, and bin.mjs says it once: nothing printed twice.
    logLevel: 'silent',
    plugins: [ownMetaUrl],
  });
  renameSync(partial, cache.bundle);
  const inputs = [...Object.keys(result.metafile.inputs), ...BUILD_FILES, THIS_FILE].map((path) => stamp(root, path));
  // A file saved while the bundle was being built may not be in it: no list, so the next run builds again.
  if (inputs.some(([, mtime]) => mtime >= started)) return;
  const list = new URL(`cli.inputs.${process.pid}.json`, cache.folder);
  writeFileSync(list, JSON.stringify(inputs));
  renameSync(list, cache.inputs);
}

/** The URL of the project's bundled CLI, built first when missing or out of date. `root` is a folder's URL (tests). */
export async function bundledCli(root = REPO) {
  if (!isFresh(root)) await build(root);
  return cacheOf(root).bundle.href;
}
