// A Vite plugin: the public pages carry their first screen in their HTML, painted before any script runs
// (docs/decisions/056-prerendered-public-pages.md). Once the build has written its pages (index.html with the site,
// ./site-in-page.ts; a page per entrance route, ./route-pages.ts), it renders each public page's screen with React's
// server renderer from the app's own components (./prerender-screen.tsx, loaded through a Vite server in SSR mode
// with the build's config, mode and env) and writes it into #root, marked with its path; the page hydrates it
// (src/app/prerendered.ts). A build without settings in its page (a real backend without PORTAL_SITE_FILE) stays as
// it was: 'Loading the portal…' until the settings answer. No inline script or style: React writes neither here
// (tests/build/prerender.test.ts), so the Content-Security-Policy is unchanged (decision 018).
// index.html is `/`'s page now, so every other address a server answers with a page of its own: app-shell.html, the
// frame without a screen (`vite preview` here; another server's rule is in docs/how-to.md).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { routeTable, type RouteName } from '../src/contract/routes';
import { readBuildConfig } from './built-config';
import { portalPreloads } from './portal-chunk';
import type * as PrerenderScreen from './prerender-screen';

type PrerenderModule = typeof PrerenderScreen;
import { PAGE_SITE_ID } from '../src/app/remembered-site';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered-mark';

/**
 * The pages prerendered: the public ones whose first screen depends on nothing but the path and the settings (issue
 * 38). Not the others: a screen that reads its address's parameters (sign-up's category, a code) or shows a result
 * would be written wrong for most visits.
 */
export const PRERENDERED_ROUTES: readonly RouteName[] = ['login', 'categories', 'search', 'forgotPassword'];

/** Every address without a page of its own gets the frame alone (what index.html was before its screen was written). */
const APP_SHELL = 'app-shell.html';

/** The page's file for a route's path: `/` is index.html, `/categories` categories.html. */
const pageFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${PAGE_SITE_ID}">([^<]*)</script>`);
/** #root as ./site-in-page.ts leaves it: the header, then index.html's noscript line. */
const ROOT = /<div id="root">[\s\S]*?<\/noscript><\/div>/;

/** The entry's tag as Vite writes it. */
const ENTRY = '<script type="module" crossorigin src=';

/**
 * `html` with `screen` in #root in place of what was there, marked as the first screen of `path`, and its entry
 * fetched at low priority: the screen no longer waits for it, so the stylesheet goes first on a slow line (and
 * Lighthouse no longer counts it as render-blocking: decision 056's figures).
 */
export function pageWithScreen(html: string, path: string, screen: string): string {
  if (!ROOT.test(html)) throw new Error(`prerender: the page for ${path} has no #root to write into`);
  if (!html.includes(ENTRY)) throw new Error(`prerender: the page for ${path} has no entry script as Vite writes it`);
  return html
    .replace(ENTRY, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${path}">${screen}</div>`);
}

/** The settings' data block a page carries (its JSON text), or null when the build wrote none. */
export const pageData = (html: string): string | null => DATA_BLOCK.exec(html)?.[1] ?? null;

/** Renders the screens in a Vite server of the build's own config (its defines and aliases), then closes it. */
async function renderScreens(config: ResolvedConfig, data: string, paths: readonly string[]): Promise<string[]> {
  // A cache of its own: the shared node_modules/.vite is the dev server's, and this server prebundles nothing.
  const cacheDir = mkdtempSync(join(tmpdir(), 'portal-prerender-'));
  const server = await createServer({
    configFile: config.configFile ?? false,
    root: config.root,
    mode: config.mode,
    cacheDir,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { prerenderScreen } = (await server.ssrLoadModule('/scripts/prerender-screen.tsx')) as PrerenderModule;
    const screens: string[] = [];
    // The configuration the page is given (scripts/built-config.ts `__PORTAL_CONFIG__`), read the same way.
    const portalConfig = readBuildConfig(config.mode, config.envDir || config.root);
    for (const path of paths) screens.push(await prerenderScreen(path, data, portalConfig));
    return screens;
  } finally {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const index = readFileSync(join(dir, 'index.html'), 'utf8');
      const data = pageData(index);
      if (data === null) return;
      writeFileSync(join(dir, APP_SHELL), index.replace('  </head>', `${portalPreloads(bundle, config.base)}  </head>`));
      const paths = PRERENDERED_ROUTES.map((route) => routeTable[route].path);
      const screens = await renderScreens(config, data, paths);
      paths.forEach((path, i) => {
        const file = join(dir, pageFileOf(path));
        if (!existsSync(file)) this.error(`prerender: the build wrote no page for ${path} (${pageFileOf(path)})`);
        writeFileSync(file, pageWithScreen(readFileSync(file, 'utf8'), path, screens[i] ?? ''));
      });
    },
    // `vite preview`: an address with no file and no page of its own gets the frame alone, not `/`'s screen.
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? '';
        const path = (request.url ?? '/').split(/[?#]/)[0] ?? '/';
        const isPage = (request.method === 'GET' || request.method === 'HEAD') && (accept === '' || accept.includes('text/html'));
        if (isPage && path !== '/' && !extname(path) && existsSync(join(dir, APP_SHELL)) && !existsSync(join(dir, `${path}.html`)))
          request.url = `/${APP_SHELL}`;
        next();
      });
    },
  };
}
