#!/usr/bin/env node
// Build-level boundaries, checked by content:
// 1. A build pointed at a real backend (VITE_API_BASE_URL set) carries none of mock mode anywhere, in any file it
//    writes (public/ included): no MSW, no service worker of mock mode, no fake backend, no seed data, no dev panel or its flow
//    log, no mock badge, no simulated gateway, no client of the /__mock/ controls.
// 2. The first load of `/` (index.html's entry and its static imports), in both builds, carries nothing the login
//    page does not use: no fake backend, PDF viewer, DOMPurify, CSV (papaparse), admin or member-data code.
// 3. The entry carries no preload list of a first-load screen; the intent listener's chunk carries them all
//    (scripts/screen-files.ts, docs/decisions/053-screen-files-after-paint.md).
// 4. Mock mode's world host (the SharedWorker whose download comes before the first answer) and the chunks it imports
//    statically carry no PDF renderer: a document loads it when asked (docs/decisions/054-mock-mode-on-a-slow-line.md).
// 5. The bytes of `/`'s first load (docs/decisions/061-first-load-bytes-back.md): the portal's chunk lays its modules
//    out in the order boot runs them (1 KiB gzip), the first load carries neither Vite's preload helper (0.6 KiB) nor
//    React 17's useSyncExternalStore shim, in any chunk.
// 6. Only the entry's `import()`s carry preload lists of scripts, and none names the entry itself
//    (scripts/preload-lists.ts, docs/decisions/063-preload-lists-for-the-loader-only.md).
// 7. A prerendered page's HTML preloads neither the portal's chunk nor rolldown's runtime: they come after its paint
//    (docs/decisions/060 and 063).
// Each marker is a string of the code it stands for; the check first makes sure the marker still occurs in that
// code's source, so a renamed string cannot turn the check into one that passes on anything.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { allJsFiles, buildWithManifest, firstLoadFiles } from './first-load.mjs';
import { manifestEntries } from './entrance-preloads.ts';
import { PRERENDERED_ATTRIBUTE } from '../src/app/prerendered-mark.ts';
import { MEMBER_ROOTS, MOCK_PAGE_ROOTS, SEED_WORLD_FETCH, TABS_MODULE } from './portal-chunk.ts';
import { COMPILE_HINT, RUNS_ON_LOAD } from './compiled-while-downloading.ts';

/** A public screen with tabs. */
const TABBED_SCREEN = 'src/features/access/categories-page.tsx';
/** Screens a visitor opens, whose loads must not carry the member frame. */
const VISITOR_SCREENS = [
  'src/features/search/member-checker-page.tsx',
  'src/features/access/categories-page.tsx',
  'src/features/access/forgot-password-page.tsx',
  'src/features/access/signup-page.tsx',
];

// The seeded super administrator's address too: a real build names its own (VITE_SUPER_ADMIN_EMAIL, src/config.ts).
const MOCK_MARKERS = [
  'mock-service-worker',
  'portal.mock.link',
  'setupWorker',
  'portal-mock-snapshot',
  'No mock for',
  'Passw0rd!',
  '@msw/data',
  'superadmin@demo.test',
];
/** Mock-mode code outside mocks/ that a real-backend build must not carry either, by a string of its source. */
const MOCK_ONLY_SOURCES = [
  { what: "the dev panel's flow log", marker: 'portal.devPanel.flows', source: 'src/kernel/flow-log/flow-log.ts' },
  { what: 'the code dialogs\' "Show the message"', marker: 'portal-mock-message-panel', source: 'src/kernel/mock/message-disclosure.tsx' },
  { what: 'the dev panel', marker: 'The fake backend is still starting.', source: 'src/features/mock/dev-panel/dev-panel.tsx' },
  { what: 'the mock badge', marker: 'The portal runs on a fake backend', source: 'src/app/mock-badge.tsx' },
  // boot.tsx imports it statically and calls it in mock mode only: a real-backend build drops it whole.
  { what: "the world host's start", marker: 'portal-mock-world', source: 'mocks/world-host/host-link.ts' },
  { what: 'the simulated gateway', marker: 'Simulated payment gateway (mock mode)', source: 'src/features/mock/gateway-page.tsx' },
  {
    what: 'the /__mock/ controls',
    marker: 'What the simulated payment page shows for a batch',
    source: 'src/contract/mock-controls.ts',
  },
];
/** Files only mock mode's build writes: its service worker (scripts/mock-service-worker.ts), at the site's root. */
const MOCK_ONLY_FILES = ['mock-service-worker.js'];

