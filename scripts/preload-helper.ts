// The build's preload helper is the portal's own (src/app/module-preload.ts, docs/decisions/061): Vite injects an
// import of its virtual module into every module with a lazy `import()` and wraps each import in its
// `__vitePreload`; this plugin answers that import with src/app/module-preload.ts, 0.6 KiB gzip less on every first
// load. A relative base (not this build's) keeps Vite's, which resolves files against the importing chunk.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Vite's id for its helper (vite/src/node/plugins/importAnalysisBuild.ts), imported by what Vite injects. */
const VITE_HELPER = '\0vite/preload-helper.js';

export function preloadHelper(root = process.cwd(), helper = 'src/app/module-preload.ts'): Plugin {
  let absoluteBase = true;
  return {
    name: 'portal-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      absoluteBase = config.base.startsWith('/');
    },
    resolveId: (id) => (id === VITE_HELPER && absoluteBase ? id : null),
    load: (id) =>
      id === VITE_HELPER && absoluteBase
        ? { code: `export { preloadThenImport as __vitePreload } from ${JSON.stringify(resolve(root, helper))};`, moduleSideEffects: false }
        : null,
  };
}
