// The entrance pages a visitor opens by address, and the lazy screens they load on arrival, read from the areas'
// screen manifests (src/features/<area>/area.ts): every visitor or public route with a path of its own (not `/`,
// no `:param`) whose screen is `page(() => import('./x-page'), …)`. The build writes each one a page of its own
// (dist/categories.html…, ./route-pages.ts): index.html with the screen's chunks announced, so the browser fetches
// them beside the entry instead of one round trip after another once the entry has run. Read as text: the Vite
// config runs in Node before any manifest can be loaded (a manifest imports React through `page()`, and at run
// time `page()` cannot tell which file it loads); tests/app/entrance-preloads.test.ts holds this reading to the
// manifests as the app loads them, and tests/e2e/route-pages.spec.ts each page to what its route really loads.
// Member pages are not here: a member who opens one by address has signed in from this browser, whose cache holds
// its chunks, and announcing them only put more before the first frame (Lighthouse's /dashboard, whose largest
// paint is the header: 1.7 s without them, 2.9 s with; docs/decisions/022).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { routeTable, type RouteName } from '../src/contract/routes';

const FEATURES = 'src/features';

/** A manifest entry: its route, and the module its lazy screen imports (none for a static screen, the login page). */
export interface ManifestEntry {
  route: RouteName;
  module: string | undefined;
}

const ENTRY = /\{\s*route:\s*'(\w+)',\s*screen:\s*([^,}]+)/g;
const IMPORT = String.raw`\(\)\s*=>\s*import\('(\.\/[\w-]+)'\)`;
const LAZY = new RegExp(`^page\\(\\s*${IMPORT}$`);
/** `page(initiatePages` with `const initiatePages = () => import('./initiate-pages')` above: one chunk, two screens. */
const SHARED = /^page\((\w+)$/;
const loaderIn = (text: string, name: string) => new RegExp(`const ${name} = ${IMPORT};`).exec(text)?.[1];
const STATIC = /^[A-Z]\w*$/;

/** The file an import names, from the repository's root (`./x-page` → src/features/<area>/x-page.tsx). */
function fileOf(root: string, dir: string, specifier: string): string {
  const base = posix.join(dir, specifier);
  const found = ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(join(root, file)));
  if (!found) throw new Error(`entrance-preloads: ${dir}/area.ts imports ${specifier}, which is no file`);
  return found;
}

/** Every screen entry of the first-load manifests, as written. */
export function manifestEntries(root = process.cwd()): ManifestEntry[] {
  const areas = readdirSync(join(root, FEATURES), { withFileTypes: true }).filter((d) => d.isDirectory());
  return areas.flatMap((area) => {
    const dir = `${FEATURES}/${area.name}`;
    const file = join(root, dir, 'area.ts');
    if (!existsSync(file)) return [];
    const text = readFileSync(file, 'utf8');
    const entries = [...text.matchAll(ENTRY)];
    // An entry written in another order or shape would be skipped: the build stops rather than leave it out.
    if (entries.length !== text.match(/\broute:/g)?.length) throw new Error(`entrance-preloads: ${dir}/area.ts: cannot read every entry`);
    return entries.map(([, route, screen]) => {
      const written = (screen ?? '').trim();
      const shared = SHARED.exec(written)?.[1];
      const lazy = shared ? loaderIn(text, shared) : LAZY.exec(written)?.[1];
      // A screen written another way would be read as none: the build stops rather than write a page without it.
      if (!lazy && !STATIC.test(written)) throw new Error(`entrance-preloads: ${dir}/area.ts: cannot read the screen of ${route}`);
      return { route: route as RouteName, module: lazy ? fileOf(root, dir, lazy) : undefined };
    });
  });
}

/** A route a visitor may open by address that has a page of its own to write. */
export const isEntrance = (route: RouteName): boolean => {
  const { access, path } = routeTable[route];
  return (access === 'visitor' || access === 'public') && path !== '/' && !path.includes(':');
};

/** Each entrance route's lazy screen modules, for ./route-pages.ts. */
export function entrancePreloads(root = process.cwd()): Partial<Record<RouteName, readonly string[]>> {
  return Object.fromEntries(manifestEntries(root).flatMap(({ route, module }) => (module && isEntrance(route) ? [[route, [module]]] : [])));
}
