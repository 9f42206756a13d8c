// One spelling for the licence in code (docs/decisions/014-one-spelling-for-the-licence.md): our names say
// "licence"; "license" appears only as one of the specification's own names, quoted as it gives them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The specification's names (calls, fields, route names, codes, caption key, the checklist type). */
const SPEC_NAMES = new Set([
  'license',
  'License',
  'LICENSE',
  'licenseApplicationNo',
  'licenseBase64',
  'licenseCard',
  'licenseDocument',
  'licenseInvoice',
  'licenseList',
  'license_alternative_caption',
  'LICENSE_APPLICATION',
]);
const FOLDERS = ['src', 'machines', 'mocks', 'cli', 'scripts', 'tests'];
const TOKEN = /[A-Za-z0-9_$]*licen[cs]e[A-Za-z0-9_$]*/gi;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'fixtures') yield* sourceFiles(path);
    } else if (/\.(ts|tsx|mjs)$/.test(name)) yield path;
  }
}

/** Every token spelt "license" that is not one of the specification's names, with where it stands. */
export function foreignSpellings(files: Iterable<string>, read = (f: string) => readFileSync(f, 'utf8')): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (/license/i.test(file.replace(/^.*\//, '')) && !/licence/.test(file)) found.push(`${file} (file name)`);
    for (const token of read(file).match(TOKEN) ?? []) {
      if (/license/i.test(token) && !SPEC_NAMES.has(token)) found.push(`${file}: ${token}`);
    }
  }
  return found;
}

describe('the licence is spelt one way in code', () => {
  it('every "license" in the source is one of the specification\'s names', () => {
    const files = FOLDERS.flatMap((f) => [...sourceFiles(f)]).filter((f) => !f.endsWith('licence-spelling.test.ts'));
    expect(foreignSpellings(files)).toEqual([]);
  });

  it('a name of our own spelt "license" is found, and so is a file named so', () => {
    const source: Record<string, string> = {
      'machines/licence/a.ts': 'export const licenseFee = 1; // licenseApplicationNo',
      'src/license-page.tsx': '',
    };
    expect(foreignSpellings(Object.keys(source), (f) => source[f] ?? '')).toEqual([
      'machines/licence/a.ts: licenseFee',
      'src/license-page.tsx (file name)',
    ]);
  });
});
