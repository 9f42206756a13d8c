// The portal in one chunk behind a small entry (docs/decisions/060). src/app/load-portal.ts imports src/app/boot.tsx once a
// prerendered screen is on the display, so boot's static imports are no longer the entry's and rolldown's
// `$initial` tag (decision 021: the first load in one file) no longer holds them together: left to itself the
// bundler cut them into a chunk per set of lazy screens sharing a module, ~30 requests. This plugin collects, once
// the module graph is built, what boot imports statically but what the entry imports itself, and the build's
// chunking group puts it in one chunk. Contract modules are left to rolldown: the `#contract` barrel names them
// all, side-effect free, and rolldown keeps only those a chunk uses, where it uses them.
// The chunk is laid out in the order boot runs its modules (docs/decisions/061): rolldown writes a chunk's modules in
// execution order, and it runs the dynamic entries' static imports one entry after another, ordered by the entry's
// id. boot.tsx came after others (the refresh-on-return machine, the admin gate…) that import xstate, React or the
// route table first, so the chunk interleaved libraries that used to sit side by side: 1 KiB more gzip on every first
// load. The entry's import of boot goes through a module of its own whose id sorts before every other.
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

import { contractImports, CONTRACT_BARREL } from './contract-imports';
import { chunkClosure } from './screen-files';

const CONTRACT = /\/src\/contract\//;
/**
 * The portal's dynamic entry: re-exports boot. Its id starts with NUL, before any path, so rolldown runs (and so lays
 * out) boot's static imports before any other dynamic entry's; being in the portal's group, it adds no file.
 */
export const PORTAL_ENTRY = '\0portal-entry';

/**
 * Mock mode's page side, fetched together once the screen shows (docs/decisions/064): the link of the page's calls
 * to the world host, the scenario names, the simulated clock's follower and the mock badge. Left to rolldown they
 * were ten chunks on every first page of mock mode.
 */
export const MOCK_PAGE_ROOTS = [
  'mocks/browser.ts',
  'mocks/scenarios/index.ts',
  'src/kernel/mock/follow-clock.ts',
  'src/app/mock-badge.tsx',
];
/**
 * What fetches the seed world for the world host (decision 054): a chunk apart, so the seed world's download starts
 * once it arrives, whatever holds the rest of mock mode's page side (tests/e2e/first-paint.spec.ts). It holds what it
 * shares with that side (the default scenario's names): left to rolldown, that was a third chunk on every mock page.
 */
export const SEED_WORLD_FETCH = 'mocks/world-host/bring-seed-world.ts';
/**
 * A member page's frame, fetched together for any path behind sign-in (decision 064): the member layout and its
 * screen table, the inactivity watch, and the dashboard, where a member lands. Left to rolldown they were ~20 chunks.
 */
export const MEMBER_ROOTS = [
  'src/app/member/member-screens.tsx',
  'src/app/inactivity-watch.tsx',
  'src/features/dashboard/dashboard-page.tsx',
];

/**
 * Headless UI's Tabs and what it imports outside the portal (its hooks, focus helpers, React Aria's focus ring and
 * hover), one chunk for every screen with tabs (docs/decisions/065-tabs-in-one-chunk.md): left to rolldown, six.
 * Dialogs, listboxes and switches share those helpers, so the first dialog a page opens fetches it too.
 */
export const TABS_MODULE = /\/node_modules\/@headlessui\/react\/dist\/components\/tabs\/tabs\.js$/;

/**
 * What the API client loads on demand to word a refusal (`clientWords`, decision 067): zod's English messages and
 * the client's own wording, one chunk fetched once the first screen shows. Left to rolldown, two requests.
 */
const CLIENT_WORDS = [/\/node_modules\/zod\/v4\/locales\/en\.js$/, /\/src\/api\/refusal\.ts$/, /\/src\/contract\/server-message\.ts$/];

export function portalChunk(root = process.cwd(), entry = 'src/main.tsx', portal = 'src/app/boot.tsx') {
  const modules = new Set<string>();
  const mockPage = new Set<string>();
  const memberFrame = new Set<string>();
  const tabs = new Set<string>();
  const seedWorldFetch = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-chunk',
    apply: 'build',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer || importer === PORTAL_ENTRY) return null;
      const resolved = await this.resolve(specifier, importer);
      return resolved?.id === resolve(root, portal) ? PORTAL_ENTRY : null;
    },
    resolveId: (id) => (id === PORTAL_ENTRY ? id : null),
    load: (id) => (id === PORTAL_ENTRY ? `export * from ${JSON.stringify(resolve(root, portal))};` : null),
    buildEnd() {
      for (const set of [modules, mockPage, memberFrame, tabs, seedWorldFetch]) set.clear();
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

      // The groups below take what only their roots use: not the portal's, and (the member frame) not what a screen
      // outside it uses, so a visitor's page never fetches them. Their dependencies are left where rolldown puts
      // them (`includeDependenciesRecursively: false`).
      const importsOf = contractImports((id) => this.getModuleInfo(id));
      const walk = (from: readonly string[], into: Set<string>, skip: (id: string) => boolean) => {
        const next = [...from];
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (into.has(id) || skip(id) || !this.getModuleInfo(id)) continue;
          into.add(id);
          next.push(...importsOf(id));
        }
      };
      const inPortal = (id: string) => entryGraph.has(id) || portalGraph.has(id) || CONTRACT_BARREL.test(id);
      walk([resolve(root, SEED_WORLD_FETCH)], seedWorldFetch, inPortal);
      walk(
        MOCK_PAGE_ROOTS.map((id) => resolve(root, id)),
        mockPage,
        (id) => inPortal(id) || seedWorldFetch.has(id),
      );
      const memberRoots = MEMBER_ROOTS.map((id) => resolve(root, id));
      const elsewhere = new Set<string>();
      const lazyOfPortal = [...portalGraph].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      walk(lazyOfPortal, elsewhere, (id) => memberRoots.includes(id));
      walk(memberRoots, memberFrame, (id) => inPortal(id) || mockPage.has(id) || elsewhere.has(id));

      const tabsModule = [...this.getModuleIds()].find((id) => TABS_MODULE.test(id));
      if (tabsModule) walk([tabsModule], tabs, inPortal);
    },
  };
  const group = (name: string, members: Set<string>) => ({
    name,
    test: (id: string) => members.has(id),
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [
      { name: 'app', test: (id: string) => id === PORTAL_ENTRY || modules.has(id) },
      group('bring-seed-world', seedWorldFetch),
      group('browser', mockPage),
      group('member-screens', memberFrame),
      group('headless-tabs', tabs),
      { name: 'client-words', test: (id: string) => CLIENT_WORDS.some((words) => words.test(id)), includeDependenciesRecursively: false },
    ],
  };
}

/**
 * `<link rel="modulepreload">` tags for the portal the entry imports (its chunk and what that imports statically),
 * for a page that shows nothing before the portal runs (app-shell.html): fetched beside the entry, not one round
 * trip after it. A prerendered page has none, so its screen paints before the portal's download competes with it.
 */
export function portalPreloads(bundle: Rollup.OutputBundle, base: string): string {
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  const files = entry?.type === 'chunk' ? entry.dynamicImports.flatMap((file) => chunkClosure(bundle, file)) : [];
  return [...new Set(files)].map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
}
