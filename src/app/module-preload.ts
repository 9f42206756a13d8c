// What every lazy `import()` of the build calls (docs/decisions/061): Vite wraps each in its preload helper, which
// adds the imported chunk's own imports (and CSS) to the page beside it, so they download side by side instead of
// one round trip after another. The build serves this module in place of Vite's (scripts/preload-helper.ts): Vite's
// is written for every setup (a relative base, CSP nonces, browsers without modulepreload, a `vite:preloadError`
// event), 0.6 KiB gzip more on every first load. This build has an absolute base and no nonce, its browsers (es2022)
// have modulepreload (Safari before 17 ignores it: each import is then fetched when it runs, as without preloads),
// and nothing listens for the event: a failed import rejects, as it did.

/** Each file once (a chunk two screens share is added once); a stylesheet's entry is its load. */
const added = new Map<string, Promise<unknown> | undefined>();

/** Links `path` unless the page links it already (a route page's preloads, its stylesheet in the HTML). */
function link(path: string): Promise<unknown> | undefined {
  const css = path.endsWith('.css');
  if (document.querySelector(`link[href="${path}"]${css ? '[rel=stylesheet]' : ''}`)) return undefined;
  const element = document.createElement('link');
  element.rel = css ? 'stylesheet' : 'modulepreload';
  element.crossOrigin = '';
  element.href = path;
  const loaded = css
    ? new Promise((resolve, reject) => {
        element.onload = resolve;
        element.onerror = () => reject(new Error(`Unable to preload CSS for ${path}`));
      })
    : undefined;
  document.head.append(element);
  return loaded;
}

/**
 * Imports (`load` is the `import()` Vite wrapped) and links `deps` beside it: the imported chunk's own imports and
 * stylesheets, by the build's file names without its base (vite.config.ts leaves the chunk itself out: its import
 * starts here, at once). The module is there once its stylesheets are in too.
 */
export function preloadThenImport<T>(load: () => Promise<T>, deps: readonly string[] = []): Promise<T> {
  const styles = deps.map((dep) => {
    const path = import.meta.env.BASE_URL + dep;
    if (!added.has(path)) added.set(path, link(path));
    return added.get(path);
  });
  const imported = load();
  return Promise.all([imported, ...styles]).then(() => imported);
}
