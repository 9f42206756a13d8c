// What a recording must never carry (issue 24 item 6, issue 37 item 7): a bearer token, a one-time code, a password
// typed. Each is found by what it is, never by the name of the field it was typed in (an invoice number typed in
// a field called `code` is no secret):
// - a token is a session's token in one of the journey's worlds;
// - a one-time code is a code a message of the outbox carried (the world at the export has every message the
//   journey's flows made the backend send); typed, it becomes an `$outbox` reference, so the replay types the code
//   its own world sends, whatever the seed. A part of one typed on the way (a field's value keystroke by keystroke:
//   `4829` before `482913`) is its start, read from the same message, when the whole code is typed in the journey
//   too or the part is at least MIN_CODE_START long (shorter, an unrelated `12` is as likely);
// - a password is a typed value that is some account's password (its hash matches) or that meets the portal's
//   password rule (what registration and reset accept). It becomes a stand-in that meets the rule too, the same
//   one wherever it was typed (Confirm Password still matches), and every account of the carried world whose
//   password it was gets the stand-in's hash, so a login replays.
// The world's own tokens and codes are replaced by stand-ins of their own, as before.
import { NewPasswordSchema } from '#contract/rules.ts';
import type { Json, RecordedEvent } from './replay-file';

/** Shorter values are replaced only where they are a whole value: as a part of a text they may be anything. */
const MIN_PART_LENGTH = 6;

/** A code's start typed on the way to it is a secret at this length even when the whole code never is. */
const MIN_CODE_START = 3;

/** A typed value that stands for the code the replay's world sends to `to`. */
interface OutboxRef {
  $outbox: { to: string; match: string };
}

export interface TypedFlow {
  input: Record<string, Json> | null;
  events: RecordedEvent[];
}

export interface RedactOptions {
  /** The fake backend's password hash (mocks/domain/password.ts), to find and reset the accounts a password opens. */
  hashPassword: (password: string, salt: string) => string;
  /** Worlds the journey's flows saw (each flow's start, the export's now): where tokens, codes and accounts are found. */
  seen: Json[];
}

export interface Redacted {
  world: Json;
  flows: Array<{ input: Record<string, Json> | null; events: RecordedEvent[] }>;
  /** Each stand-in token by the real one (a flow signs in with its session's stand-in). */
  tokens: ReadonlyMap<string, string>;
}

const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
export const recordsOf = (world: Json, name: string): Array<{ [key: string]: Json }> => {
  const list = isObject(world) && isObject(world.collections) ? world.collections[name] : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const text = (v: Json | undefined): string[] => (typeof v === 'string' ? [v] : []);
const strings = (list: Json | undefined): string[] => (Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);

/** A password the portal would accept: what registration, reset and change demand (src/contract/rules.ts). */
export const meetsPasswordRule = (value: string): boolean => NewPasswordSchema.safeParse(value).success;

/**
 * A pattern that finds a code of the same shape and whose first group is its first `length` characters (`739765` →
 * `\b(\d{6})\b`; its start `7397` → `\b(\d{4})\d{2}\b`).
 */
function codePattern(code: string, length = code.length): string {
  if (/^\d+$/.test(code)) return `\\b(\\d{${length}})${length < code.length ? `\\d{${code.length - length}}` : ''}\\b`;
  const shape = [...code].map((c) => (/\d/.test(c) ? '\\d' : /[A-Za-z]/.test(c) ? '[A-Za-z]' : escape(c)));
  return `\\b(${shape.slice(0, length).join('')})${shape.slice(length).join('')}\\b`;
}

/** Parts of a link long enough to be a secret (a path segment, a query value), each with a pattern that finds it in that link. */
function linkParts(link: string): Array<[string, string]> {
  const parts: Array<[string, string]> = [];
  const [path = '', query = ''] = link.split('#')[0]!.split('?');
  const segments = path.split('/');
  segments.forEach((segment, i) => {
    if (segment.length < MIN_PART_LENGTH) return;
    const before = escape(segments.slice(0, i).join('/') + '/');
    parts.push([decodeURIComponent(segment), `${before}([^/?#]+)`]);
  });
  for (const [key, value] of new URLSearchParams(query))
    if (value.length >= MIN_PART_LENGTH) parts.push([value, `[?&]${escape(key)}=([^&#]+)`]);
  return parts;
}

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
          : kind === 'password'
            ? // Upper and lower case, a digit and a sign, 11 characters: the portal's password rule.
              fresh(value, (n) => `Replay!${String(n).padStart(4, '0')}`)
            : fresh(value, (n) => `redacted-${kind}-${n}`);
      map.set(value, standIn);
      taken.add(standIn);
    },
  };
}

/** Every string typed: the input's and the events' values, however deep. */
function typedStrings(value: Json, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => typedStrings(v, into));
  else if (isObject(value)) Object.values(value).forEach((v) => typedStrings(v, into));
  return into;
}

