// @vitest-environment jsdom
// The build's preload helper (src/app/module-preload.ts, decision 061): every lazy import starts at once, with the
// imported chunk's own imports linked beside it as module preloads, each file once and none the page links already;
// the import settles once its stylesheets are in, and a stylesheet that fails fails the import.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadThenImport } from '#app/module-preload.ts';

const linked = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((l) => [l.getAttribute('href'), l.hasAttribute('crossorigin')]);
const stylesheet = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
/** Whether `promise` has settled by the time the microtasks queued so far have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => document.head.replaceChildren());

describe('the preload helper', () => {
  it('imports at once and links the chunk’s imports beside it, as module preloads under the base', async () => {
    const module = { screen: 'a' };
    const load = vi.fn(() => Promise.resolve(module));
    const imported = preloadThenImport(load, ['assets/one-a.js', 'assets/two-a.js']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(linked('modulepreload')).toEqual([
      ['/assets/one-a.js', true],
      ['/assets/two-a.js', true],
    ]);
    await expect(imported).resolves.toBe(module);
  });

  it('imports with nothing to link (Vite passes no list, or an empty one)', async () => {
    await expect(preloadThenImport(() => Promise.resolve(1))).resolves.toBe(1);
    await expect(preloadThenImport(() => Promise.resolve(2), [])).resolves.toBe(2);
    expect(document.head.children).toHaveLength(0);
  });

  it('links a file two imports share once', async () => {
    await preloadThenImport(() => Promise.resolve(), ['assets/shared-b.js', 'assets/own-b.js']);
    await preloadThenImport(() => Promise.resolve(), ['assets/shared-b.js', 'assets/other-b.js']);
    expect(linked('modulepreload').map(([href]) => href)).toEqual(['/assets/shared-b.js', '/assets/own-b.js', '/assets/other-b.js']);
  });

  it('links nothing the page links already: a route page’s preload, its stylesheet', async () => {
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="/assets/page-c.js"><link rel="stylesheet" href="/assets/page-c.css">';
    await expect(preloadThenImport(() => Promise.resolve('c'), ['assets/page-c.js', 'assets/page-c.css'])).resolves.toBe('c');
    expect(document.head.children).toHaveLength(2);
  });

  it('links a stylesheet the page only preloads, and settles once it is in', async () => {
    document.head.innerHTML = '<link rel="preload" as="style" href="/assets/look-d.css">';
    const imported = preloadThenImport(() => Promise.resolve('d'), ['assets/look-d.css']);
    const sheet = stylesheet('/assets/look-d.css');
    expect(sheet).not.toBeNull();
    expect(await settled(imported)).toBe(false);
    sheet?.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('d');
  });

  it('waits for a stylesheet another import is loading', async () => {
    const first = preloadThenImport(() => Promise.resolve('first'), ['assets/look-e.css']);
    const second = preloadThenImport(() => Promise.resolve('second'), ['assets/look-e.css']);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(await settled(second)).toBe(false);
    stylesheet('/assets/look-e.css')?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
  });

  it('fails the import when its stylesheet fails, naming it', async () => {
    const imported = preloadThenImport(() => Promise.resolve('f'), ['assets/look-f.css']);
    stylesheet('/assets/look-f.css')?.dispatchEvent(new Event('error'));
    await expect(imported).rejects.toThrow('Unable to preload CSS for /assets/look-f.css');
  });

  it('fails as the import fails', async () => {
    await expect(preloadThenImport(() => Promise.reject(new Error('chunk gone')), ['assets/g.js'])).rejects.toThrow('chunk gone');
  });
});
