// Lint: type-aware TypeScript rules, React hooks rules, and the import directions of ARCHITECTURE.md.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'playwright-report/**', 'test-results/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['src/contract/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'api', 'ui', 'features', 'app', 'machines', 'mocks', 'cli'], [...ui, ...transport], 'src/contract is zod only.') },
  { files: ['src/api/**'], rules: forbid(['src/ui', 'src/features', 'src/app', 'ui', 'features', 'app', 'machines', 'mocks', 'cli'], [...ui, 'msw', 'msw/*'], 'src/api depends on the contract only.') },
  { files: ['src/ui/**'], rules: forbid(['src/features', 'src/app', 'src/api', 'features', 'app', 'api', 'machines', 'mocks', 'cli'], [], 'src/ui imports nothing of ours but contract types.') },
  { files: ['src/features/**'], rules: forbid(['src/app', 'app', 'mocks', 'cli'], ['msw', 'msw/*'], 'features use ui, api, contract and machines.') },
  { files: ['machines/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'mocks', 'cli'], [...ui, ...transport], 'machines are framework-free: src/contract only.') },
  { files: ['mocks/**'], rules: forbid(['src/api', 'src/ui', 'src/features', 'src/app', 'machines', 'cli'], [...ui, 'ofetch'], 'mocks depend on src/contract only.') },
  { files: ['cli/**'], rules: forbid(['src/features', 'src/ui', 'src/app'], [...ui], 'the CLI never imports views.') },
  {
    files: ['tests/**', 'scripts/**', '*.config.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-console': 'off',
    },
  },
);
