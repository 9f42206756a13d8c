// The chunks a first page runs, compiled while they download (issue 38 item 2, docs/decisions/069-compiled-while-downloading.md).
// V8 compiles a function when it is first called, on the main thread, unless its file opens with the explicit compile
// hint `//# allFunctionsCalledOnLoad` (Chrome 136+): the whole file is then compiled on the background thread that
// parses it as it arrives. `/` called ~1,060 of the portal chunk's functions for the first time as it started: ~26 ms
// of its main thread's CPU at 1×, spread over its tasks. Other browsers read a comment.
// The hint counts only on a file's first line, and Vite writes its preload map (`const __vite__mapDeps=…`) there
// after rolldown's banners: the two lines swap places once the bundle is written.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MEMBER_ROOTS, MOCK_PAGE_ROOTS, TABS_MODULE } from './portal-chunk';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The screens of the public pages a visit starts on (the prerendered ones but `/`, whose login page is the portal's). */
const PUBLIC_SCREENS = [
  'src/features/access/categories-page.tsx',
  'src/features/search/member-checker-page.tsx',
  'src/features/access/forgot-password-page.tsx',
];

/**
 * What a first page runs as it starts, by source path: the portal, the member frame, mock mode's page side (none in a
 * real-backend build) and the public pages' screens; with Headless UI's Tabs (`TABS_MODULE`, the categories').
 */
export const RUNS_ON_LOAD = ['src/app/boot.tsx', ...MEMBER_ROOTS, ...MOCK_PAGE_ROOTS, ...PUBLIC_SCREENS];

/**
 * The hint as the first line of every chunk that holds one of those modules. Every other chunk keeps V8's lazy
 * compilation: most of its functions (a dialog's, the PDF viewer's) are never called on the page that fetched it.
 */
export function compiledWhileDownloading(root = process.cwd()): Plugin {
  const modules = new Set(RUNS_ON_LOAD.map((path) => resolve(root, path)));
  const hinted = (chunk: { moduleIds: readonly string[] }) => chunk.moduleIds.some((id) => modules.has(id) || TABS_MODULE.test(id));
  return {
    name: 'compiled-while-downloading',
    apply: 'build',
    // rolldown writes the banner before it names the file: the name's hash covers the hint.
    config: () => ({ build: { rolldownOptions: { output: { postBanner: (chunk) => (hinted(chunk) ? COMPILE_HINT : '') } } } }),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hinted(chunk)) continue;
          // The preload map's line and the hint's swap places: the file keeps its lines, and so its source map.
          const [first = '', second, ...rest] = chunk.code.split('\n');
          if (second === COMPILE_HINT) chunk.code = [COMPILE_HINT, first, ...rest].join('\n');
          else if (first !== COMPILE_HINT) this.error(`${chunk.fileName} lost its compile hint (its first lines changed).`);
        }
      },
    },
  };
}
