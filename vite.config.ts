import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { securityHeaders } from './scripts/security-headers';
import { builtConfig, readBuildConfig } from './scripts/built-config';
import { routePages } from './scripts/route-pages';
import { entrancePreloads } from './scripts/entrance-preloads';
import { siteInPage } from './scripts/site-in-page';
import { screenFiles } from './scripts/screen-files';
import { prerender, PRERENDERED_ROUTES } from './scripts/prerender';
import { mockServiceWorker } from './scripts/mock-service-worker';
import { portalChunk } from './scripts/portal-chunk';
import { preloadHelper } from './scripts/preload-helper';
import { preloadLists } from './scripts/preload-lists';
import { compiledWhileDownloading } from './scripts/compiled-while-downloading';

/** Written into each build: the headers its pages need (docs/decisions/018-content-security-policy.md). */
const HEADERS_FILE = 'security-headers.json';

/**
 * The build writes the security headers of its own configuration (mock mode or the API's origin), and `vite
 * preview` serves every file with the headers of the build it serves, whatever the preview's own environment:
 * a real-backend build previewed without VITE_API_BASE_URL still gets its API origin in `connect-src`. The dev
 * server sends none (Vite's React refresh needs an inline script).
 */
function securityOfTheBuild(): Plugin {
  let headers: Record<string, string> = {};
  return {
    name: 'portal-security-headers',
    configResolved(config) {
      const portal = readBuildConfig(config.mode, config.envDir || config.root);
      headers = securityHeaders(portal);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: `${JSON.stringify(headers, null, 2)}\n` });
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, HEADERS_FILE);
      const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of Object.entries(built)) response.setHeader(name, value);
        next();
      });
    },
  };
}

// The first-load screens' preload lists travel in the intent listener's chunk, not the entry (decision 053).
const firstLoadScreenFiles = screenFiles();
// The portal behind the small entry in one chunk (decision 060).
const portal = portalChunk();
// Only the loader's import keeps its preload list (decision 063).
const shorterLists = preloadLists();

export default defineConfig({
  plugins: [
    // Before Vite's own plugins: it answers the import of Vite's preload helper (decision 061).
    preloadHelper(),
    react(),
    tailwindcss(),
    builtConfig(),
    siteInPage(),
    securityOfTheBuild(),
    mockServiceWorker(),
    routePages(entrancePreloads(), PRERENDERED_ROUTES),
    firstLoadScreenFiles.plugin,
    shorterLists.plugin,
    portal.plugin,
    // What a first page runs, compiled while it downloads (decision 069).
    compiledWhileDownloading(),
    prerender(),
  ],
  resolve: {
    alias: [
      // The public suffix list MSW's cookie store would load into mock mode's page and world host (mocks/public-suffix-stub.ts).
      { find: 'tldts', replacement: fileURLToPath(new URL('./mocks/public-suffix-stub.ts', import.meta.url)) },
      // @xstate/react and wouter import useSyncExternalStore's shim for React 17, whose code runs only where React has
      // no useSyncExternalStore of its own: with React 19 it is dead weight on every first load (185 B gzip). The same
      // package's plain entries use React's own (docs/decisions/061).
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      // zod's namespace of locales (its external.js files' `export * as locales`): the page loads the English one
      // on demand, and no other (src/contract/mini.ts, src/contract/zod-locales-stub.ts).
      { find: /^\.\.\/locales\/index\.js$/, replacement: fileURLToPath(new URL('./src/contract/zod-locales-stub.ts', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Mock mode's world host (a SharedWorker) loads the scenario generators only when it seeds: an ES module worker
  // can be split, an IIFE one cannot.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Vite's polyfill fetches the `<link rel="modulepreload">` tags of index.html in browsers without modulepreload;
    // index.html has none (its entry is one small file), and the preload helper is the portal's own (decision 061).
    // The first-load screens' lists of chunks are written into the intent listener's chunk instead (decision 053).
    // The imported chunk is not in its own list: the preload helper imports it at once (src/app/module-preload.ts,
    // decision 061). Of the other imports, only the loader's keeps a list (decision 063).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, context) =>
        shorterLists.shorten(
          firstLoadScreenFiles.resolveDependencies(file, deps, context).filter((dep) => dep !== file),
          context,
        ),
    },
    rolldownOptions: {
      // Contract modules only declare schemas, rules and the endpoint table: importing one does nothing but
      // define its exports. Saying so lets a screen carry only the contract modules whose exports it uses, even
      // when it imports them through the src/contract barrel (src/contract/mini.ts included: zod's English messages
      // load on demand, decision 066).
      output: {
        // Everything the entry imports statically (rolldown's `$initial` tag: the login page, the session, the site
        // settings, React, XState, zod) in one chunk, which rolldown folds into the entry itself: left to itself the
        // bundler cut the first load into a chunk per set of lazy screens sharing a module (React, the JSX runtime,
        // @xstate/react, the portal context, its CJS runtime…), each a request, a wrapper and a gzip stream of its
        // own, and a hand-kept list of modules had to follow the code (docs/decisions/021-one-file-first-load.md).
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }, ...portal.groups] },
      },
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/contract\//, sideEffects: false }],
      },
    },
  },
});
