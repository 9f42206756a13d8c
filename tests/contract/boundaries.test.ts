// The import directions of ARCHITECTURE.md are enforced by lint: a wrong import is an error.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(async () => {
  const { boundaries } = (await import(pathToFileURL(resolve('eslint.boundaries.js')).href)) as { boundaries: Linter.Config[] };
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
  });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const cases: Array<[string, string, boolean]> = [
  ['machines/session/session.machine.ts', "import { useState } from 'react';\nexport const x = useState;\n", false],
  ['machines/session/session.machine.ts', "import { ofetch } from 'ofetch';\nexport const x = ofetch;\n", false],
  ['machines/session/session.machine.ts', "import { createApiClient } from '../../src/api';\nexport const x = createApiClient;\n", false],
  ['machines/session/session.machine.ts', "import { LoginSchema } from '../../src/contract';\nexport const x = LoginSchema;\n", true],
  ['mocks/handlers/x.ts', "import { createApiClient } from '../../src/api';\nexport const x = createApiClient;\n", false],
  ['mocks/handlers/x.ts', "import { endpoints } from '../../src/contract';\nexport const x = endpoints;\n", true],
  ['src/ui/button.tsx', "import { x } from '../features/access/x';\nexport const y = x;\n", false],
  ['src/contract/x.ts', "import { http } from 'msw';\nexport const y = http;\n", false],
  ['cli/x.ts', "import { App } from '../src/app/app';\nexport const y = App;\n", false],
  ['cli/x.ts', "import { createBackend } from '../mocks/backend';\nexport const y = createBackend;\n", true],
];

describe('import boundaries', () => {
  it.each(cases)('%s: %s', async (file, code, allowed) => {
    const ids = await ruleIds(file, code);
    expect(ids.includes('no-restricted-imports')).toBe(!allowed);
  });
});
