// The import directions of ARCHITECTURE.md, kept apart so a test can lint fixtures with them alone.
const ui = ['react', 'react-dom', 'react-dom/*', '@xstate/react', 'wouter', 'wouter/*', '@headlessui/react'];
const transport = ['ofetch', 'msw', 'msw/*'];

/** Folders a layer may not import from, as glob patterns over relative import paths. */
const forbid = (folders, packages = [], message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        ...(folders.length ? [{ group: folders.map((f) => `**/${f}`).concat(folders.map((f) => `**/${f}/**`)), message }] : []),
        ...(packages.length ? [{ group: packages, message }] : []),
      ],
    },
  ],
});

export const boundaries = [
  { files: ['src/contract/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'api', 'ui', 'features', 'app', 'machines', 'mocks', 'cli'], [...ui, ...transport], 'src/contract is zod only.') },
  { files: ['src/api/**'], rules: forbid(['src/ui', 'src/features', 'src/app', 'ui', 'features', 'app', 'machines', 'mocks', 'cli'], [...ui, 'msw', 'msw/*'], 'src/api depends on the contract only.') },
  { files: ['src/ui/**'], rules: forbid(['src/features', 'src/app', 'src/api', 'features', 'app', 'api', 'machines', 'mocks', 'cli'], [], 'src/ui imports nothing of ours but contract types.') },
  { files: ['src/features/**'], rules: forbid(['src/app', 'app', 'mocks', 'cli'], ['msw', 'msw/*'], 'features use ui, api, contract and machines.') },
  { files: ['machines/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'mocks', 'cli'], [...ui, ...transport], 'machines are framework-free: src/contract only.') },
  { files: ['mocks/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'machines', 'cli'], [...ui, 'ofetch'], 'mocks depend on src/contract only.') },
  { files: ['cli/**'], rules: forbid(['src/features', 'src/ui', 'src/app'], [...ui], 'the CLI never imports views.') },
];
