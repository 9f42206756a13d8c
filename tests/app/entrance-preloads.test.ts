// The entrance pages the build writes are read from the screen manifests' text (scripts/entrance-preloads.ts):
// this holds that reading to the manifests as the app loads them. Every entry of every area.ts is read, each lazy
// screen as the module its preload really loads, so a new visitor or public screen cannot be left out of the
// entrance pages, nor one read as another file.
import { describe, expect, it } from 'vitest';
import { manifestsByFile } from '#app/screen-table.ts';
import { entrancePreloads, isEntrance, manifestEntries } from '../../scripts/entrance-preloads';

const screens = Object.values(manifestsByFile).flatMap((m) => m.screens);
const read = manifestEntries();
const isLazy = (screen: unknown): screen is { preload: () => Promise<unknown> } =>
  typeof (screen as { preload?: unknown }).preload === 'function';

describe('the entrance pages, read from the manifests', () => {
  it('read every entry of every area.ts, lazy where the app loads it lazily', () => {
    expect(read.map((e) => [e.route, e.module !== undefined])).toEqual(screens.map((s) => [s.route, isLazy(s.screen)]));
  });

  it('read each lazy screen as the module its preload loads', async () => {
    for (const screen of screens) {
      const module = read.find((e) => e.route === screen.route)?.module;
      if (!module || !isLazy(screen.screen)) continue;
      const loaded = await screen.screen.preload();
      const exports = Object.values((await import(/* @vite-ignore */ `${process.cwd()}/${module}`)) as Record<string, unknown>);
      expect(exports.includes(loaded), `${screen.route}: ${module}`).toBe(true);
    }
  });

  it('give every lazy screen of a visitor or public route with a path of its own a page', () => {
    const entrances = screens.filter((s) => isEntrance(s.route) && isLazy(s.screen)).map((s) => s.route);
    expect(entrances.length).toBeGreaterThan(0);
    expect(Object.keys(entrancePreloads()).sort()).toEqual(entrances.sort());
    expect(entrances).not.toContain('login');
  });
});
