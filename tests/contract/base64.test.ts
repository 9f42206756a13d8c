// The one base64 codec (src/contract/base64.ts): round trips of text and bytes, both alphabets, with and without
// padding, and a clear message (never an exception, never a wrong value) for anything else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, decodeBase64, decodeBase64Json, encodeBase64, encodeBase64Json } from '#contract/base64.ts';

const DAMAGED = 'The link is damaged: it does not contain valid encoded data.';
const urlSafeUnpadded = (standard: string) => standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An oracle independent of the codec: Node's Buffer says whether bytes are well-formed UTF-8. */
const isUtf8 = (bytes: Uint8Array) => Buffer.compare(Buffer.from(Buffer.from(bytes).toString('utf8'), 'utf8'), Buffer.from(bytes)) === 0;

describe('the UTF-8-safe base64 codec', () => {
  it('base64 round trip: any Unicode text comes back unchanged, in the standard and the URL-safe unpadded forms', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), (text) => {
        const encoded = encodeBase64(text);
        expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe(text);
        expect(decodeBase64(encoded)).toEqual({ ok: true, value: text });
        expect(decodeBase64(urlSafeUnpadded(encoded))).toEqual({ ok: true, value: text });
      }),
    );
    expect(decodeBase64(encodeBase64(''))).toEqual({ ok: false, error: DAMAGED });
  });

  it('base64 round trip: any bytes (documents past one 4,096-byte chunk too) come back unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.uint8Array({ minLength: 4_090, maxLength: 9_000 })), (bytes) => {
        const encoded = bytesToBase64(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
        expect(base64ToBytes(encoded)).toEqual({ ok: true, value: bytes });
      }),
      // Shrinking arrays of kilobytes takes minutes: the first counterexample is reported as it is.
      { numRuns: 60, endOnFailure: true },
    );
  });

  it('base64 round trip: encoded bytes decode to text exactly when they are UTF-8, and that text encodes back to the same base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (bytes) => {
        const encoded = bytesToBase64(bytes);
        const decoded = decodeBase64(encoded);
        if (isUtf8(bytes)) {
          expect(decoded.ok).toBe(true);
          if (decoded.ok) expect(encodeBase64(decoded.value)).toBe(encoded);
        } else {
          expect(decoded).toEqual({ ok: false, error: DAMAGED });
        }
      }),
      { numRuns: 500 },
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

  it('padding rule: a link whose padding was cut short or left out still decodes (atob alone refuses "QQ=")', () => {
    expect(decodeBase64('QQ=')).toEqual({ ok: true, value: 'A' });
    expect(decodeBase64('QQ')).toEqual({ ok: true, value: 'A' });
    expect(decodeBase64('QQ==')).toEqual({ ok: true, value: 'A' });
  });

  it('turns garbage into a clear message, never an exception', () => {
    for (const bad of ['', '%%%', 'abc!', 'a', '////', '<script>', '\u0000', '=abc', '/w==']) {
      const result = decodeBase64(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/damaged/);
    }
    // Any input at all: either the clear message, or text that is exactly what the input's bytes say.
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String()), (s) => {
        const result = decodeBase64(s);
        if (!result.ok) {
          expect(result.error).toBe(DAMAGED);
        } else {
          const standard = s.trim().replace(/-/g, '+').replace(/_/g, '/');
          expect(Buffer.from(result.value, 'utf8')).toEqual(Buffer.from(standard, 'base64'));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips JSON batches and rejects non-JSON', () => {
    const batch = { payerID: 'Wanjirũ', amount: 11600.5 };
    expect(decodeBase64Json(encodeBase64Json(batch))).toEqual({ ok: true, value: batch });
    expect(decodeBase64Json(encodeBase64('not json'))).toEqual({ ok: false, error: 'The link is damaged: its data could not be read.' });
    // A link that is not base64 at all says so, not that its data is unreadable.
    expect(decodeBase64Json('%%%')).toEqual({ ok: false, error: DAMAGED });
  });

  it('a link copied with spaces around still decodes; more than two padding signs, or one character over a block, do not', () => {
    expect(decodeBase64(' QQ== \n')).toEqual({ ok: true, value: 'A' });
    for (const bad of ['QQ===', 'QUJDR', 'Q']) expect(decodeBase64(bad), bad).toEqual({ ok: false, error: DAMAGED });
  });

  it('a document arrives as bytes even with line breaks in its base64 (as mail and some servers wrap it)', () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    const wrapped = `${bytesToBase64(bytes).slice(0, 4)}\r\n ${bytesToBase64(bytes).slice(4)}`;
    expect(base64ToBytes(wrapped)).toEqual({ ok: true, value: bytes });
    expect(base64ToBytes('%%%')).toEqual({ ok: false, error: 'The document could not be read.' });
  });
});
