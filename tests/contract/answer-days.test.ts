// Issue 24 item 1: dates in answers (and date fields of bodies) are typed as dates, so the published OpenAPI says
// `format: date` / `date-time` and a backend (or Prism) that keeps it sends days the screens can read. "Date or
// empty" is a union the OpenAPI shows (`const: ""`), never a plain string.
import { describe, expect, it } from 'vitest';
import { contractText } from '#cli/contract-export.ts';
import { AnswerDayOrEmptySchema, AnswerDaySchema, requiredIsoDate } from '#contract/rules.ts';
import { z } from '#contract/mini.ts';

type Json = Record<string, unknown>;

/** A date field by its name, as the spec's records spell them (startDate, ApplicationDateTime, Registration_Date…). */
const DATE_NAME = /(Date|DateTime|_Date|_at)$|^date/;
/** Date-named fields that stay text, each with why. */
const NOT_DAYS: Record<string, string> = {
  // The user record's verification moment is read by no screen; the session store keeps the user as given.
  email_verified_at: 'no screen shows it',
};

const isDay = (s: Json): boolean =>
  s.format === 'date' ||
  s.format === 'date-time' ||
  (typeof s.pattern === 'string' && s.pattern.includes('\\d{4}')) ||
  (Array.isArray(s.anyOf) && (s.anyOf as Json[]).every((b) => isDay(b) || b.const === ''));

/** Every property named like a date, anywhere in a schema: `where` → its schema. */
function dateFields(schema: unknown, where: string, found: Map<string, Json>): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as Json;
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, Json>)) {
    if (DATE_NAME.test(name) && !(name in NOT_DAYS)) found.set(`${where}.${name}`, sub);
    dateFields(sub, `${where}.${name}`, found);
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const inner = s[key];
    for (const sub of Array.isArray(inner) ? inner : [inner]) dateFields(sub, where, found);
  }
}

describe('dates in the OpenAPI', () => {
  const openapi = JSON.parse(contractText('openapi')) as { paths: Record<string, Record<string, Json>> };
  const found = new Map<string, Json>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const answer = (op.responses as Record<string, Json>)['200']?.content as Record<string, { schema: Json }> | undefined;
      dateFields(answer?.['application/json']?.schema, `${method.toUpperCase()} ${path} answer`, found);
      const body = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
      for (const media of Object.values(body ?? {})) dateFields(media.schema, `${method.toUpperCase()} ${path} body`, found);
    }
  }

  it('finds the date fields of the answers (the walk itself works)', () => {
    const answers = [...found.keys()].filter((k) => k.includes(' answer.'));
    expect(answers.length).toBeGreaterThan(40);
    expect(answers).toContain('GET /profile/ledger answer.data.dueDate');
    expect(answers).toContain('GET /cpd_awards/awards answer.data.eventDate');
  });

  it('types every one of them as a day, a moment, or "a day or empty"', () => {
    const untyped = [...found].filter(([, schema]) => !isDay(schema)).map(([where, schema]) => `${where}: ${JSON.stringify(schema)}`);
    expect(untyped).toEqual([]);
  });
});

describe('the day schemas', () => {
  it('a day or empty takes a day, a moment with or without offset, the blank 0001-01-01 and ""', () => {
    for (const v of [
      '2026-11-01',
      '0001-01-01',
      '9999-12-31',
      '2026-11-01T10:00:00Z',
      '2026-11-01T10:00:00+03:00',
      '2026-11-01T10:00:00',
      '',
    ])
      expect(AnswerDayOrEmptySchema.safeParse(v).success, v).toBe(true);
  });

  it('refuses what a screen would print as "NaN" or "Invalid Date": text, a day that does not exist, a number', () => {
    for (const v of ['cupidatat', '2026-02-30', '2026-13-01', '01/11/2026', 'NaN', 20261101])
      expect(AnswerDayOrEmptySchema.safeParse(v).success, String(v)).toBe(false);
    expect(AnswerDaySchema.safeParse('').success).toBe(false);
  });

  it('a required date field says it is required, then that it is a date; its OpenAPI carries the format', () => {
    const field = requiredIsoDate('Start date is required');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('Start date is required');
    expect(field.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Enter a date as YYYY-MM-DD');
    expect(field.safeParse(' 2024-02-29 ').data).toBe('2024-02-29');
    expect(z.toJSONSchema(field, { io: 'input' })).toMatchObject({ type: 'string', minLength: 1, format: 'date' });
  });
});
