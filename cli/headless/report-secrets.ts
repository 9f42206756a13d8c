// What a replay's report prints in place of the secrets the backend issued (issue 37): a session's token and a code
// or link token read from the outbox. Each is printed by what it is — `‹session of member@demo.test›`, `‹code sent
// to member@demo.test›` — so a report is the same bytes whatever the backend drew (over HTTP, the target's own
// randomness: decision 048) and a CI log carries no secret. Found by what they are, never by a field's name: a
// session is an answer of the contract's session shape (`{token, user}`), a code is what a `$outbox` reference read.

/** Shorter secrets are replaced only where they are a whole value: as a part of a text they may be anything. */
const MIN_PART_LENGTH = 6;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ReportSecrets {
  readonly #labels = new Map<string, string>();
  #pattern: RegExp | null = null;

  /** `value` is a secret, printed as `label` from now on (the first label given stays). */
  add(value: string, label: string): void {
    if (value === '' || this.#labels.has(value)) return;
    this.#labels.set(value, label);
    this.#pattern = null;
  }

  /** A session answer (`{token, user: {email}}`) names its token's owner; anything else is not a session. */
  noteSession(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const { token, user } = data as { token?: unknown; user?: { email?: unknown } | null };
    if (typeof token === 'string' && typeof user?.email === 'string') this.add(token, `‹session of ${user.email}›`);
  }

  clear(): void {
    this.#labels.clear();
    this.#pattern = null;
  }

  /**
   * `value` with every secret replaced by its label, however deep, inside a longer text too (a link's token). A part
   * without a secret comes back as itself (a replay's diff compares the parts by identity first).
   */
  redact(value: unknown): unknown {
    if (this.#labels.size === 0) return value;
    if (typeof value === 'string') return this.#text(value);
    if (Array.isArray(value)) {
      const items = value.map((v) => this.redact(v));
      return items.every((item, i) => item === value[i]) ? value : items;
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => [k, v, this.redact(v)] as const);
      return entries.every(([, v, r]) => v === r) ? value : Object.fromEntries(entries.map(([k, , r]) => [k, r]));
    }
    return value;
  }

  #text(value: string): string {
    const whole = this.#labels.get(value);
    if (whole !== undefined) return whole;
    this.#pattern ??= this.#partPattern();
    return this.#pattern ? value.replace(this.#pattern, (found) => this.#labels.get(found) ?? found) : value;
  }

  #partPattern(): RegExp | null {
    const parts = [...this.#labels.keys()].filter((v) => v.length >= MIN_PART_LENGTH).sort((a, b) => b.length - a.length);
    // A code of digits inside a longer number (a phone number, an amount) is that number, not the code.
    return parts.length ? new RegExp(parts.map((v) => (/^\d+$/.test(v) ? `(?<!\\d)${v}(?!\\d)` : escape(v))).join('|'), 'g') : null;
  }
}
