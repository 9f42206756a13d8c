// A Vite build plugin: for each route of ./entrance-preloads.ts (read from the screen manifests), a copy of index.html named after the route
// (dist/categories.html for /categories) that also announces the chunks of the route's screens, with their static
// imports, as low-priority module preloads. `vite preview` answers /categories with categories.html, and so does any
// server told to try `$uri.html` before index.html (docs/how-to.md). No inline script, so the Content-Security-
// Policy is unchanged (docs/decisions/018). Low priority: they never hold up the entry, which paints the frame.
// A prerendered page's preloads leave out the portal's chunk and what it imports (decision 060: its download comes
// after the HTML's paint, src/app/load-portal.ts); a request for it that ended before the largest paint made
// Lighthouse's simulated paint wait for its 120 KB (decision 063).
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { routeTable, type RouteName } from '../src/contract/routes';
import { chunkClosure } from './screen-files';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
};

export function routePages(preloads: Partial<Record<RouteName, readonly string[]>>, prerendered: readonly RouteName[] = []): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portal-route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset' || typeof index.source !== 'string') return;
      const html = index.source;
      const chunks = Object.values(bundle).filter((c): c is Chunk & (typeof bundle)[string] => c.type === 'chunk');
      const byModule = new Map(chunks.flatMap((c) => (c.facadeModuleId ? [[relative(root, c.facadeModuleId), c] as const] : [])));
      const entry = chunks.find((c) => c.isEntry);
      const portal = new Set(entry ? entry.dynamicImports.flatMap((file) => chunkClosure(bundle, file)) : []);
      for (const [name, modules] of Object.entries(preloads) as Array<[RouteName, readonly string[]]>) {
        const path = routeTable[name].path;
        if (path === '/' || path.includes(':')) this.error(`route-pages: ${name} (${path}) has no page of its own to write`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) this.error(`route-pages: the build has no chunk for ${module} (route ${name}): has it moved?`);
          visit(chunk.fileName);
        }
        const links = [...files]
          .filter((file) => !html.includes(`${base}${file}"`) && !(prerendered.includes(name) && portal.has(file)))
          .map((file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="${base}${file}">\n`)
          .join('');
        this.emitFile({ type: 'asset', fileName: `${path.slice(1)}.html`, source: html.replace('  </head>', `${links}  </head>`) });
      }
    },
  };
}
