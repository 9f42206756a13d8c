// A recording's return addresses belong to the page that recorded it (a payment batch's success and fail addresses
// start with `http://127.0.0.1:4173`): replayed elsewhere (the CLI's headless origin, another target), the gateway's same-origin
// check refuses them. So an address on the recording's origin is written app-relative (its path and query only), the
// origin of whatever replays it, also inside a base64 JSON value (a payment batch), re-encoded. An address on
// another origin stays as it was: the same-origin check still refuses it.
import { decodeBase64Json, encodeBase64Json } from '#contract/base64.ts';
import type { Json } from './replay-file';

/** Long enough to be a batch, and only base64's characters. */
const BASE64_JSON = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

export function withRelativeAddresses(value: Json, origin: string): Json {
  const rewrite = (v: Json): Json => {
    if (typeof v === 'string') {
      if (v.startsWith(`${origin}/`)) return v.slice(origin.length);
      if (!BASE64_JSON.test(v)) return v;
      const decoded = decodeBase64Json(v);
      if (!decoded.ok || typeof decoded.value !== 'object' || decoded.value === null) return v;
      const inner = decoded.value as Json;
      const rewritten = rewrite(inner);
      return JSON.stringify(rewritten) === JSON.stringify(inner) ? v : encodeBase64Json(rewritten);
    }
    if (Array.isArray(v)) return v.map(rewrite);
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, rewrite(item)]));
    return v;
  };
  return rewrite(value);
}
