// The CLI's bundle (cli/bundle.mjs, decision 047) on a project of two files: built on the first run, reused while
// nothing changed, built again when a source changes or is gone, and each source's `import.meta.url` its own. And
// the portal's own bundle (what `npx portal` runs) prints what the sources print in this process.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledCli } from '#cli/bundle.mjs';
import { REPO, runCli, runInProcess } from './support';

const build = (root: URL) => bundledCli(root);
const project = mkdtempSync(join(tmpdir(), 'portal-bundle-'));
const root = pathToFileURL(`${project}/`);
const write = (path: string, text: string) => writeFileSync(join(project, path), text);

mkdirSync(join(project, 'cli'));
mkdirSync(join(project, 'node_modules'));
// The build needs esbuild; the project's own node_modules holds the cache, as a checkout's does.
symlinkSync(join(REPO, 'node_modules/esbuild'), join(project, 'node_modules/esbuild'));
write('package.json', '{"type": "module"}');
write('tsconfig.json', '{}');
write('cli/word.ts', "export const word: string = 'one';\n");
write('cli/main.ts', "import { word } from './word';\nconsole.log(`${word} ${new URL('.', import.meta.url).href}`);\n");

const run = (bundle: string) => spawnSync(process.execPath, [fileURLToPath(bundle)], { encoding: 'utf8' }).stdout.trim();
const builtAt = (bundle: string) => statSync(fileURLToPath(bundle)).mtimeMs;
/** An edit in the millisecond the build started would look unchanged: each is dated a second after the last, in the past. */
let clock = Date.now() / 1000 - 1000;
const edit = (path: string, text: string) => {
  write(path, text);
  clock += 1;
  utimesSync(join(project, path), clock, clock);
};

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the CLI bundle', () => {
  it('runs the sources, each reading its own import.meta.url, from node_modules/.cache/portal/<checkout>', async () => {
    const bundle = await build(root);
    expect(bundle).toMatch(new RegExp(`^${new URL('node_modules/.cache/portal/', root).href}[0-9a-f]{12}/cli\\.mjs$`));
    expect(run(bundle)).toBe(`one ${new URL('cli/', root).href}`);
  });

  it('is reused while no source changed, and built again when one did', async () => {
    const first = builtAt(await build(root));
    expect(builtAt(await build(root))).toBe(first);
    edit('cli/word.ts', "export const word: string = 'two';\n");
    const bundle = await build(root);
    expect(builtAt(bundle)).not.toBe(first);
    expect(run(bundle)).toMatch(/^two /);
  });

  it('is built again when a file it was built from is gone', async () => {
    edit('cli/main.ts', "import { word } from './other';\nconsole.log(word);\n");
    edit('cli/other.ts', "export const word = 'other';\n");
    expect(run(await build(root))).toBe('other');
    rmSync(join(project, 'cli/word.ts'));
    const before = builtAt(await build(root));
    rmSync(join(project, 'cli/other.ts'));
    await expect(build(root)).rejects.toThrow(/other/);
    edit('cli/other.ts', "export const word = 'back';\n");
    const bundle = await build(root);
    expect(builtAt(bundle)).not.toBe(before);
    expect(run(bundle)).toBe('back');
  });
});

describe("the portal's bundle", () => {
  it('replays and tests as the sources do, byte for byte', async () => {
    for (const args of [
      ['replay', 'login', '--events', 'docs/flows/examples/login.json', '--json'],
      ['test', 'docs/flows/examples', '--reporter', 'json'],
      // Reads package.json next to its source (the version): from the bundle's folder it would not find it.
      ['contract', '--format', 'openapi'],
    ]) {
      const [bundled, sources] = [await runCli(args, 120_000), await runInProcess(args)];
      expect(bundled.code, bundled.stderr).toBe(0);
      expect(bundled.stdout).toBe(sources.stdout);
      expect(bundled.stdout.length).toBeGreaterThan(1000);
    }
  }, 240_000);
});

describe('checkouts that share one node_modules', () => {
  it('each have a bundle of their own', async () => {
    const other = mkdtempSync(join(tmpdir(), 'portal-bundle-other-'));
    try {
      mkdirSync(join(other, 'cli'));
      symlinkSync(join(project, 'node_modules'), join(other, 'node_modules'));
      writeFileSync(join(other, 'package.json'), '{"type": "module"}');
      writeFileSync(join(other, 'tsconfig.json'), '{}');
      writeFileSync(join(other, 'cli/main.ts'), "console.log('the other checkout');\n");
      const mine = await build(root);
      const builtMine = builtAt(mine);
      const theirs = await build(pathToFileURL(`${other}/`));
      expect(realpathSync(fileURLToPath(theirs))).not.toBe(realpathSync(fileURLToPath(mine)));
      expect(run(theirs)).toBe('the other checkout');
      // The other checkout's build left this one's alone: still fresh, not built again.
      expect(await build(root)).toBe(mine);
      expect(builtAt(mine)).toBe(builtMine);
      expect(run(mine)).not.toBe('the other checkout');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