/** What must stay out of the first load of `/`, by a string of its code and the source file that holds it. */
const FIRST_LOAD_FORBIDDEN = [
  { what: 'the fake backend', marker: 'portal-mock-snapshot', source: 'mocks/backend.ts' },
  { what: 'the fake backend (seed data)', marker: 'Passw0rd!', source: 'mocks/scenarios/personas.ts' },
  { what: 'the PDF viewer (pdf.js)', marker: 'GlobalWorkerOptions', source: 'node_modules/pdfjs-dist/build/pdf.mjs' },
  { what: 'the PDF viewer', marker: 'This page could not be drawn.', source: 'src/ui/pdf/pdf-viewer.tsx' },
  { what: 'DOMPurify', marker: 'ALLOWED_TAGS', source: 'node_modules/dompurify/dist/purify.es.mjs' },
  { what: 'CSV (papaparse)', marker: 'UndetectableDelimiter', source: 'node_modules/papaparse/papaparse.js' },
  { what: 'admin code', marker: 'Administrators and approvers cannot be changed here.', source: 'src/contract/setup.ts' },
  { what: 'admin code', marker: 'admin/payment-options', source: 'src/contract/endpoints/setup.ts' },
  { what: 'the member layout', marker: 'Loading your membership…', source: 'src/app/member/member-layout.tsx' },
  { what: 'the member layout', marker: 'Profile completeness', source: 'src/app/member/member-layout.tsx' },
  // The login page shows no dialog: the shared Form's error dialog arrives with the first failure (~12 KiB gzip).
  {
    what: "Headless UI's Dialog",
    marker: 'to the `Dialog` component.',
    source: 'node_modules/@headlessui/react/dist/components/dialog/dialog.js',
  },
  // The build's helper is the portal's own, src/app/module-preload.ts (scripts/preload-helper.ts, decision 061).
  { what: "Vite's preload helper", marker: 'vite:preloadError', source: 'node_modules/vite/dist/node/chunks/node.js' },
];

/**
 * Modules no chunk of the build may hold, by their path, with the import that would bring them (checked in its
 * source first, so the check cannot pass because nothing asks for them any more).
 */
const BUILD_FORBIDDEN_MODULES = [
  {
    what: "React 17's useSyncExternalStore shim (vite.config.ts's alias: React 19 has its own)",
    module: /\/node_modules\/use-sync-external-store\/(cjs\/use-sync-external-store-shim|shim\/)/,
    marker: 'use-sync-external-store/shim',
    source: 'node_modules/@xstate/react/dist/xstate-react.esm.js',
  },
];

/** What the world host's chunk must not carry, by a string of its code. */
const HOST_FORBIDDEN = [
  {
    what: 'the PDF renderer (pdf-lib)',
    marker: 'pdf-lib (https://github.com/Hopding/pdf-lib)',
    source: 'node_modules/pdf-lib/es/api/PDFDocument.js',
  },
];

/**
 * What the build must carry outside the first load of /: zod's English messages (zod/mini has none of its own),
 * loaded on demand (src/contract/mini.ts, docs/decisions/066-zod-messages-on-demand.md), and the client's wording of
 * a refused call (decision 067).
 */
const LATER_REQUIRED = [
  { what: "zod's English messages", marker: 'Invalid input: expected', source: 'node_modules/zod/v4/locales/en.js' },
  // The words of a refused call (src/api/refusal.ts), loaded when one is first refused or the first screen shows.
  { what: 'the wording of a refused call', marker: 'The server had a problem. Try again in a moment.', source: 'src/api/refusal.ts' },
];

