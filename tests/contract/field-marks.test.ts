// The past-date, past-year and upper-case marks of a sub-list field hold however `optional` wraps them: the form
// made from the list (formSchemas) refuses a later date or year in both orders, and the view reads upper-casing
// in both (the fake server's side: tests/mocks/profile/not-later-rules.test.ts). A shared schema marked for one
// field stays unmarked elsewhere.
import { describe, expect, it } from 'vitest';
import { z } from '#contract/mini.ts';
import { IsoDateSchema } from '#contract/rules.ts';
import { isPastDate, isUpperCased, pastDate, pastYearMessage, subListMessages, upperCased } from '#contract/sub-list.ts';
import { day, LATER_YEAR, markedInside, markedOutside } from '../support/marked-lists';

const TODAY = '2026-06-01';
const messagesOf = (schema: z.ZodMiniType, value: object) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe.each([
  ['pastDate(z.optional(x))', markedOutside],
  ['z.optional(pastDate(x))', markedInside],
])('a field marked %s', (_, make) => {
  const list = make();
  const { add, update } = list.formSchemas(() => TODAY);

  it('is read as marked', () => {
    expect(isPastDate(list.fields.When)).toBe(true);
    expect(pastYearMessage(list.fields.Year)).toBe(LATER_YEAR);
    expect(isUpperCased(list.fields.Name)).toBe(true);
    expect([isPastDate(list.fields.Name), pastYearMessage(list.fields.When), isUpperCased(list.fields.Year)]).toEqual([
      false,
      undefined,
      false,
    ]);
  });

  it('is refused by the form a day after today and taken on today, and may still be left out', () => {
    for (const schema of [add, update]) {
      const key = schema === update ? { lineNo: 1 } : {};
      expect(messagesOf(schema, { ...key, When: '2026-06-02' })).toEqual([subListMessages.dateInFuture]);
      expect(messagesOf(schema, { ...key, When: TODAY })).toEqual([]);
      expect(messagesOf(schema, { ...key })).toEqual([]);
    }
  });

  it('says one thing of a text that is no date, however late it reads: not also that it is after today', () => {
    const said = messagesOf(add, { When: '2026-13-45' });
    expect(said).toHaveLength(1);
    expect(said).not.toContain(subListMessages.dateInFuture);
  });

  it('is refused by the form a year after this year and taken this year', () => {
    expect(messagesOf(add, { Year: 2027 })).toEqual([LATER_YEAR]);
    expect(messagesOf(add, { Year: 2026 })).toEqual([]);
  });
});

describe('marking a shared schema', () => {
  it('marks the field it is given for, not every other use of the schema', () => {
    const marked = pastDate(IsoDateSchema);
    expect(isPastDate(marked)).toBe(true);
    expect(isPastDate(IsoDateSchema)).toBe(false);
    expect(isPastDate(z.optional(IsoDateSchema))).toBe(false);
  });

  it('keeps the marks it had when marked again', () => {
    const both = upperCased(pastDate(day()));
    expect([isPastDate(both), isUpperCased(both)]).toEqual([true, true]);
  });
});
