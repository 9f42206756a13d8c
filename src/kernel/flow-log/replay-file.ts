// A recorded flow as a `portal replay` file (docs/flows): world, token, input, then each outside event with the
// state it settled in, and the state now as the expectation, its secrets replaced by stand-ins (./secrets.ts).
// Pure, so a unit test pins the exact steps.
import type { FlowName } from '#machines/flow-names.ts';
import { stateLabel } from '#machines/state-label.ts';
import { redactSecrets } from './secrets';

/** A JSON value (what a replay file can carry). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One event sent to the flow's actor from outside, and the state it had settled in when the next one came. */
export interface RecordedEvent {
  event: { type: string } & Record<string, Json>;
  /** The state value just before the next outside event; unset for the newest (its state is the flow's now). */
  settled?: Json;
}

export interface FlowRecord {
  id: string;
  flow: FlowName;
  /** Real time of the actor's start (the file's name). */
  startedAt: number;
  /** Key of the fake backend's snapshot at the start; null while the backend was still starting. */
  worldId: string | null;
  /** The signed-in user's id at the start (never the token: the file signs in with a stand-in session). */
  userId: number | null;
  /** The JSON-safe part of the flow's input. */
  input: Record<string, Json> | null;
  events: RecordedEvent[];
  /** The state value now (the last the actor reached). */
  state: Json;
  /** More events came than a record keeps: the file replays the first ones only. */
  truncated?: boolean;
}

export type ReplayStep =
  | { world: Json }
  | { token: string }
  | { input: Record<string, Json> }
  | { send: RecordedEvent['event'] }
  | { wait: string }
  | { expect: { state: Json } };

const isParallel = (value: unknown) => value !== null && typeof value === 'object' && stateLabel(value).startsWith('{');

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
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined;
  const out: Record<string, Json> = {};
  const entries = Object.entries(value);
  for (const [key, item] of entries) {
    const safe = jsonSafe(item, depth + 1);
    if (safe !== undefined) out[key] = safe;
  }
  // An object made only of functions (the API client, a store) is left out whole, not kept as `{}`.
  return entries.length > 0 && Object.keys(out).length === 0 ? undefined : out;
}

export function replayStepsOf(record: FlowRecord, world: Json): ReplayStep[] {
  const safe = redactSecrets(world, record.input, record.events, record.userId);
  const steps: ReplayStep[] = [{ world: safe.world }];
  if (safe.token) steps.push({ token: safe.token });
  if (safe.input && Object.keys(safe.input).length > 0) steps.push({ input: safe.input });
  for (const { event, settled } of safe.events) {
    steps.push({ send: event }, { wait: stateLabel(settled === undefined ? record.state : settled) });
  }
  steps.push({ expect: { state: isParallel(record.state) ? record.state : stateLabel(record.state) } });
  return steps;
}

/** `replay-otp-2026-11-24T10-00-00.json` (the flow's start, UTC). */
export function replayFileName(record: Pick<FlowRecord, 'flow' | 'startedAt'>): string {
  return `replay-${record.flow}-${new Date(record.startedAt).toISOString().slice(0, 19).replaceAll(':', '-')}.json`;
}
