// Only same-origin return addresses are ever followed after a payment.
import { describe, expect, it } from 'vitest';
import { isSameOriginUrl, sameOriginUrl } from '#contract/return-url.ts';

const origin = 'https://portal.example.org';

describe('payment return addresses', () => {
  it('accepts paths and absolute addresses of this origin', () => {
    expect(sameOriginUrl('/dashboard?payment=return', origin)?.href).toBe('https://portal.example.org/dashboard?payment=return');
    expect(isSameOriginUrl('https://portal.example.org/billing', origin)).toBe(true);
    expect(isSameOriginUrl('billing', origin)).toBe(true);
    expect(isSameOriginUrl(`/${'x'.repeat(1999)}`, origin)).toBe(true);
  });

  it('refuses what is not text (a query parser may hand over an array), never throws', () => {
    for (const bad of [['/dashboard'], 42, null, undefined]) expect(sameOriginUrl(bad as unknown as string, origin)).toBeNull();
  });

  it('refuses every way out', () => {
    for (const bad of [
      '//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      'https://portal@evil.com',
      'https://portal.example.org@evil.com/x',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'https://evil.com/portal.example.org',
      'http://portal.example.org/',
      'https://user:pw@portal.example.org/',
      'https://user@portal.example.org/',
      'https://:pw@portal.example.org/',
      // A backslash anywhere: browsers read it as a slash, so the address is not what it looks like.
      '/dashboard\\x',
      'x'.repeat(2001),
      '',
      ' ',
      'x'.repeat(3000),
    ]) {
      expect(isSameOriginUrl(bad, origin), bad).toBe(false);
    }
  });
});
