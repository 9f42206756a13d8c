// Two sub-lists with the same past-date, past-year and upper-case marks, put outside `optional` and inside it
// (decision 032): the form's and the fake server's tests read both.
import { z } from '#contract/mini.ts';
import { defineSubListContract, pastDate, pastYear, upperCased } from '#contract/sub-list.ts';

export const day = () => z.string().check(z.iso.date());
export const LATER_YEAR = 'The year cannot be later than this year';
const trials = (fields: { When: z.ZodMiniType; Year: z.ZodMiniType; Name: z.ZodMiniType }) =>
  defineSubListContract({
    name: 'trials',
    one: 'Trial',
    title: 'Trials',
    noun: 'trial',
    path: 'profile/trial',
    fields,
    key: 'lineNo',
    owner: 'individual',
    ownerField: 'ProfileID',
    spec: 'decision 032',
  });

/** The same three marks, outside `optional` and inside it. */
export const markedOutside = () =>
  trials({
    When: pastDate(z.optional(day())),
    Year: pastYear(z.optional(z.number()), LATER_YEAR),
    Name: upperCased(z.optional(z.string())),
  });
export const markedInside = () =>
  trials({
    When: z.optional(pastDate(day())),
    Year: z.optional(pastYear(z.number(), LATER_YEAR)),
    Name: z.optional(upperCased(z.string())),
  });
