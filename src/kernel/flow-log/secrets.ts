// What a replay file must never carry (issue 24 item 6): a bearer token, a one-time code, a password typed. A file
// is shared (attached to a report), so each is replaced by a stand-in of its own, the same one wherever the value
// appears: the world's session carries the stand-in token the file signs in with, a right code stays right and a
// wrong one wrong, and a password typed twice (Confirm Password) still matches. The file replays as before.
import type { Json, RecordedEvent } from './replay-file';

/** Fields whose value is a password: typed into a form (`form.change` names it) or carried by an event. */
const PASSWORD_FIELD = /password/i;
/** Fields whose value is a one-time code (the OTP page's `otp.change`, the submission's code, a link's `?verify=`). */
const CODE_FIELD = /^(code|otp|verify)$/i;
/** Fields whose value is a token (a session, a reset link). */
const TOKEN_FIELD = /token/i;
/** Shorter values are replaced only where they are a whole value: as a part of a text they may be anything. */
const MIN_PART_LENGTH = 6;

export interface Redacted {
  world: Json;
  input: Record<string, Json> | null;
  events: RecordedEvent[];
  /** The stand-in token of the flow's user's session in the world, if the flow ran signed in. */
  token: string | null;
}

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
const recordsOf = (world: Json, name: string): Array<{ [key: string]: Json }> => {
  const list = isObject(world) && isObject(world.collections) ? world.collections[name] : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The stand-ins, chosen so none is a value they replace. */
function standIns() {
  const map = new Map<string, string>();
  const taken = new Set<string>();
  let next = 0;
  const fresh = (value: string, make: (n: number) => string) => {
    let candidate: string;
    do candidate = make((next += 1));
    while (taken.has(candidate) || candidate === value);
    return candidate;
  };
  return {
    map,
    /** Marks values as secret before any stand-in is chosen, so no stand-in is one of them. */
    reserve: (values: Iterable<string>) => void [...values].forEach((v) => taken.add(v)),
    add(value: string, kind: 'token' | 'code' | 'password') {
      if (value === '' || map.has(value)) return;
      const standIn =
        kind === 'code' && /^\d+$/.test(value)
          ? fresh(value, (n) => String(n).padStart(value.length, '0').slice(-value.length))
          : fresh(value, (n) => `redacted-${kind}-${n}`);
      map.set(value, standIn);
      taken.add(standIn);
    },
  };
}

/** Secrets an event or the input carries by the name of its field. */
function fieldSecrets(value: { [key: string]: Json }, add: (v: string, kind: 'token' | 'code' | 'password') => void) {
  const name = typeof value.name === 'string' ? value.name : null;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== 'string') continue;
    // A form's `form.change` names its field; its value is what was typed.
    const field = key === 'value' && name !== null ? name : key;
    if (PASSWORD_FIELD.test(field)) add(item, 'password');
    else if (CODE_FIELD.test(field)) add(item, 'code');
    else if (TOKEN_FIELD.test(field)) add(item, 'token');
  }
  for (const item of Object.values(value)) if (isObject(item)) fieldSecrets(item, add);
}

/** `world`, `input` and the events with every secret replaced by its stand-in. */
export function redactSecrets(world: Json, input: Record<string, Json> | null, events: RecordedEvent[], userId: number | null): Redacted {
  const secrets = standIns();
  const sessions = recordsOf(world, 'sessions');
  const codes = recordsOf(world, 'codes');
  const typed: Array<[string, 'token' | 'code' | 'password']> = [];
  const collect = (v: string, kind: 'token' | 'code' | 'password') => void typed.push([v, kind]);
  if (input) fieldSecrets(input, collect);
  for (const { event } of events) fieldSecrets(event, collect);
  const worldSecrets: Array<[string, 'token' | 'code']> = [
    ...sessions.map((s) => [s.token, 'token'] as const),
    ...codes.map((c) => [c.code, 'code'] as const),
  ].filter((entry): entry is [string, 'token' | 'code'] => typeof entry[0] === 'string');
  secrets.reserve([...worldSecrets, ...typed].map(([v]) => v));
  for (const [value, kind] of [...worldSecrets, ...typed]) secrets.add(value, kind);

  const parts = [...secrets.map.keys()].filter((v) => v.length >= MIN_PART_LENGTH).sort((a, b) => b.length - a.length);
  // A code of digits inside a longer number (a phone number, an amount) is that number, not the code.
  const pattern = parts.length ? new RegExp(parts.map((v) => (/^\d+$/.test(v) ? `(?<!\\d)${v}(?!\\d)` : escape(v))).join('|'), 'g') : null;
  // What was typed is replaced where it was typed; in the world only the world's own secrets are whole values
  // (a short code typed, '1', is not every '1' of the world).
  const inWorld = new Set(worldSecrets.map(([v]) => v));
  const replacer = (whole: (value: string) => boolean) => {
    const replace = (value: Json): Json => {
      if (typeof value === 'string') {
        if (whole(value)) return secrets.map.get(value) ?? value;
        return pattern ? value.replace(pattern, (found) => secrets.map.get(found) ?? found) : value;
      }
      if (Array.isArray(value)) return value.map(replace);
      if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
      return value;
    };
    return replace;
  };
  const replaceTyped = replacer((value) => secrets.map.has(value));

  const own = sessions.filter((s) => s.userId === userId && typeof s.token === 'string').at(-1);
  return {
    world: replacer((value) => inWorld.has(value))(world),
    input: input ? (replaceTyped(input) as Record<string, Json>) : null,
    events: events.map((e) => ({ ...e, event: replaceTyped(e.event) as RecordedEvent['event'] })),
    token: own ? (secrets.map.get(own.token as string) ?? null) : null,
  };
}
