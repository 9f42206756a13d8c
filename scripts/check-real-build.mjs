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
// 5. Only the entry's `import()`s carry preload lists of scripts, and none names the entry itself
//    (scripts/preload-lists.ts, docs/decisions/063-preload-lists-for-the-loader-only.md).
// Each marker is a string of the code it stands for; the check first makes sure the marker still occurs in that
// code's source, so a renamed string cannot turn the check into one that passes on anything.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allJsFiles, buildWithManifest, firstLoadFiles } from './first-load.mjs';
import { manifestEntries } from './entrance-preloads.ts';

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
];

/** What the world host's chunk must not carry, by a string of its code. */
const HOST_FORBIDDEN = [
  {
    what: 'the PDF renderer (pdf-lib)',
    marker: 'pdf-lib (https://github.com/Hopding/pdf-lib)',
    source: 'node_modules/pdf-lib/es/api/PDFDocument.js',
  },
];

/** What the first load must carry: zod's English messages (zod/mini has none of its own). */
const FIRST_LOAD_REQUIRED = [
  { what: "zod's English messages", marker: 'Invalid input: expected', source: 'node_modules/zod/v4/locales/en.js' },
];

const problems = [];
for (const { what, marker, source } of [...FIRST_LOAD_FORBIDDEN, ...FIRST_LOAD_REQUIRED, ...MOCK_ONLY_SOURCES, ...HOST_FORBIDDEN]) {
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
  const build = await buildWithManifest({ env, build: { copyPublicDir: real } });
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
    for (const { what, marker } of FIRST_LOAD_REQUIRED) {
      if (!firstText.includes(marker)) found.push(`${label}: the first load of / lacks ${what} ("${marker}")`);
    }
    found.push(...screenListsIn(label, build.manifest, read));
    found.push(...shortListsIn(label, build.manifest, read));
    if (!real) found.push(...checkHost(label, written, read));
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
    console.log(`${label}: preload lists of scripts in the entry only (${entryScripts} files), none naming the entry.`);
  return found;
}

/** Where the build wrote the first-load screens' preload lists: in the intent listener's chunk, none in the entry. */
function screenListsIn(label, manifest, read) {
  const found = [];
  const screens = manifestEntries().flatMap(({ route, module }) =>
    module && manifest[module] ? [{ route, file: manifest[module].file }] : [],
  );
  if (screens.length === 0) found.push(`${label}: no first-load screen has a chunk: has the manifest moved?`);
  // Vite's preload lists name their files in one array at the chunk's top (`__vite__mapDeps`), the imported chunk included.
  const listed = read(manifest['index.html'].file).match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1] ?? '[]';
  const intent = read(manifest['src/app/screen-intent.ts'].file);
  for (const { route, file } of screens) {
    if (JSON.parse(listed).includes(file)) found.push(`${label}: the entry carries the preload list of ${route} (${file})`);
    if (!intent.includes(`/${file}`)) found.push(`${label}: the intent listener's chunk has no list for ${route} (${file})`);
  }
  if (found.length === 0)
    console.log(`${label}: the ${screens.length} first-load screens' chunk lists are in the intent listener's chunk, none in the entry.`);
  return found;
}
