// Stands in for `tldts` in the browser's mock-mode bundles (vite.config.ts aliases it). MSW's cookie store
// (tough-cookie) asks tldts for a cookie domain's registrable part, which costs the whole public suffix list: about
// a third of the page's MSW chunk, downloaded, parsed and run before mock mode's first call. The portal's calls carry
// their token in a header and the fake backend sets no cookie (mocks/world-host/worker-globals.ts), so the list is
// never consulted in earnest. Node (Vitest, the CLI, `portal serve`) keeps the real tldts.

/** tough-cookie's one question: the registrable domain of `hostname`; here the host name itself. */
export function getDomain(hostname: string): string | null {
  return hostname === '' ? null : hostname;
}
