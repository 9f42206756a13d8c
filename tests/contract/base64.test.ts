import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Json, encodeBase64, encodeBase64Json } from '../../src/contract';

describe('the UTF-8-safe base64 codec', () => {
  it('round-trips any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const decoded = decodeBase64(encodeBase64(text));
        return text === '' ? !decoded.ok : decoded.ok && decoded.value === text;
      }),
    );
  });

  it('encodes names with diacritics that btoa refuses', () => {
    expect(() => btoa('Wanjirũ')).toThrow();
    expect(decodeBase64(encodeBase64('Wanjirũ'))).toEqual({ ok: true, value: 'Wanjirũ' });
  });

  it('accepts URL-safe and unpadded forms', () => {
    const standard = encodeBase64('M1001?x>y');
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeBase64(urlSafe)).toEqual({ ok: true, value: 'M1001?x>y' });
  });

  it('turns garbage into a clear message, never an exception', () => {
    for (const bad of ['', '%%%', 'abc!', 'a', '////', '<script>', '\u0000', '=abc', '/w==']) {
      const result = decodeBase64(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/damaged/);
    }
    fc.assert(fc.property(fc.string(), (s) => typeof decodeBase64(s).ok === 'boolean'));
  });

  it('round-trips JSON batches and rejects non-JSON', () => {
    const batch = { payerID: 'Wanjirũ', amount: 11600.5 };
    expect(decodeBase64Json(encodeBase64Json(batch))).toEqual({ ok: true, value: batch });
    expect(decodeBase64Json(encodeBase64('not json')).ok).toBe(false);
  });
});