const problems = [];
for (const { what, marker, source } of [
  ...FIRST_LOAD_FORBIDDEN,
  ...LATER_REQUIRED,
  ...MOCK_ONLY_SOURCES,
  ...HOST_FORBIDDEN,
  ...BUILD_FORBIDDEN_MODULES,
]) {
  if (!readFileSync(source, 'utf8').includes(marker))
    problems.push(`The marker of ${what} ("${marker}") is no longer in ${source}: pick another.`);
}
if (problems.length === 0) {
  problems.push(
    ...(await checkBuild(
      'real backend',
      { VITE_API_BASE_URL: 'https://api.example.test/api/', VITE_SUPER_ADMIN_EMAIL: 'registrar@body.example' },
      true,
    )),
  );
  problems.push(...(await checkRefusals()));
  problems.push(...(await checkBuild('mock mode', { VITE_API_BASE_URL: '' }, false)));
}
if (problems.length > 0) {
  console.error(`Build boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}

/**
 * A real-backend build stops, before bundling, on what src/config.ts refuses for production (issue 35 item 5): plain
 * http to another machine, and no super administrator's address. (That http://127.0.0.1 builds, and each rule's
 * boundary, is tests/build/built-config.test.ts's: the same config hook, without a whole build.)
 */
async function checkRefusals() {
  const found = [];
  const SUPER = { VITE_SUPER_ADMIN_EMAIL: 'registrar@body.example' };
  const refused = [
    {
      env: { VITE_API_BASE_URL: 'http://api.example.org/api/', ...SUPER },
      message: 'VITE_API_BASE_URL is http://api.example.org, plain http',
    },
    {
      env: { VITE_API_BASE_URL: 'https://api.example.org/api/', VITE_SUPER_ADMIN_EMAIL: '' },
      message: 'VITE_SUPER_ADMIN_EMAIL must be set',
    },
  ];
  for (const { env, message } of refused) {
    const error = await buildWithManifest({ env, logLevel: 'silent' }).then(
      (build) => (build.remove(), null),
      (e) => e,
    );
    if (!String(error?.message).includes(message))
      found.push(`a build with ${JSON.stringify(env)} did not stop with "${message}": ${error?.message ?? 'it built'}`);
  }
  if (found.length === 0)
    console.log('real-backend builds with http://api.example.org or no super administrator stop with their messages.');
  return found;
}

/** The world host's file (a worker entry: not in the manifest) and the chunks it imports statically. */
/** The prerendered pages (their #root is marked) preload no file of the portal the entry imports. */
function prerenderedPreloads(label, manifest, written, read, real) {
  const entry = manifest['index.html'];
  const portal = (entry.dynamicImports ?? [])
    .flatMap((key) => [manifest[key].file, ...(manifest[key].imports ?? []).map((k) => manifest[k].file)])
    .filter((file) => file !== entry.file);
  const pages = written.filter((file) => file.endsWith('.html') && read(file).includes(`${PRERENDERED_ATTRIBUTE}=`));
  const found = [];
  if (portal.length === 0) found.push(`${label}: the entry imports no portal: has the loader moved?`);
  if (!real && pages.length < 2) found.push(`${label}: ${pages.length} prerendered page(s): has the mark moved?`);
  for (const page of pages)
    for (const file of portal) if (read(page).includes(`/${file}"`)) found.push(`${label}: ${page} preloads ${file}, a file of the portal`);
  if (found.length === 0) console.log(`${label}: ${pages.length} prerendered pages preload none of the portal's ${portal.length} files.`);
  return found;
}

function checkHost(label, written, read) {
  const host = written.filter((file) => /^assets\/world-host-[\w-]+\.js$/.test(file));
  if (host.length !== 1) return [`${label}: expected one world host file (assets/world-host-*.js), found ${host.length}`];
  const files = new Set(host);
  for (const file of files)
    for (const [, imported] of read(file).matchAll(/from\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) files.add(`assets/${imported}`);
  const text = [...files].map(read).join('\n');
  const found = HOST_FORBIDDEN.filter(({ marker }) => text.includes(marker)).map(
    ({ what, marker }) => `${label}: the world host (${[...files].join(', ')}) carries ${what} ("${marker}")`,
  );
  if (found.length === 0) console.log(`${label}: the world host (${files.size} file(s)) carries none of ${HOST_FORBIDDEN.length} markers.`);
  return found;
}

async function checkBuild(label, env, real) {
  const found = [];
  // The real-backend build is checked as it ships, public/ included.
  const layout = layoutOfTheBuild();
  const build = await buildWithManifest({ env, build: { copyPublicDir: real }, plugins: [layout.plugin] });
  try {
    const read = (file) => readFileSync(join(build.outDir, file), 'utf8');
    const written = readdirSync(build.outDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes('.vite'))
      .map((entry) => join(entry.parentPath, entry.name).slice(build.outDir.length + 1));
    const all = allJsFiles(build.manifest);
    // Mock mode writes them (else their absence from the real build would prove nothing), each one script of its own.
    if (!real)
      for (const file of MOCK_ONLY_FILES)
        if (!written.includes(file)) found.push(`${label}: does not write ${file}`);
        else if (/\bimport\b\s*[("'{*]/.test(read(file)))
          found.push(`${label}: ${file} imports another file (a classic service worker cannot)`);
    if (real) {
      for (const file of MOCK_ONLY_FILES) if (written.includes(file)) found.push(`${label}: ships ${file}, a file of mock mode only`);
      for (const file of written) {
        const text = read(file);
        for (const marker of MOCK_MARKERS) if (text.includes(marker)) found.push(`${label}: ${file} carries mock-mode code ("${marker}")`);
        for (const { what, marker } of MOCK_ONLY_SOURCES)
          if (text.includes(marker)) found.push(`${label}: ${file} carries ${what} ("${marker}")`);
      }
    }
    const first = firstLoadFiles(build.manifest);
    const firstText = first.map(read).join('\n');
    for (const { what, marker } of FIRST_LOAD_FORBIDDEN) {
      if (firstText.includes(marker)) found.push(`${label}: the first load of / carries ${what} ("${marker}")`);
    }
    for (const { what, marker } of LATER_REQUIRED) {
      if (firstText.includes(marker)) found.push(`${label}: the first load of / carries ${what} ("${marker}")`);
      if (!all.some((f) => read(f).includes(marker))) found.push(`${label}: no chunk carries ${what} ("${marker}")`);
    }
    found.push(...screenListsIn(label, build.manifest, read));
    found.push(...groupsIn(label, build.manifest, real));
    found.push(...compileHintsIn(label, build.manifest, read, real));
    found.push(...checkLayout(label, layout.captured));
    found.push(...shortListsIn(label, build.manifest, read));
    if (!real) found.push(...checkHost(label, written, read));
    found.push(...prerenderedPreloads(label, build.manifest, written, read, real));
    if (found.length === 0) {
      const inBuild = FIRST_LOAD_FORBIDDEN.filter(({ marker }) => all.some((f) => read(f).includes(marker))).map((m) => m.what);
      console.log(
        `${label}: the first load of / (${first.length} files) carries none of ${FIRST_LOAD_FORBIDDEN.length} markers; in other chunks: ${[...new Set(inBuild)].join(', ') || 'none'}${real ? '; no mock-mode code anywhere' : ''}.`,
      );
    }
  } finally {
    build.remove();
  }
  return found;
}

/**
 * The chunking groups (decisions 064, 065): the member frame in one chunk that no visitor's screen loads, Headless
 * UI's Tabs in one, and in mock mode its page side after the paint in one chunk.
 */
function groupsIn(label, manifest, real) {
  const found = [];
  const fileOf = (module) => manifest[module]?.file;
  const apart = (modules, what) => {
    const files = new Set(modules.map(fileOf));
    if (files.size !== 1 || files.has(undefined)) found.push(`${label}: ${what} are not one chunk (${[...files].join(', ')})`);
  };
  apart(MEMBER_ROOTS, 'the member frame, its inactivity watch and the dashboard');
  const frame = fileOf(MEMBER_ROOTS[0]);
  for (const screen of VISITOR_SCREENS)
    if (firstLoadFiles(manifest, [screen]).includes(frame)) found.push(`${label}: ${screen} loads the member frame's chunk (${frame})`);
  // Headless UI's Tabs and the helpers it imports (decision 065): one file of a tabbed screen's load, not six.
  const headless = new Set(
    firstLoadFiles(manifest, [TABBED_SCREEN]).filter((file) =>
      Object.entries(manifest).some(([key, entry]) => key.startsWith('node_modules/@headlessui/react/') && entry.file === file),
    ),
  );
  if (headless.size !== 1)
    found.push(`${label}: Headless UI's Tabs reaches ${TABBED_SCREEN} in ${headless.size} files, not one (${[...headless].join(', ')})`);
  if (!real) {
    apart(MOCK_PAGE_ROOTS, "mock mode's page side (the link to the world host, the scenarios, the clock's follower, the badge)");
    // The seed world's fetch starts when its own chunk arrives, not with the rest of that side (decision 054).
    if (firstLoadFiles(manifest, [SEED_WORLD_FETCH]).includes(fileOf(MOCK_PAGE_ROOTS[0])))
      found.push(`${label}: the seed world's fetch (${SEED_WORLD_FETCH}) waits for the chunk of mock mode's page side`);
  }
  return found;
}

/**
 * V8's compile hint (decision 069) opens the chunks a first page runs (the portal, the member frame, the public
 * pages' screens, Headless UI's Tabs, and in mock mode its page side) and no other: a chunk that has it is compiled
 * whole as it downloads, which only pays for code that runs at once.
 */
function compileHintsIn(label, manifest, read, real) {
  const found = [];
  const tabs = Object.entries(manifest).find(([key]) => TABS_MODULE.test(`/${key}`))?.[1].file;
  // A real-backend build has no mock-mode modules: their absence is checked apart (groupsIn, MOCK_ONLY_FILES).
  const modules = real ? RUNS_ON_LOAD.filter((module) => !MOCK_PAGE_ROOTS.includes(module)) : RUNS_ON_LOAD;
  const files = new Set([...modules.map((module) => manifest[module]?.file), tabs]);
  for (const file of files)
    if (!file || !read(file).startsWith(`${COMPILE_HINT}\n`))
      found.push(`${label}: ${file ?? 'a chunk a first page runs'} does not open with the compile hint`);
  for (const file of allJsFiles(manifest))
    if (!files.has(file) && read(file).includes(COMPILE_HINT))
      found.push(`${label}: ${file} carries the compile hint, though no first page runs it`);
  if (found.length === 0) console.log(`${label}: the compile hint opens the ${files.size} chunks a first page runs, and no other.`);
  return found;
}

/**
 * What the bundle's chunks hold, in the order each lays its modules out, and the order boot runs its modules: its
 * static imports depth first, each module after what it imports (how rolldown orders the modules it runs).
 */
function layoutOfTheBuild(portal = resolve('src/app/boot.tsx')) {
  const captured = { chunks: [], bootOrder: [] };
  const plugin = {
    name: 'check-layout',
    apply: 'build',
    generateBundle(_options, bundle) {
      const seen = new Set();
      const run = (id) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) run(imported);
        captured.bootOrder.push(id);
      };
      run(portal);
      captured.chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [{ file: c.fileName, moduleIds: c.moduleIds }] : []));
    },
  };
  return { plugin, captured };
}

/** The portal's chunk in the order boot runs its modules, and no chunk with a module the build must not hold. */
function checkLayout(label, { chunks, bootOrder }) {
  const found = [];
  const short = (id) => id.replace(/^.*\/node_modules\//, '').replace(`${process.cwd()}/`, '');
  for (const { what, module } of BUILD_FORBIDDEN_MODULES)
    for (const { file, moduleIds } of chunks) {
      const held = moduleIds.find((id) => module.test(id));
      if (held) found.push(`${label}: ${file} holds ${what} (${short(held)})`);
    }
  const portal = chunks.find((c) => c.moduleIds.includes(bootOrder.at(-1)));
  if (!portal) return [...found, `${label}: no chunk holds src/app/boot.tsx: has it moved?`];
  const inChunk = new Set(portal.moduleIds);
  const runs = new Set(bootOrder);
  const laid = portal.moduleIds.filter((id) => runs.has(id));
  const run = bootOrder.filter((id) => inChunk.has(id));
  const at = laid.findIndex((id, i) => id !== run[i]);
  if (at !== -1)
    found.push(
      `${label}: the portal's chunk (${portal.file}) is not laid out in the order boot runs its modules: module ${at + 1} is ${short(laid[at])}, boot runs ${short(run[at])} there (scripts/portal-chunk.ts, decision 061)`,
    );
  if (found.length === 0)
    console.log(
      `${label}: the portal's chunk lays out its ${laid.length} modules in the order boot runs them; no chunk holds a module of ${BUILD_FORBIDDEN_MODULES.length} forbidden.`,
    );
  return found;
}

/** Preload lists of scripts in the entry only (which has one: else this proves nothing), none naming the entry. */
function shortListsIn(label, manifest, read) {
  const found = [];
  const entry = manifest['index.html'].file;
  let entryScripts = 0;
  for (const file of allJsFiles(manifest)) {
    const listed = read(file).match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
    const scripts = listed ? JSON.parse(listed).filter((named) => named.endsWith('.js')) : [];
    if (scripts.includes(entry)) found.push(`${label}: ${file}'s preload lists name the entry (${entry})`);
    if (file === entry) entryScripts = scripts.length;
    else if (scripts.length > 0) found.push(`${label}: ${file} carries preload lists of scripts (${scripts.join(', ')})`);
  }
  if (entryScripts === 0) found.push(`${label}: the entry's import of the portal carries no preload list`);
  if (found.length === 0)
    console.log(`${label}: preload lists of scripts in the entry only (${entryScripts} file(s)), none naming the entry.`);
  return found;
}

/**
 * Where the build wrote the first-load screens' preload lists: in the intent listener's chunk, none in the first
 * load (the entry and the portal's chunk, which import the screens).
 */
function screenListsIn(label, manifest, read) {
  const found = [];
  const screens = manifestEntries().flatMap(({ route, module }) =>
    module && manifest[module] ? [{ route, file: manifest[module].file }] : [],
  );
  if (screens.length === 0) found.push(`${label}: no first-load screen has a chunk: has the manifest moved?`);
  // Vite passes each lazy import its list beside it: `import(`./x.js`),[])` when it has none, else
  // `import(`./x.js`),__vite__mapDeps([3,4]))`, indices into the files its chunk names at its top (without the
  // imported chunk itself: vite.config.ts, decision 061). A stylesheet stays in the list (Vite keeps CSS there).
  const first = firstLoadFiles(manifest).map(read);
  const intent = read(manifest['src/app/screen-intent.ts'].file);
  let imported = 0;
  for (const { route, file } of screens) {
    const call = `import(\`./${file.slice('assets/'.length)}\`)`;
    for (const text of first) {
      if (!text.includes(call)) continue;
      imported++;
      const named = JSON.parse(text.match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1] ?? '[]');
      const indices = text.split(`${call},__vite__mapDeps([`)[1]?.match(/^[\d,]*/)?.[0];
      const scripts = (indices ?? '').split(',').flatMap((i) => (i && !named[Number(i)]?.endsWith('.css') ? [named[Number(i)]] : []));
      if (scripts.length > 0) found.push(`${label}: the first load carries the preload list of ${route} (${file}): ${scripts.join(', ')}`);
    }
    if (!intent.includes(`/${file}`)) found.push(`${label}: the intent listener's chunk has no list for ${route} (${file})`);
  }
  if (imported === 0)
    found.push(`${label}: the first load imports no first-load screen as \`import(\`./file.js\`)\`: has Vite's output changed?`);
  if (found.length === 0)
    console.log(
      `${label}: the ${screens.length} first-load screens' chunk lists are in the intent listener's chunk, none in the first load (${imported} imports it makes).`,
    );
  return found;
}
