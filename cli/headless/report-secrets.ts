// What a replay's report prints in place of the secrets the backend issued (issue 37): a session's token and a code
// or link token read from the outbox. Each is printed by what it is — `‹session of member@demo.test›`, `‹code sent
// to member@demo.test›` — so a report is the same bytes whatever the backend drew (over HTTP, the target's own
// randomness: decision 048) and a CI log carries no secret. Found by what they are, never by a field's name: a
// session is an answer of the contract's session shape (`{token, user}`), a code is what a `$outbox` reference read.

import { mapParts } from './map-parts';

/** Shorter secrets are replaced only where they are a whole value: as a part of a text they may be anything. */
const MIN_PART_LENGTH = 6;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ReportSecrets {
  readonly #labels = new Map<string, string>();
  /** The secrets long enough to be found inside a text, longest first; null until a text asks. */
  #parts: string[] | null = null;
  #pattern: RegExp | null = null;
  #version = 0;

  /** Changes whenever a secret is added or the secrets are cleared: a redacted view stays true while it holds. */
  get version(): number {
    return this.#version;
  }

  /** `value` is a secret, printed as `label` from now on (the first label given stays). */
  add(value: string, label: string): void {
    if (value === '' || this.#labels.has(value)) return;
    this.#labels.set(value, label);
    this.#forget();
  }

  /** A session answer (`{token, user: {email}}`) names its token's owner; anything else is not a session. */
  noteSession(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const { token, user } = data as { token?: unknown; user?: { email?: unknown } | null };
    if (typeof token === 'string' && typeof user?.email === 'string') this.add(token, `‹session of ${user.email}›`);
  }

  clear(): void {
    if (this.#labels.size === 0) return;
    this.#labels.clear();
    this.#forget();
  }

  #forget(): void {
    this.#parts = null;
    this.#pattern = null;
    this.#version += 1;
  }

  /**
   * `value` with every secret replaced by its label, however deep, inside a longer text too (a link's token). A part
   * without a secret comes back as itself (a replay's diff compares the parts by identity first).
   */
  redact(value: unknown): unknown {
    if (this.#labels.size === 0) return value;
    if (typeof value === 'string') return this.#text(value);
    return mapParts(value, (part) => this.redact(part));
  }

  #text(value: string): string {
    const whole = this.#labels.get(value);
    if (whole !== undefined) return whole;
    this.#parts ??= [...this.#labels.keys()].filter((v) => v.length >= MIN_PART_LENGTH).sort((a, b) => b.length - a.length);
    // Most texts hold no secret: only one that does is searched with the pattern (built once it is needed).
    if (!this.#parts.some((part) => value.includes(part))) return value;
    this.#pattern ??= this.#partPattern(this.#parts);
    return value.replace(this.#pattern, (found) => this.#labels.get(found) ?? found);
  }

  #partPattern(parts: string[]): RegExp {
    // A code of digits inside a longer number (a phone number, an amount) is that number, not the code.
    return new RegExp(parts.map((v) => (/^\d+$/.test(v) ? `(?<!\\d)${v}(?!\\d)` : escape(v))).join('|'), 'g');
  }
}
