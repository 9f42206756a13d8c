// Preload lists for the loader's import only (docs/decisions/063-preload-lists-for-the-loader-only.md). Vite writes,
// beside each `import()`, the chunks the imported one needs, and the preload helper appends a
// `<link rel="modulepreload">` to the head for each when the import runs: ~3 ms of the main thread apiece at 4× CPU
// (a CPU profile of `/`: 16 links, 48–113 ms; of `/dashboard`: 56 links, 186–202 ms, much of it in one long task of
// the member frame's start). Without them the browser fetches an imported chunk's own imports when it parses it, one
// round trip later: Lighthouse's simulated largest paint of `/dashboard` did not move (1,033–1,067 ms with the lists,
// 1,015–1,064 without). The loader's `import()` of the portal keeps its list (rolldown's runtime: on a prerendered
// page nothing else fetches it; the portal's chunk itself is fetched by that import, decision 061), without the entry
// itself, which is on the page already.
// The first-load screens' lists travel in the intent listener's chunk (decision 053), announced on a link's intent.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The entry chunks (the loader), by file name. */
export function entryFiles(bundle: Bundle): Set<string> {
  return new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : [])));
}

/**
 * The plugin, and the filter that `build.modulePreload.resolveDependencies` applies after the others (the plugin has
 * the bundle by then: its `generateBundle` runs first). `hostId` is the file of the chunk that holds the `import()`.
 */
export function preloadLists() {
  let entries = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entries = entryFiles(bundle);
      },
    },
  };
  const shorten = (deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }) =>
    hostType === 'html' ? deps : entries.has(hostId) ? deps.filter((dep) => !entries.has(dep)) : deps.filter((dep) => dep.endsWith('.css'));
  return { plugin, shorten };
}
