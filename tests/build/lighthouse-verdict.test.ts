// `npm run bench:lighthouse`'s verdict (scripts/lighthouse-verdict.ts): medians per figure, ratios to the floor and
// the limit of the same run, and each of issue 38's targets on both sides of its boundary, each cause alone.
import { describe, expect, it } from 'vitest';
import { medianFigures, missedTargets, rowsOf, tableLines, TARGETS, type PageFigures } from '../../scripts/lighthouse-verdict';

const FLOOR: PageFigures = { score: 1, lcp: 1000, tbt: 10, cls: 0, mainThread: 500, mainThreadCpu: 200, browserCpu: 400 };
const LIMIT: PageFigures = { score: 1, lcp: 800, tbt: 0, cls: 0, mainThread: 250, mainThreadCpu: 100, browserCpu: 300 };
/** A portal page that meets every target, with room on each. */
const GOOD: PageFigures = { score: 0.99, lcp: 1100, tbt: 100, cls: 0.01, mainThread: 900, mainThreadCpu: 300, browserCpu: 1000 };

const rows = (portal: PageFigures) =>
  rowsOf([
    { page: 'floor', kind: 'floor', runs: [FLOOR] },
    { page: 'limit', kind: 'limit', runs: [LIMIT] },
    { page: '/search', kind: 'portal', runs: [portal] },
  ]);

describe('medianFigures', () => {
  it('takes each figure’s own median over the rounds', () => {
    const runs: PageFigures[] = [
      { score: 0.9, lcp: 3000, tbt: 10, cls: 0, mainThread: 700, mainThreadCpu: 400, browserCpu: 600 },
      { score: 0.7, lcp: 1000, tbt: 500, cls: 0.2, mainThread: 900, mainThreadCpu: 200, browserCpu: 900 },
      { score: 0.8, lcp: 2000, tbt: 30, cls: 0.1, mainThread: 800, mainThreadCpu: 300, browserCpu: 700 },
    ];
    expect(medianFigures(runs)).toEqual({ score: 0.8, lcp: 2000, tbt: 30, cls: 0.1, mainThread: 800, mainThreadCpu: 300, browserCpu: 700 });
  });

  it('averages the two middle rounds of an even count', () => {
    expect(medianFigures([GOOD, { ...GOOD, lcp: 1300 }]).lcp).toBe(1200);
  });
});

describe('rowsOf', () => {
  it('gives each page its ratios to the floor and the limit of the same run', () => {
    const search = rows(GOOD).find((r) => r.page === '/search')!;
    expect(search.lcpToFloor).toBeCloseTo(1.1);
    expect(search.lcpToLimit).toBeCloseTo(1.375);
    expect(search.mainThreadToFloor).toBeCloseTo(1.8);
    expect(search.mainThreadToLimit).toBeCloseTo(3.6);
    expect(search.mainThreadCpuToFloor).toBeCloseTo(1.5);
    expect(search.browserCpuToFloor).toBeCloseTo(2.5);
  });

  it('refuses a run without its floor or its limit', () => {
    expect(() => rowsOf([{ page: 'limit', kind: 'limit', runs: [LIMIT] }])).toThrow(/floor/);
    expect(() => rowsOf([{ page: 'floor', kind: 'floor', runs: [FLOOR] }])).toThrow(/limit/);
  });
});

describe('missedTargets', () => {
  it('passes a page inside every target, at each boundary', () => {
    expect(missedTargets(rows(GOOD))).toEqual([]);
    const atBoundaries = {
      ...GOOD,
      lcp: FLOOR.lcp * TARGETS.lcpToFloor,
      mainThread: FLOOR.mainThread * TARGETS.mainThreadToFloor,
      tbt: 199,
      cls: 0.049,
    };
    expect(missedTargets(rows(atBoundaries))).toEqual([]);
    // The CPU figure tells work from waiting; the target is on Lighthouse's own.
    expect(missedTargets(rows({ ...GOOD, mainThreadCpu: FLOOR.mainThreadCpu * 5 }))).toEqual([]);
    expect(missedTargets(rows({ ...GOOD, browserCpu: FLOOR.browserCpu * 5 }))).toEqual([]);
  });

  it.each([
    ['LCP past 1.15× the floor', { lcp: 1151 }, /\/search: LCP 1\.15× the floor's/],
    ['main-thread work past 2× the floor', { mainThread: 1001 }, /\/search: main-thread work 2\.00× the floor's/],
    ['TBT of 200 ms', { tbt: 200 }, /\/search: TBT 200 ms/],
    ['CLS of 0.05', { cls: 0.05 }, /\/search: CLS 0\.050/],
    ['a figure Lighthouse did not give', { lcp: NaN }, /\/search: LCP NaN×/],
  ])('fails on %s alone', (_cause, change, message) => {
    const missed = missedTargets(rows({ ...GOOD, ...change }));
    expect(missed).toHaveLength(1);
    expect(missed[0]).toMatch(message);
  });

  it('does not judge the floor or the limit', () => {
    const slowFloor = rowsOf([
      { page: 'floor', kind: 'floor', runs: [{ ...FLOOR, tbt: 900, cls: 0.3 }] },
      { page: 'limit', kind: 'limit', runs: [{ ...LIMIT, tbt: 900, lcp: 5000 }] },
    ]);
    expect(missedTargets(slowFloor)).toEqual([]);
  });
});

it('prints a Markdown row a page with its ratios', () => {
  const lines = tableLines(rows(GOOD));
  expect(lines).toHaveLength(5);
  expect(lines[4]).toBe(
    '| `/search` | 0.99 | 1.10 s | 1.10× | 1.38× | 100 ms | 900 ms | 1.80× | 3.60× | 300 ms | 1.50× | 1,000 ms | 2.50× | 0.010 |',
  );
});