/** The carried world, the flows' inputs and events, with every secret replaced. */
export function redactJourney(world: Json, flows: TypedFlow[], options: RedactOptions): Redacted {
  const seen = [world, ...options.seen];
  const secrets = standIns();
  const typed = new Set<string>();
  for (const flow of flows) {
    if (flow.input) typedStrings(flow.input, typed);
    for (const { event } of flow.events) typedStrings(event, typed);
  }
  const tokens = new Set(seen.flatMap((w) => recordsOf(w, 'sessions').flatMap((s) => text(s.token))));
  const worldCodes = new Set(recordsOf(world, 'codes').flatMap((c) => text(c.code)));
  /** Codes the backend issued (a reset link's token is one): a link's part is a secret only if it is one of them. */
  const issued = new Set(seen.flatMap((w) => recordsOf(w, 'codes').flatMap((c) => text(c.code))));
  /** Each code a message carried (or a link's part: a reset link's token), with the newest such message's address and a pattern that finds it there. */
  const sent = new Map<string, { to: string; match: string }>();
  for (const w of seen)
    for (const m of recordsOf(w, 'outbox').toSorted((a, b) => Number(a.id) - Number(b.id))) {
      if (typeof m.to !== 'string') continue;
      for (const code of strings(m.codes)) sent.set(code, { to: m.to, match: codePattern(code) });
      for (const link of strings(m.links))
        for (const [part, match] of linkParts(link)) if (issued.has(part) && !sent.has(part)) sent.set(part, { to: m.to, match });
    }
  /**
   * Each start of a code a message carried typed on the way to it, read from the same message: the whole code typed
   * in the journey too, or a start of MIN_CODE_START or more (a part of a code never typed whole is still a secret).
   */
  const carriedCodes = new Set(seen.flatMap((w) => recordsOf(w, 'outbox').flatMap((m) => strings(m.codes))).filter((c) => sent.has(c)));
  const starts = new Map<string, { to: string; match: string }>();
  for (const value of typed) {
    if (value === '' || sent.has(value)) continue;
    const begun = [...carriedCodes].filter((c) => c.length > value.length && c.startsWith(value));
    const code = begun.find((c) => typed.has(c)) ?? (value.length >= MIN_CODE_START ? begun[0] : undefined);
    if (code !== undefined) starts.set(value, { to: sent.get(code)!.to, match: codePattern(code, value.length) });
  }
  const accounts = seen.flatMap((w) => recordsOf(w, 'accounts'));
  const opensAccount = (value: string) =>
    accounts.some((a) => typeof a.email === 'string' && a.passwordHash === options.hashPassword(value, a.email));
  const passwords = [...typed].filter((v) => !tokens.has(v) && !sent.has(v) && !starts.has(v) && (opensAccount(v) || meetsPasswordRule(v)));

  secrets.reserve([...tokens, ...worldCodes, ...sent.keys(), ...passwords]);
  for (const token of tokens) secrets.add(token, 'token');
  for (const code of worldCodes) secrets.add(code, 'code');
  for (const password of passwords) secrets.add(password, 'password');

  // The accounts a typed password opens get the stand-in's hash, so signing in with the stand-in works.
  const carried = isObject(world) && isObject(world.collections) ? world.collections : {};
  const rehashed = recordsOf(world, 'accounts').map((a) => {
    const email = typeof a.email === 'string' ? a.email : null;
    const opened = email === null ? undefined : passwords.find((p) => a.passwordHash === options.hashPassword(p, email));
    return opened === undefined || email === null ? a : { ...a, passwordHash: options.hashPassword(secrets.map.get(opened)!, email) };
  });
  const worldWithPasswords: Json =
    isObject(world) && isObject(world.collections)
      ? { ...world, collections: { ...carried, ...(Array.isArray(carried.accounts) ? { accounts: rehashed } : {}) } }
      : world;

  const parts = [...secrets.map.keys()].filter((v) => v.length >= MIN_PART_LENGTH).sort((a, b) => b.length - a.length);
  // A code of digits inside a longer number (a phone number, an amount) is that number, not the code.
  const pattern = parts.length ? new RegExp(parts.map((v) => (/^\d+$/.test(v) ? `(?<!\\d)${v}(?!\\d)` : escape(v))).join('|'), 'g') : null;
  const inWorld = new Set([...tokens, ...worldCodes]);
  const replacer = (whole: (value: string) => Json | undefined) => {
    const replace = (value: Json): Json => {
      if (typeof value === 'string') {
        const standIn = whole(value);
        if (standIn !== undefined) return standIn;
        return pattern ? value.replace(pattern, (found) => secrets.map.get(found) ?? found) : value;
      }
      if (Array.isArray(value)) return value.map(replace);
      if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
      return value;
    };
    return replace;
  };
  // Typed, a code the outbox carried is read from the replay's own outbox; a password or token is its stand-in.
  const replaceTyped = replacer((value) => {
    const ref = sent.get(value) ?? starts.get(value);
    if (ref !== undefined) return { $outbox: ref } satisfies OutboxRef;
    return secrets.map.get(value);
  });
  return {
    world: replacer((value) => (inWorld.has(value) ? secrets.map.get(value) : undefined))(worldWithPasswords),
    flows: flows.map((flow) => ({
      input: flow.input ? (replaceTyped(flow.input) as Record<string, Json>) : null,
      events: flow.events.map((e) => ({ ...e, event: replaceTyped(e.event) as RecordedEvent['event'] })),
    })),
    tokens: new Map([...tokens].map((t) => [t, secrets.map.get(t)!])),
  };
}
