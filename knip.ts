// knip (in `npm run lint`): no unused file, export or dependency. The entries are what runs on its own: the scripts,
// the bench's reference app and ESLint's boundary rules, listed here; the CLI (package.json `bin` and scripts), the
// app (index.html) and the configs' own (tests, Playwright, Vite, ESLint) knip's plugins find by themselves. tests/fixtures is no code of the tree: lint probes the tests hand to ESLint and dpdm by path, each
// written as if it stood where its folder names (so their imports resolve only there).
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // serve-ready-world.ts is spawned by remote-world.spec.ts (tsx), not imported.
  // The contract fuzz has a Playwright config of its own, which knip's plugin (playwright.config.*) does not read.
  entry: [
    'scripts/*.{ts,mjs}',
    // Loaded by scripts/prerender.ts through a Vite server (`ssrLoadModule`, by its path), not imported.
    'scripts/prerender-screen.tsx',
    // Mock mode's service worker: bundled by scripts/mock-service-worker.ts (esbuild, by its path), not imported.
    'mocks/world-host/service-worker.ts',
    'eslint.boundaries.js',
    'bench/reference-login/main.tsx',
    'tests/e2e/serve-ready-world.ts',
    'playwright.contract-fuzz.config.ts',
    'tests/contract-fuzz/*.spec.ts',
    // The areas' screen manifests, which src/app/screen-table.ts, member-screen-table.ts and admin-screen-table.ts find with import.meta.glob (knip does not follow it).
    'src/features/*/area.ts',
    'src/features/*/member-area.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'machines/**/*.ts',
    'mocks/**/*.ts',
    'cli/**/*.{ts,mjs}',
    'scripts/**/*.{ts,mjs}',
    'tests/**/*.{ts,tsx}',
    'bench/**/*.{ts,tsx}',
  ],
  ignore: ['tests/fixtures/**'],
  // Tailwind 4 is imported from CSS (`@import "tailwindcss"`): read a stylesheet's imports as a module's.
  compilers: { css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n') },
  // A system package the script installs Chromium's libraries with, not an npm binary.
  ignoreBinaries: ['apt-get'],
  // scripts/lint-openapi.mjs runs node_modules/.bin/redocly by path (its JSON report is read), which knip cannot see.
  // tests/contract-fuzz starts Prism by its path (node_modules/@stoplight/prism-cli/dist/index.js) with one seed per run.
  ignoreDependencies: ['@redocly/cli', '@stoplight/prism-cli'],
};

export default config;
