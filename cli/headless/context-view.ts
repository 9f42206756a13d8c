// What a replay prints of a machine: its state value as a dotted path, and its context reduced to what JSON can
// say (API clients, child actors and functions left out; bytes as a count), so reports diff and repeat exactly.
import { isPlainObject } from '#machines/load/same-where-equal.ts';
import { stateLabel } from '#machines/state-label.ts';
import { mapParts } from './map-parts';

export interface ContextChange {
  key: string;
  before: string;
  after: string;
}

const isActorLike = (value: object) => typeof (value as { getSnapshot?: unknown }).getSnapshot === 'function';

/**
 * The JSON-safe part of a value, or undefined when nothing of it is data. A part that is JSON already comes back as
 * itself, not a copy: a machine's context keeps the parts an event did not change, so a step's diff finds them
 * unchanged by identity, without printing them (a replay views the context at every step).
 */
function jsonSafe(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'object') return undefined;
  if (value instanceof Uint8Array) return `<${value.byteLength} bytes>`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return mapParts(value, (item) => jsonSafe(item) ?? null);
  if (isActorLike(value)) return undefined;
  let out: Record<string, unknown> | null = isPlainObject(value) ? null : {};
  let kept = 0;
  let functions = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'function') functions++;
    const safe = jsonSafe(v);
    if (out === null && (safe !== v || safe === undefined)) out = copyBefore(value as Record<string, unknown>, key);
    if (safe === undefined) continue;
    kept++;
    if (out !== null) out[key] = safe;
  }
  // An object of functions only (an API client, a store) is a service, not data.
  if (kept === 0 && functions > 0) return undefined;
  return out ?? value;
}

/** The own keys of `value` before `stop`, as they are (each is its own JSON already). */
function copyBefore(value: Record<string, unknown>, stop: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (key === stop) break;
    if (Object.hasOwn(value, key)) out[key] = value[key];
  }
  return out;
}

export function contextView(context: unknown): Record<string, unknown> {
  const safe = jsonSafe(context);
  return safe && typeof safe === 'object' && !Array.isArray(safe) ? (safe as Record<string, unknown>) : {};
}

/** Expected is a part of actual: a state name matches its substates ("ready" matches "ready.idle"). */
export function matchesPartial(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'string' && actual !== null && typeof actual === 'object' && !Array.isArray(actual)) {
    const label = stateLabel(actual);
    return label === expected || label.startsWith(`${expected}.`);
  }
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matchesPartial(actual[i], e));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => matchesPartial((actual as Record<string, unknown>)[k], v));
  }
  return actual === expected;
}

const MAX_SHOWN = 120;
const shown = (value: unknown) => {
  const json = value === undefined ? '—' : JSON.stringify(value);
  return json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN - 1)}…` : json;
};

export function diffContext(before: Record<string, unknown>, after: Record<string, unknown>): ContextChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((key) => before[key] !== after[key] && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: shown(before[key]), after: shown(after[key]) }));
}
