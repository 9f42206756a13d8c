// The first-load screens' chunk lists, out of the first load (docs/decisions/053-screen-files-after-paint.md).
// Vite writes, beside each `import()` in a chunk, the list of every chunk the imported one needs (its
// `__vite__mapDeps` preload list), so that a screen's chunks are fetched side by side, not one round trip after
// another. For the screens of the first-load manifests (src/features/<area>/area.ts) those lists were ~1.2 KB gzip of
// hashed file names in the entry, which `/` fetches before it paints, for screens it has not opened. This plugin
// takes them out of the entry (`resolveDependencies` below) and writes them, route by route, into the intent
// listener's chunk (src/app/screen-files.ts, fetched after the largest paint), which announces a screen's chunks on a
// link's intent and on every move to another path (src/app/screen-intent.ts). An entrance page's HTML announces its
// own (./route-pages.ts); the member frame, the admin gate and what they declare keep Vite's lists.
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteName } from '../src/contract/routes';
import { manifestEntries } from './entrance-preloads';
import { SCREEN_FILES_MARK } from '../src/app/screen-files';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean; code: string };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** A chunk and everything it imports statically but the entry (on the page already), by file name. */
export function chunkClosure(bundle: Bundle, fileName: string): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return [...files];
}

/**
 * Each lazy first-load screen's route and the files of its chunk (its own first), from the bundle. A screen whose
 * module the build never reached (`inBuild`: mock mode's screens in a real-backend build) has none.
 */
export function screenFilesIn(
  bundle: Bundle,
  screens: readonly { route: RouteName; module: string | undefined }[],
  root: string,
  inBuild: (module: string) => boolean,
): Partial<Record<RouteName, string[]>> {
  const byModule = new Map(
    Object.values(bundle).flatMap((c) =>
      c.type === 'chunk' && c.facadeModuleId ? [[posix.relative(root, c.facadeModuleId), c.fileName] as const] : [],
    ),
  );
  return Object.fromEntries(
    screens.flatMap(({ route, module }) => {
      if (!module || !inBuild(module)) return [];
      const file = byModule.get(module);
      if (!file) throw new Error(`screen-files: the build has no chunk for ${module} (route ${route}): has it moved?`);
      return [[route, chunkClosure(bundle, file)]];
    }),
  );
}

/** The chunk's code with the mark's string literal replaced by the lists, as a JSON string literal. */
export function writeInto(code: string, lists: Partial<Record<RouteName, string[]>>, base: string): string | undefined {
  const withBase = Object.fromEntries(Object.entries(lists).map(([route, files]) => [route, files.map((f) => base + f)]));
  const literal = new RegExp(`([\`'"])${SCREEN_FILES_MARK.replace(/[{}]/g, '\\$&')}\\1`);
  return literal.test(code) ? code.replace(literal, () => JSON.stringify(JSON.stringify(withBase))) : undefined;
}

/**
 * The plugin, and the `build.modulePreload.resolveDependencies` that goes with it: no preload list beside the
 * `import()` of a first-load screen (the plugin has the bundle's screen chunks by then: its `generateBundle` runs
 * first).
 */
export function screenFiles(root = process.cwd()) {
  const screens = manifestEntries(root);
  const screenChunks = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-screen-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const modules = new Set([...this.getModuleIds()].map((id) => posix.relative(root, id)));
        const lists = screenFilesIn(bundle, screens, root, (module) => modules.has(module));
        screenChunks.clear();
        for (const files of Object.values(lists)) screenChunks.add(files[0]!);
        const host = Object.values(bundle).find((c) => c.type === 'chunk' && c.code.includes(SCREEN_FILES_MARK));
        if (host?.type !== 'chunk') return this.error('screen-files: no chunk carries src/app/screen-files.ts');
        const written = writeInto(host.code, lists, this.environment.config.base);
        if (written === undefined) return this.error(`screen-files: ${host.fileName} carries the mark in no string literal`);
        host.code = written;
      },
    },
  };
  const resolveDependencies = (file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
    hostType === 'js' && screenChunks.has(file) ? [] : deps;
  return { plugin, resolveDependencies };
}
