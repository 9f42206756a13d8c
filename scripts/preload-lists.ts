// Shorter preload lists beside `import()` (docs/decisions/063-shorter-preload-lists.md). Vite writes, beside each
// `import()`, the chunks the imported one needs, and its helper appends a `<link rel="modulepreload">` to the head
// for each at run time: ~3 ms of the main thread apiece at 4× (a CPU profile of `/`). Two kinds of entry are left out:
// - the lists of mock mode's own modules, which load after the first paint of every page (the fake backend's start,
//   the simulated clock's follower, the mock badge): 12 links on `/` for chunks of a few KB that the browser fetches
//   anyway from their static imports, one level deep;
// - the entry itself, which is on the page before any `import()` runs (it carries the helper).
// The portal's own imports keep the rest of their lists.
import { posix } from 'node:path';
import type { Plugin } from 'vite';

/** Modules that exist only in mock mode and load after the first paint: their chunks get no preload list. */
export const MOCK_START = /^(mocks\/|src\/kernel\/mock\/|src\/features\/mock\/|src\/app\/mock-badge\.tsx$)/;

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; isEntry: boolean };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The entry chunks, and the chunks whose own module (their facade) is mock mode's, by file name. */
export function preloadExceptions(bundle: Bundle, root: string): { entries: Set<string>; mockStart: Set<string> } {
  const entries = new Set<string>();
  const mockStart = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    if (chunk.isEntry) entries.add(chunk.fileName);
    if (chunk.facadeModuleId && MOCK_START.test(posix.relative(root, chunk.facadeModuleId))) mockStart.add(chunk.fileName);
  }
  return { entries, mockStart };
}

/**
 * The plugin, and the filter that `build.modulePreload.resolveDependencies` applies after the others (the plugin has
 * the bundle by then: its `generateBundle` runs first).
 */
export function preloadLists(root = process.cwd()) {
  let except = { entries: new Set<string>(), mockStart: new Set<string>() };
  const plugin: Plugin = {
    name: 'portal-preload-lists',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        except = preloadExceptions(bundle, root);
      },
    },
  };
  const shorten = (file: string, deps: string[], hostType: 'html' | 'js') =>
    hostType === 'html' ? deps : except.mockStart.has(file) ? [] : deps.filter((dep) => !except.entries.has(dep));
  return { plugin, shorten };
}
