// The portal in one chunk behind a small entry (docs/decisions/060). src/main.tsx imports src/app/boot.tsx once a
// prerendered screen is on the display, so boot's static imports are no longer the entry's and rolldown's
// `$initial` tag (decision 021: the first load in one file) no longer holds them together: left to itself the
// bundler cut them into a chunk per set of lazy screens sharing a module, ~30 requests. This plugin collects, once
// the module graph is built, what boot imports statically but what the entry imports itself, and the build's
// chunking group puts it in one chunk. Contract modules are left to rolldown: the `#contract` barrel names them
// all, side-effect free, and rolldown keeps only those a chunk uses, where it uses them.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const CONTRACT = /\/src\/contract\//;

export function portalChunk(root = process.cwd(), entry = 'src/main.tsx', portal = 'src/app/boot.tsx') {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-chunk',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const graphOf = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        into.add(id);
        if (CONTRACT.test(id)) return;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) graphOf(imported, into);
      };
      if (!this.getModuleInfo(resolve(root, portal))) return;
      const entryGraph = new Set<string>();
      graphOf(resolve(root, entry), entryGraph);
      const portalGraph = new Set<string>();
      graphOf(resolve(root, portal), portalGraph);
      for (const id of portalGraph) if (!entryGraph.has(id) && !CONTRACT.test(id)) modules.add(id);
    },
  };
  return { plugin, group: { name: 'app', test: (id: string) => modules.has(id) } };
}

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; isEntry: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/**
 * `<link rel="modulepreload">` tags for the portal the entry imports (its chunk and what that imports statically),
 * for a page that shows nothing before the portal runs (app-shell.html): fetched beside the entry, not one round
 * trip after it. A prerendered page has none, so its screen paints before the portal's download competes with it.
 */
export function portalPreloads(bundle: Bundle, base: string): string {
  const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk' || chunk.isEntry) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  entry?.dynamicImports.forEach(visit);
  return [...files].map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
}
