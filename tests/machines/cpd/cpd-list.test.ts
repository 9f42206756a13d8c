// My Cpd's rules: the years of the filter (earliest award to this year, newest first), a year keeps the awards
// whose period equals it as text, and the total sums the rows shown.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CpdAward } from '#contract';
import { ALL_YEARS, awardsOfYear, cpdListMachine, cpdYears, totalPoints } from '#machines/cpd/cpd-list.machine.ts';

const award = (period: string, pointAwarded: number, eventCode = `EV-${period}-${pointAwarded}`): CpdAward => ({
  memberNo: 'M1001',
  description: 'Seminar',
  provider: 'EBK',
  location: 'Nairobi',
  eventDate: `${period}-03-01`,
  endDate: `${period}-03-02`,
  pointAwarded,
  eventCode,
  certificateNo: '',
  bookingNo: '',
  period,
});

describe('cpdYears: from the earliest award to this year, newest first', () => {
  it('starts at the earliest period', () => {
    expect(cpdYears([award('2024', 5), award('2022', 3)], '2026-11-02')).toEqual(['2026', '2025', '2024', '2023', '2022']);
  });
  it('is this year alone without awards, or with an award of this year only', () => {
    expect(cpdYears([], '2026-11-02')).toEqual(['2026']);
    expect(cpdYears([award('2026', 1)], '2026-01-01')).toEqual(['2026']);
  });
  it('ignores a period after this year and one that is not a year', () => {
    expect(cpdYears([award('2027', 1), award('n/a', 1), award('2025', 1)], '2026-11-02')).toEqual(['2026', '2025']);
  });
});

describe('awardsOfYear: the period compared as text', () => {
  const awards = [award('2025', 10), award('2026', 4), award(' 2025', 7), award('2025', 2)];
  it('keeps the awards whose period is the year, and no others', () => {
    expect(awardsOfYear(awards, '2025').map((a) => a.pointAwarded)).toEqual([10, 2]);
    expect(awardsOfYear(awards, '2024')).toEqual([]);
  });
  it('keeps every award for All years', () => {
    expect(awardsOfYear(awards, ALL_YEARS)).toHaveLength(4);
  });
});

describe('totalPoints: Total CPD Acquired', () => {
  it('sums the rows shown, 0 for none', () => {
    expect(totalPoints([award('2025', 10), award('2025', 2.5)])).toBe(12.5);
    expect(totalPoints([])).toBe(0);
  });
});

describe('cpdListMachine', () => {
  it('starts on All years and keeps the year chosen', () => {
    const actor = createActor(cpdListMachine).start();
    expect(actor.getSnapshot().context.year).toBe(ALL_YEARS);
    actor.send({ type: 'cpd.year', year: '2025' });
    expect(actor.getSnapshot().context.year).toBe('2025');
  });
});
