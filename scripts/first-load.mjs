// What a page's first load fetches, read from a Vite build's manifest: the entry script of index.html, the chunks
// it imports statically (Vite preloads them), the portal the entry imports, and for a route the lazy modules its screens load on arrival, each
// with their static imports. Used by `npm run bench` (sizes) and scripts/check-real-build.mjs (contents).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * A plugin that notes which chunk holds each module (source paths relative to the root, as the manifest names
 * them): a module the build put in a chunking group with others (scripts/portal-chunk.ts) is no chunk's facade, so
 * the manifest has no key of its own for it.
 */
function moduleChunks(root, into) {
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const id of chunk.moduleIds) if (id.startsWith(`${root}/`)) into.set(id.slice(root.length + 1), chunk.fileName);
    },
  };
}

/**
 * Builds with Vite's API into a temporary folder, with the manifest on. `options` are merged into the project's
 * config (or replace it with `configFile: false`); `env` is set for the build and put back after. The manifest
 * also names, under its source path, each module that shares a chunk with others (the entry of that chunk).
 */
export async function buildWithManifest({ env = {}, ...options } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-first-load-'));
  const chunkOf = new Map();
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    await build({
      logLevel: 'error',
      ...options,
      plugins: [...(options.plugins ?? []), moduleChunks(options.root ?? process.cwd(), chunkOf)],
      build: { copyPublicDir: false, ...options.build, outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  for (const [module, file] of chunkOf) if (!(module in manifest) && byFile.has(file)) manifest[module] = byFile.get(file);
  return { outDir, manifest, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * The JavaScript files of a first load: index.html's entry and, for each of `lazyModules` (source paths relative
 * to the root, as the manifest names them), its chunk; each with everything it imports statically.
 */
export function firstLoadFiles(manifest, lazyModules = []) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`The build has no chunk for ${key}: has it moved? Update the route's modules.`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The entry is a loader (src/main.tsx): it imports the portal itself (src/app/boot.tsx) on every page, at once or
  // once a prerendered screen is on the display, so what it imports is part of every first load.
  for (const module of manifest['index.html']?.dynamicImports ?? []) visit(module);
  for (const module of lazyModules) visit(module);
  return [...files].filter((f) => f.endsWith('.js'));
}

/** gzip -9 bytes of each file and in all. */
export function gzipSizes(outDir, files) {
  const sizes = files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length }));
  return { files: sizes, gzip: sizes.reduce((n, s) => n + s.gzip, 0) };
}

/** Every emitted JavaScript file (what the whole build holds), for checks that a marker exists at all. */
export function allJsFiles(manifest) {
  return [...new Set(Object.values(manifest).map((e) => e.file))].filter((f) => f.endsWith('.js'));
}
