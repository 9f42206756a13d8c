// My Cpd (document 2's CPD list and document 3's /cpd, one screen): the member's CPD awards filtered by year.
// Years run from a start year to this year, newest first; a year keeps the awards whose `period` equals it as
// text; the total sums the rows shown. The start year is the earliest award's period (spec §D).
import { assign, setup } from 'xstate';
import type { CpdAward } from '#contract';
import type { EventsOf } from '../event-schemas';
import type { cpdEventSchemas } from './cpd-list.events';

/** The filter's first choice: every award. */
export const ALL_YEARS = 'all';

/** The years to choose from, newest first: from the earliest award's period (or this year) to this year. */
export function cpdYears(awards: readonly CpdAward[], today: string): string[] {
  const thisYear = Number(today.slice(0, 4));
  const periods = awards.map((a) => Number(a.period.trim())).filter((y) => Number.isInteger(y) && y > 1900 && y <= thisYear);
  const start = Math.min(thisYear, ...periods);
  return Array.from({ length: thisYear - start + 1 }, (_, i) => String(thisYear - i));
}

/** The awards of the chosen year, compared as text (spec 3 §CPD); every award for ALL_YEARS. */
export function awardsOfYear(awards: readonly CpdAward[], year: string): CpdAward[] {
  return year === ALL_YEARS ? [...awards] : awards.filter((a) => a.period === year);
}

/** 'Total CPD Acquired': the sum of pointAwarded over the rows shown. */
export function totalPoints(awards: readonly CpdAward[]): number {
  return awards.reduce((sum, a) => sum + a.pointAwarded, 0);
}

export const cpdListMachine = setup({
  types: {
    context: {} as { year: string },
    events: {} as EventsOf<typeof cpdEventSchemas>,
  },
}).createMachine({
  id: 'cpdList',
  context: { year: ALL_YEARS },
  on: { 'cpd.year': { actions: assign({ year: ({ event }) => event.year }) } },
});
