// Trusted Types (docs/decisions/018, issue 35 item 5): the production headers say `require-trusted-types-for
// 'script'; trusted-types dompurify default`, so the browser refuses a plain string at every sink that can run
// script: HTML (innerHTML, DOMParser), script text, and script URLs (new Worker, new SharedWorker,
// navigator.serviceWorker.register). Two policies exist, and only these two names may:
// - `dompurify`: DOMPurify's own (src/ui/safe-html.tsx). Only DOMPurify holds it; its TrustedHTML is what it parsed
//   and sanitised on the portal's allow-list. It is the one way HTML reaches the page.
// - `default`: the browser calls it for a string given to a sink. It admits script URLs of the portal's own
//   origin (pdf.js's worker, the mock world host, mock mode's service worker: code that passes strings) and nothing
//   else: no HTML and no script text, so a string at an HTML sink is refused and reported.
// src/main.tsx imports this first, before any module can reach a sink.

/** What this module uses of `window.trustedTypes` (the DOM's own types do not declare it yet). */
interface TrustedTypesFactory {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string | null }): unknown;
}

/** A script URL of this page's own origin, or null (the browser then refuses the sink and reports it). */
export function sameOriginScriptUrl(url: string, base: string = location.href): string | null {
  try {
    const resolved = new URL(url, base);
    // A blob: URL has its creator's origin but holds whatever script made it: not a file of the build.
    const page = new URL(base);
    return resolved.protocol === page.protocol && resolved.origin === page.origin ? resolved.href : null;
  } catch {
    return null;
  }
}

// A browser without Trusted Types (Firefox, Safari, jsdom) enforces none: nothing to create.
const factory = typeof window === 'undefined' ? undefined : (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
if (factory && !factory.defaultPolicy) {
  // A null answer is the policy's refusal (the Trusted Types spec): the sink throws and a violation is reported.
  factory.createPolicy('default', { createScriptURL: (url: string) => sameOriginScriptUrl(url) });
}
