// The import rules of docs/architecture.md, kept apart so a test can lint fixtures with them alone: the import
// directions, every file in a known place, and every '#' import naming its file (docs/decisions/034-one-alias-map.md).
// eslint-plugin-boundaries resolves every import to a file (eslint-import-resolver-oxc, which reads package.json
// "imports", the one alias map), so a relative path, a directory index, a dynamic `import()` and a re-export
// (`export … from`) are judged alike; type-only imports count unless a policy says so.
import { fileURLToPath } from 'node:url';
import boundariesPlugin from 'eslint-plugin-boundaries';

/** By path rather than by name, so that knip sees the resolver used. */
const RESOLVER = fileURLToPath(import.meta.resolve('eslint-import-resolver-oxc'));

/** The layers, by path from the repository root, then the tooling around them. */
const elements = [
  { type: 'contract', pattern: 'src/contract/**', partialMatch: false },
  { type: 'api', pattern: 'src/api/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'kernel', pattern: 'src/kernel/**', partialMatch: false },
  // One element per area: `area` is captured from the path, so a rule can say "the same area only".
  { type: 'features', pattern: 'src/features/*/**', capture: ['area'], partialMatch: false },
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  { type: 'machines', pattern: 'machines/**', partialMatch: false },
  { type: 'mocks', pattern: 'mocks/**', partialMatch: false },
  { type: 'cli', pattern: 'cli/**', partialMatch: false },
  // Not shipped: tests, and the scripts, benches and configs that build, check and measure the portal.
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
  { type: 'tooling', pattern: ['scripts/**', 'bench/**'], partialMatch: false },
];

/** Single files with a place of their own: the env reader, and the entry that loads it before anything else. */
const files = [
  { category: 'config', pattern: 'src/config.ts' },
  { category: 'entry', pattern: 'src/main.tsx' },
  // The configs at the root (vite, vitest, playwright, knip): tooling too.
  { category: 'root-config', pattern: '*.ts' },
];

/**
 * Imports from one area into another that lint allows, each with its reason (docs/decisions/013-kernel-and-areas.md).
 * Each is a dynamic import of one file.
 */
export const AREA_EXCEPTIONS = [
  {
    from: 'dashboard',
    to: { area: 'applications', file: '**/src/features/applications/submit-application.tsx' },
    why: "The dashboard's applications card offers the applications area's Submit (spec 1 §4), loaded when pressed.",
  },
];

const from = (type) => ({ element: { type } });
/** Every layer, every place and every single file: what tests and tooling may import. */
const ANYWHERE = {
  to: [...elements.map(({ type }) => ({ element: { type } })), ...files.map(({ category }) => ({ file: { categories: category } }))],
};
const layers = (...types) => ({
  to: types.map((type) => (type === 'config' ? { file: { categories: 'config' } } : { element: { type } })),
});
const packages = (...names) => ({ to: { module: { origin: 'external', source: names } } });

const VIEW_PACKAGES = ['react', 'react-dom', '@xstate/react', 'wouter', '@headlessui/react', 'dompurify', 'pdfjs-dist', 'papaparse'];
const TRANSPORT_PACKAGES = ['ofetch', 'msw', '@msw/data'];

/** Later policies win over earlier ones (the plugin keeps the last that matches). */
const policies = [
  // Packages and Node built-ins are open to every layer, unless a policy below closes them.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },

  { from: from('contract'), allow: layers('contract') },
  {
    from: from('contract'),
    disallow: { to: { module: { origin: ['external', 'core'], source: '!zod' } } },
    message: 'src/contract is zod only: no xstate, react, transport or Node.',
  },

  { from: from('api'), allow: layers('api', 'contract') },
  {
    from: from('api'),
    disallow: packages(...VIEW_PACKAGES, 'xstate', 'msw', '@msw/data'),
    message: 'src/api depends on the contract and ofetch only.',
  },

  { from: from('ui'), allow: layers('ui') },
  { from: from('ui'), allow: { ...layers('contract'), dependency: { kind: 'type' } } },
  { from: from('ui'), disallow: packages('xstate', ...TRANSPORT_PACKAGES), message: 'src/ui imports nothing of ours but contract types.' },

  // The kernel is what every area shares (docs/decisions/013-kernel-and-areas.md): never an area itself.
  { from: from('kernel'), allow: layers('kernel', 'ui', 'api', 'contract', 'machines') },
  {
    from: from('kernel'),
    disallow: packages('msw', '@msw/data'),
    message: 'src/kernel uses ui, api, contract and machines: never an area, src/app or mocks.',
  },

  // An area imports itself and the shared layers; what two areas share moves down into the kernel.
  { from: from('features'), allow: layers('kernel', 'ui', 'api', 'contract', 'machines') },
  { from: from('features'), allow: { to: { element: { type: 'features', captured: { area: '{{ from.element.captured.area }}' } } } } },
  ...AREA_EXCEPTIONS.map(({ from: area, to, why: _why }) => ({
    from: { element: { type: 'features', captured: { area } } },
    allow: {
      to: { element: { type: 'features', captured: { area: to.area } }, file: { path: to.file } },
      dependency: { nodeKind: 'dynamic-import' },
    },
  })),
  {
    from: from('features'),
    disallow: packages('msw', '@msw/data'),
    message: 'features use ui, api, contract and machines: never src/app, src/config.ts or mocks.',
  },

  { from: from('app'), allow: layers('app', 'features', 'kernel', 'ui', 'api', 'contract', 'machines', 'config') },
  // Mock mode loads the fake backend only through a dynamic import, so it never reaches a real-backend build.
  { from: from('app'), allow: { ...layers('mocks'), dependency: { nodeKind: 'dynamic-import', kind: 'value' } } },
  // One file more, statically: the world host's start (a worker's address, the choice of world), which boot.tsx calls
  // only in mock mode, so a real-backend build drops it whole (scripts/check-real-build.mjs holds that by content:
  // docs/decisions/054-mock-mode-on-a-slow-line.md).
  { from: from('app'), allow: { to: { element: { type: 'mocks' }, file: { path: '**/mocks/world-host/host-link.ts' } } } },
  {
    from: from('app'),
    disallow: packages('msw', '@msw/data'),
    message: 'src/app reaches the fake backend only by a dynamic import of mocks/.',
  },

  { from: { file: { categories: 'entry' } }, allow: layers('app', 'config') },

  { from: from('machines'), allow: layers('machines', 'contract') },
  {
    from: from('machines'),
    disallow: { to: { module: { origin: ['external', 'core'], source: '!{xstate,xstate/*,zod}' } } },
    message: 'machines are framework-free: xstate, zod and src/contract only.',
  },

  { from: from('mocks'), allow: layers('mocks', 'contract') },
  { from: from('mocks'), disallow: packages(...VIEW_PACKAGES, 'xstate', 'ofetch'), message: 'mocks depend on src/contract only.' },

  { from: from('cli'), allow: layers('cli', 'machines', 'mocks', 'api', 'contract') },
  { from: from('cli'), disallow: packages(...VIEW_PACKAGES), message: 'the CLI never imports views, src/app or src/config.ts.' },

  // Tests and tooling reach everything; nothing shipped reaches them (no policy above allows it).
  { from: from('tests'), allow: ANYWHERE },
  { from: from('tooling'), allow: ANYWHERE },
  { from: { file: { categories: 'root-config' } }, allow: ANYWHERE },
];

/**
 * A '#' import without its file's extension: package.json "imports" adds none, so TypeScript, Node and tsx would
 * not find it (`node scripts/add-import-extensions.mjs` adds them). `#contract` and `#config` name files already.
 */
const EXTENSIONLESS_ALIAS = String.raw`/^#(?!contract$|config$)(?!.*\.(tsx?|mts|mjs|js)$)/`;
const EXTENSION_MESSAGE = "A '#' import names its file with the extension: node scripts/add-import-extensions.mjs (decision 034).";

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { boundaries: boundariesPlugin },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': { [RESOLVER]: {} },
    },
    rules: {
      // A file outside every layer (one directly in src/features/, a new top-level folder) would escape the rules below.
      'boundaries/no-unknown-files': 'error',
      // The one rule of that name: a config object for the same files that sets it replaces these selectors.
      'no-restricted-syntax': [
        'error',
        ...[
          `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression) > Literal.source[value=${EXTENSIONLESS_ALIAS}]`,
          `CallExpression[callee.object.name='vi'][arguments.0.value=${EXTENSIONLESS_ALIAS}]`,
          `TSImportType > Literal.source[value=${EXTENSIONLESS_ALIAS}]`,
        ].map((selector) => ({ selector, message: EXTENSION_MESSAGE })),
      ],
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          message:
            "Wrong import direction: {{dependency.source}} ({{dependency.nodeKind}}) is out of this layer's reach (docs/architecture.md).",
          policies,
        },
      ],
    },
  },
];
