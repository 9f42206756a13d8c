// Lint: type-aware TypeScript rules, React hooks rules, and the import directions of docs/architecture.md.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundaries } from './eslint.boundaries.js';

/** zod's core is shared by zod and zod/mini: one value import of zod brings its formats into the first load (decision 008). */
const ZOD_THROUGH_MINI = {
  name: 'zod',
  allowTypeImports: true,
  message: "Use zod/mini through src/contract/mini.ts (it loads zod's English messages).",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      // Stryker's sandbox copies (npm run mutate), left behind when a run is stopped.
      '.stryker-tmp/**',
      'tests/fixtures/boundaries/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
  ...boundaries,
  {
    // zod's core is shared by zod and zod/mini and lives in the first load's chunk with every part any chunk uses:
    // one value import of zod (not mini), even in a lazy screen or the fake backend, brings its string formats and
    // JSON Schema code into the first load (decision 008).
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ZOD_THROUGH_MINI],
        },
      ],
    },
  },
  {
    // What ships to the browser calls through an area's endpoint group (`signInEndpoints.login`), never the whole
    // table: `endpoints` brings every endpoint module, and their schemas, to the chunk that uses it, and ties the
    // screens' chunks to each other (src/contract/endpoints/index.ts, docs/decisions/064). The headless areas run in
    // Node only. (This object restates the zod rule: ESLint takes a rule's last setting for a file.)
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    ignores: ['machines/**/area.ts', 'src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ZOD_THROUGH_MINI,
            {
              name: '#contract',
              importNames: ['endpoints', 'listEndpoints'],
              message: 'Import the endpoint group a call belongs to (`profileEndpoints`, `siteEndpoints`…), not the whole table.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'no-console': 'off',
    },
  },
);
