// The first-load screens' lists of chunks, written by the build into the intent listener's chunk instead of beside
// each `import()` in the entry (scripts/screen-files.ts, decision 053): each list is the screen's chunk first and
// every chunk it imports, the entry left out; a screen the build never reached has none, one it reached without a
// chunk stops the build; the lists replace the mark's string whichever quotes the minifier chose, and are read back
// as the app reads them. `npm run test:bundle` checks the same on real builds (no screen chunk in the entry's lists).
import { describe, expect, it } from 'vitest';
import { chunkClosure, screenFiles, screenFilesIn, writeInto } from '../../scripts/screen-files';
import { SCREEN_FILES_MARK } from '#app/screen-files.ts';

const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: facade,
  isEntry,
  code: '',
});
const ROOT = '/repo';
const bundle = {
  'assets/index-E.js': chunk('assets/index-E.js', [], `${ROOT}/index.html`, true),
  'assets/otp-page-1.js': chunk(
    'assets/otp-page-1.js',
    ['assets/index-E.js', 'assets/auth-2.js', 'assets/mask-3.js'],
    `${ROOT}/src/features/access/otp-page.tsx`,
  ),
  'assets/auth-2.js': chunk('assets/auth-2.js', ['assets/index-E.js', 'assets/rules-4.js']),
  'assets/mask-3.js': chunk('assets/mask-3.js', ['assets/rules-4.js']),
  'assets/rules-4.js': chunk('assets/rules-4.js', ['assets/index-E.js']),
  'assets/index-E.css': { type: 'asset' as const },
};

describe("the first-load screens' lists of chunks", () => {
  it("list a screen's chunk first, then every chunk it imports, each once, without the entry", () => {
    expect(chunkClosure(bundle, 'assets/otp-page-1.js')).toEqual([
      'assets/otp-page-1.js',
      'assets/auth-2.js',
      'assets/rules-4.js',
      'assets/mask-3.js',
    ]);
  });

  it('give a lazy screen the build reached its list, a static or unreached one none, and stop at a reached one without a chunk', () => {
    const screens = [
      { route: 'otp' as const, module: 'src/features/access/otp-page.tsx' },
      { route: 'login' as const, module: undefined },
      { route: 'mockOutbox' as const, module: 'src/features/mock/outbox-page.tsx' },
    ];
    const reached = (module: string) => module !== 'src/features/mock/outbox-page.tsx';
    expect(screenFilesIn(bundle, screens, ROOT, reached)).toEqual({ otp: chunkClosure(bundle, 'assets/otp-page-1.js') });
    expect(() => screenFilesIn(bundle, screens, ROOT, () => true)).toThrow(/no chunk for src\/features\/mock\/outbox-page\.tsx/);
  });

  it.each(['`', "'", '"'])('replace the mark in a string of %s quotes, and read back as the app reads them', (quote) => {
    const lists = { otp: ['assets/otp-page-1.js', 'assets/auth-2.js'] };
    const code = `var o=JSON.parse(${quote}${SCREEN_FILES_MARK}${quote});export{o as screenFiles};`;
    const written = writeInto(code, lists, '/portal/');
    expect(written).not.toContain(SCREEN_FILES_MARK);
    // As the app reads it: JSON.parse of the string literal written in place of the mark.
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(written ?? '')?.[1] ?? '""';
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual({ otp: ['/portal/assets/otp-page-1.js', '/portal/assets/auth-2.js'] });
  });

  it('find no mark where the chunk does not carry it', () => {
    expect(writeInto('var o=1;', { otp: ['assets/otp-page-1.js'] }, '/')).toBeUndefined();
  });

  it("take out of the chunks' lists only those of first-load screens, and write them into the chunk with the mark", () => {
    const { plugin, resolveDependencies } = screenFiles();
    const root = process.cwd();
    const built = {
      'assets/otp-page-1.js': { ...bundle['assets/otp-page-1.js'], facadeModuleId: `${root}/src/features/access/otp-page.tsx` },
      'assets/auth-2.js': bundle['assets/auth-2.js'],
      'assets/mask-3.js': bundle['assets/mask-3.js'],
      'assets/rules-4.js': bundle['assets/rules-4.js'],
      'assets/intent-5.js': { ...chunk('assets/intent-5.js', []), code: `JSON.parse(\`${SCREEN_FILES_MARK}\`)` },
    };
    const context = {
      getModuleIds: () => [`${root}/src/features/access/otp-page.tsx`][Symbol.iterator](),
      environment: { config: { base: '/' } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const deps = ['assets/otp-page-1.js', 'assets/auth-2.js'];
    expect(resolveDependencies('assets/otp-page-1.js', deps, { hostType: 'js' })).toEqual(deps);
    const generate = plugin.generateBundle as { handler: (this: typeof context, options: object, b: object) => void };
    generate.handler.call(context, {}, built);
    expect(resolveDependencies('assets/otp-page-1.js', deps, { hostType: 'js' })).toEqual([]);
    expect(resolveDependencies('assets/otp-page-1.js', deps, { hostType: 'html' })).toEqual(deps);
    expect(resolveDependencies('assets/auth-2.js', ['assets/auth-2.js', 'assets/rules-4.js'], { hostType: 'js' })).toHaveLength(2);
    expect(built['assets/intent-5.js'].code).toContain('/assets/mask-3.js');
    built['assets/intent-5.js'].code = 'no mark';
    expect(() => generate.handler.call(context, {}, built)).toThrow(/no chunk carries/);
  });
});
