// The deployment headers (scripts/security-headers.ts, issue 35 item 5): HSTS, `base-uri 'none'` and Trusted Types
// in both builds' policies, and the default policy's rule for script URLs (src/app/trusted-types.ts).
import { describe, expect, it } from 'vitest';
import { sameOriginScriptUrl } from '#app/trusted-types.ts';
import { cspDirectives, securityHeaders } from '../../scripts/security-headers';

const BUILDS = [
  { mockMode: true, apiBaseUrl: '/api/' },
  { mockMode: false, apiBaseUrl: 'https://api.example.org/api/' },
];

describe('the deployment headers', () => {
  it.each(BUILDS)('carry HSTS, no <base>, and Trusted Types with two policy names (mock mode: $mockMode)', (config) => {
    const headers = securityHeaders(config);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    const directives = cspDirectives(config);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['require-trusted-types-for']).toEqual(["'script'"]);
    expect(directives['trusted-types']).toEqual(['dompurify', 'default']);
    expect(headers['Content-Security-Policy']).toContain("require-trusted-types-for 'script'; trusted-types dompurify default");
  });
});

describe("the default policy's script URLs", () => {
  const page = 'https://portal.ics.example/dashboard';

  it("admits the portal's own scripts (pdf.js's worker, the world host, MSW's service worker)", () => {
    expect(sameOriginScriptUrl('/assets/pdf.worker.min-abc.mjs', page)).toBe('https://portal.ics.example/assets/pdf.worker.min-abc.mjs');
    expect(sameOriginScriptUrl('/mock-service-worker.js', page)).toBe('https://portal.ics.example/mock-service-worker.js');
    expect(sameOriginScriptUrl('https://portal.ics.example/assets/world-host.js', page)).toBe(
      'https://portal.ics.example/assets/world-host.js',
    );
  });

  it.each([
    'https://evil.example/worker.js',
    '//evil.example/worker.js',
    'http://portal.ics.example/assets/x.js',
    'https://portal.ics.example:8443/x.js',
    'data:text/javascript,postMessage(1)',
    'javascript:alert(1)',
    'blob:https://evil.example/0a1b',
    'blob:https://portal.ics.example/0a1b',
  ])('refuses %s', (url) => {
    expect(sameOriginScriptUrl(url, page)).toBeNull();
  });
});
