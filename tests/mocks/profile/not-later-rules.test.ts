// The fake server's "not after today" rules of a sub-list hold however `optional` wraps a field's mark
// (decision 032): a date a day after the simulated today and a year after its year are refused with their
// messages, today and this year are taken, and a field left out is left to the schema.
import { describe, expect, it } from 'vitest';
import { listMessages } from '#contract/profile-lists.ts';
import { createDb } from '#mocks/db/index.ts';
import { notLaterRules } from '#mocks/handlers/profile/sub-list.ts';
import { createSimulation } from '#mocks/simulation/simulation.ts';
import { LATER_YEAR, markedInside, markedOutside } from '../../support/marked-lists';

const simulation = createSimulation(createDb(), { startAt: Date.parse('2026-06-01T12:00:00Z') });

describe.each([
  ['pastDate(z.optional(x))', markedOutside],
  ['z.optional(pastDate(x))', markedInside],
])('the fake server, for a field marked %s', (_, make) => {
  const check = notLaterRules(make());

  it('refuses a date after the simulated today and takes today', () => {
    expect(simulation.today()).toBe('2026-06-01');
    expect(() => check({ When: '2026-06-02' }, simulation)).toThrow(
      expect.objectContaining({ status: 422, message: listMessages.dateInFuture }),
    );
    expect(() => check({ When: '2026-06-01' }, simulation)).not.toThrow();
    expect(() => check({}, simulation)).not.toThrow();
  });

  it('refuses a year after the simulated year with its message and takes this year', () => {
    expect(() => check({ Year: 2027 }, simulation)).toThrow(expect.objectContaining({ status: 422, message: LATER_YEAR }));
    expect(() => check({ Year: 2026 }, simulation)).not.toThrow();
  });
});
