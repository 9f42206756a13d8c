// What the flow log keeps of a value as it records (an input, an event, a state): its JSON part. A file of its own so
// that recording, in mock mode's first load, does not carry what only an export needs (./replay-file.ts, the
// redaction in ./secrets.ts and the password rule it reads, ./return-addresses.ts), which the export loads.
import { isPlainObject } from '#machines/load/same-where-equal.ts';
import type { Json } from './replay-file';

/**
 * The JSON part of a value: plain objects, arrays and primitives; the API client, functions, class instances
 * (an actor, a File, a Date), objects made only of those, and non-finite numbers are left out; `undefined` when
 * nothing is left.
 */
export function jsonSafe(value: unknown, depth = 0): Json | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (depth > 20 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.map((item) => jsonSafe(item, depth + 1) ?? null);
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, Json> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries) {
    const safe = jsonSafe(item, depth + 1);
    if (safe !== undefined) out[key] = safe;
  }
  // An object made only of functions (the API client, a store) is left out whole, not kept as `{}`.
  return entries.length > 0 && Object.keys(out).length === 0 ? undefined : out;
}
