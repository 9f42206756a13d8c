// The one UTF-8-safe base64 codec for route params, query params and payment batches (btoa('Wanjirũ') throws).

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Accepts standard and URL-safe alphabets, with or without padding. Never throws. */
export function decodeBase64(encoded: string): DecodeResult<string> {
  const cleaned = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (cleaned === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned) || cleaned.replace(/=+$/, '').length % 4 === 1) {
    return { ok: false, error: 'The link is damaged: it does not contain valid encoded data.' };
  }
  const padded = cleaned.replace(/=+$/, '').padEnd(Math.ceil(cleaned.replace(/=+$/, '').length / 4) * 4, '=');
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: 'The link is damaged: it does not contain valid encoded data.' };
  }
}

export function encodeBase64Json(value: unknown): string {
  return encodeBase64(JSON.stringify(value));
}

export function decodeBase64Json(encoded: string): DecodeResult<unknown> {
  const text = decodeBase64(encoded);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, error: 'The link is damaged: its data could not be read.' };
  }
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(encoded: string): DecodeResult<Uint8Array> {
  try {
    const binary = atob(encoded.replace(/\s+/g, ''));
    return { ok: true, value: Uint8Array.from(binary, (c) => c.charCodeAt(0)) };
  } catch {
    return { ok: false, error: 'The document could not be read.' };
  }
}
