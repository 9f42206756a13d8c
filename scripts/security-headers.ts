// The production build's security headers, above all its Content-Security-Policy (docs/decisions/018): one
// function of the portal's configuration, used by `vite preview` (vite.config.ts serves what the build wrote) and
// by the tests, and printed for a real web server by `npm run csp` (`-- --nginx`, `-- --apache`).
import { pathToFileURL } from 'node:url';
import { readConfig, type AppConfig } from '../src/config';

type Directives = Record<string, string[]>;

/** The policy's directives for a build with this configuration. */
export function cspDirectives(config: Pick<AppConfig, 'mockMode' | 'apiBaseUrl'>): Directives {
  // A real backend is another origin (VITE_API_BASE_URL is absolute); mock mode answers '/api/' on the page's own.
  // Mock mode may use a `portal serve` on this machine as its world (`?world=http://127.0.0.1:8787`, loopback only,
  // mocks/browser.ts): its calls and its EventSource go there. CSP has no source for an IPv6 literal, so a world at
  // [::1] is not reachable under the policy; 127.0.0.1 and localhost are.
  const api = config.mockMode ? ['http://127.0.0.1:*', 'http://localhost:*'] : [new URL(config.apiBaseUrl).origin];
  return {
    'default-src': ["'self'"],
    // No inline script and no eval: zod runs jitless (src/app/zod-jitless.ts), pdf.js gets `isEvalSupported: false`.
    'script-src': ["'self'"],
    // Only the build's stylesheet: Tailwind compiles to a file, and React, Headless UI and pdf.js set styles
    // through the CSSOM (element.style, style.setProperty), which a policy does not govern.
    'style-src': ["'self'"],
    // Pictures, logos and event logos arrive as base64 in the answers; a chosen picture is previewed from a blob.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    // pdf.js's worker in both builds; in mock mode also its service worker and the world host (a SharedWorker),
    // all files of the build itself. A real-backend build ships neither mock worker (npm run test:bundle).
    'worker-src': ["'self'"],
    // Documents are drawn on canvases by pdf.js, never framed or embedded.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    // No <base> at all: the page has none, and an injected one would move every relative URL (issue 35 item 5).
    'base-uri': ["'none'"],
    // Forms are handled by script; the payment hand-off leaves by navigation, not by posting a form.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Trusted Types (src/app/trusted-types.ts): a plain string at a sink that can run script is refused. Two policy
    // names: `dompurify` (DOMPurify's own, the only source of HTML) and `default` (same-origin script URLs for the
    // workers started from strings: pdf.js, mock mode's service worker, the world host).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': ['dompurify', 'default'],
  };
}

export function contentSecurityPolicy(config: Pick<AppConfig, 'mockMode' | 'apiBaseUrl'>): string {
  return Object.entries(cspDirectives(config))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every header the portal's pages are served with. */
export function securityHeaders(config: Pick<AppConfig, 'mockMode' | 'apiBaseUrl'>): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    // Two years, subdomains too: after one visit over https the browser never tries http again (ignored over http,
    // as on `vite preview`). The edge must also redirect http to https (docs/security.md §5).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // Route parameters carry codes: another origin (the payment page, the events site) learns only our origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** The header lines for nginx (`add_header … always;`) or Apache (`Header always set …`). */
export function serverLines(headers: Record<string, string>, server: 'nginx' | 'apache'): string[] {
  return Object.entries(headers).map(([name, value]) =>
    server === 'nginx' ? `add_header ${name} "${value}" always;` : `Header always set ${name} "${value}"`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const headers = securityHeaders(readConfig(process.env));
  const server = process.argv.includes('--apache') ? 'apache' : process.argv.includes('--nginx') ? 'nginx' : null;
  console.log((server ? serverLines(headers, server) : Object.entries(headers).map(([name, value]) => `${name}: ${value}`)).join('\n'));
}
