// The one UTF-8-safe base64 codec for route params, query params and payment batches (btoa('Wanjirũ') throws).

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function encodeBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
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
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(binaryToBytes(binary)) };
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

// Documents run to megabytes: small chunks through apply and plain loops are ~10× faster than spreading 32k
// arguments or Uint8Array.from with a mapper (700 kB: 5 ms instead of 60 ms each way).
export function bytesToBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < bytes.length; i += 0x1000) {
    chunks.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x1000) as unknown as number[]));
  }
  return btoa(chunks.join(''));
}

export function base64ToBytes(encoded: string): DecodeResult<Uint8Array> {
  try {
    return { ok: true, value: binaryToBytes(atob(/\s/.test(encoded) ? encoded.replace(/\s+/g, '') : encoded)) };
  } catch {
    return { ok: false, error: 'The document could not be read.' };
  }
}

function binaryToBytes(binary: string): Uint8Array {
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
