// Routes are declared once: outside the route table no source file spells a screen's path by hand, so renaming a
// route is one change and every link, menu item and e-mailed link follows it.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { routeTable } from '#contract/routes.ts';

const TABLE = 'src/contract/routes.ts';
/** Mock mode's pages share /__mock/ with the fake server's control calls (GET /__mock/outbox is both): not checked. */
const firstSegments = new Set(
  Object.values(routeTable)
    .filter((r) => r.access !== 'mock')
    .map((r) => `/${r.path.split('/')[1] ?? ''}`)
    .filter((s) => s !== '/'),
);

/** Every string or template literal that starts with a route's first segment, and every bare '/' used as a link. */
export function routeLiterals(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/(['"`])(\/[A-Za-z_][\w-]*)([^'"`\s]*)/g)) {
    const [, , segment = '', rest = ''] = m;
    if (firstSegments.has(segment)) found.push(`${segment}${rest}`);
  }
  for (const m of source.matchAll(/(?:href|to)=\{?(['"`])\/\1|(?:navigate|assign|setLocation)\((['"`])\/\2/g)) found.push(m[0]);
  return found;
}

const sourceFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'machines', 'mocks', 'cli'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && f !== TABLE);

describe('route literals', () => {
  it('finds a hand-written path, a template path and a bare root link (the detector bites)', () => {
    expect(routeLiterals("navigate('/dashboard')")).toEqual(['/dashboard']);
    expect(routeLiterals('links: [`/billing/receipt/${no}`]')).toEqual(['/billing/receipt/${no}']);
    expect(routeLiterals('<Link href="/profile/profileConfirm">')).toEqual(['/profile/profileConfirm']);
    expect(routeLiterals("window.location.assign('/')")).toEqual(["assign('/'"]);
    expect(routeLiterals("const base = '/api/'; fetch('/mockServiceWorker.js'); path.split('/')")).toEqual([]);
  });

  it('no source file outside the route table spells a route', () => {
    const offenders = sourceFiles().flatMap((file) => routeLiterals(readFileSync(file, 'utf8')).map((literal) => `${file}: ${literal}`));
    expect(offenders).toEqual([]);
  });
});
