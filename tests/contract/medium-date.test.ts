// DECISIONS.md §B "Dates on screens": one formatter everywhere, the en-KE medium date ("25 Nov 2026"), whatever
// the browser's ICU data says (newer ICU writes "Sept" for en-KE and en-GB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#contract/medium-date.ts';

describe('DECISIONS.md §B: dates on screens are the en-KE medium date', () => {
  it.each([
    ['2026-11-25', '25 Nov 2026'],
    ['2026-09-03', '3 Sep 2026'],
    ['2026-08-31', '31 Aug 2026'],
    ['2026-09-01', '1 Sep 2026'],
    ['2026-09-30', '30 Sep 2026'],
    ['2026-10-01', '1 Oct 2026'],
    ['2026-12-31', '31 Dec 2026'],
    ['2027-01-01', '1 Jan 2027'],
    ['2024-02-29', '29 Feb 2024'],
    ['2020-03-10', '10 Mar 2020'],
    ['2026-09-03T00:00:00Z', '3 Sep 2026'],
    ['2026-09-03T00:00:00.000Z', '3 Sep 2026'],
  ])('%s reads %s', (value, shown) => {
    expect(formatDate(value)).toBe(shown);
  });

  it('midnight written any way a backend writes it is that calendar day; midnight in another zone is a moment', () => {
    for (const v of [
      '2026-09-03T00:00',
      '2026-09-03T00:00:00',
      '2026-09-03T00:00:00+00:00',
      '2026-09-03T00:00:00-0000',
      '2026-09-03T00:00:00.0Z',
    ])
      expect(formatDate(v), v).toBe('3 Sep 2026');
    // 00:00 at +14:00 is 10:00 UTC the day before: that day wherever the member is, from UTC-10 to UTC+13.
    expect(formatDate('2026-09-03T00:00:00+14:00')).toBe('2 Sep 2026');
    // A time other than midnight is a moment, never a calendar day read from its first ten characters.
    expect(formatDate('2026-09-03T00:00:00+14:00x')).toBe('2026-09-03T00:00:00+14:00x');
  });

  it('a time of day is written with two digits each', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 5).toISOString())).toBe('5 Jan 2026, 09:05');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('a moment is its day where the member is', () => {
    const local = new Date(2026, 8, 3, 23, 30);
    expect(formatDate(local.toISOString())).toBe('3 Sep 2026');
    expect(formatDateTime(local.toISOString())).toBe('3 Sep 2026, 23:30');
  });

  it('never writes "Sept", a numeric date or the ISO form', () => {
    for (let month = 0; month < 12; month++) {
      const text = formatDate(`2026-${String(month + 1).padStart(2, '0')}-15`);
      expect(text).toMatch(/^15 [A-Z][a-z]{2} 2026$/);
    }
  });

  it('the backend\'s "no date" and empty are blank; what cannot be read, or is no real day, stays as given', () => {
    expect(formatDate('0001-01-01')).toBe('');
    expect(formatDate('0001-01-01T00:00:00')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});

describe('west of UTC (Node reads TZ again when it changes), where a calendar day read as a moment would slip a day', () => {
  const zone = process.env.TZ;
  const inUtcStill = () => new Date(2026, 8, 3).getTimezoneOffset() === 0;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.for([
    '2026-09-03',
    '2026-09-03T00:00',
    '2026-09-03T00:00:00',
    '2026-09-03T00:00:00Z',
    '2026-09-03T00:00:00.0Z',
    '2026-09-03T00:00:00.000Z',
    '2026-09-03T00:00:00+00:00',
    '2026-09-03T00:00:00-0000',
    '2026-09-03T00:00Z',
  ])('%s is 3 Sep 2026', (value, { skip }) => {
    skip(inUtcStill(), 'a worker thread (Stryker) cannot change the zone');
    expect(formatDate(value)).toBe('3 Sep 2026');
  });

  it('a moment is its local day: 01:00 UTC is the evening before in California', ({ skip }) => {
    skip(inUtcStill(), 'a worker thread (Stryker) cannot change the zone');
    expect(formatDate('2026-09-03T01:00:00Z')).toBe('2 Sep 2026');
    expect(formatDate('2026-09-03T00:00:00+03:00')).toBe('2 Sep 2026');
    expect(formatDate('x2026-09-03')).toBe('x2026-09-03');
  });
});
