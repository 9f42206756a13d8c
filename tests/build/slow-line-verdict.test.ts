// `npm run bench`'s slow line (scripts/bench-slow-line.ts): issue 38 item 4's target is mock mode's first answer within
// 2× the real-backend build's, both medians of the same run; the table prints each build's medians.
import { describe, expect, it } from 'vitest';
import { slowLineLines, slowLineMet, slowLineRatio, type SlowLineFigures } from '../../scripts/bench-slow-line';

const visit = (firstAnswer: number) => ({ firstAnswer, branded: 2000, login: 9000, dashboard: 20000 });
const figures = (mock: number[], real: number[]): SlowLineFigures => ({
  runs: mock.length,
  mock: mock.map(visit),
  real: real.map(visit),
});

describe('the slow line target', () => {
  it('takes the ratio of the medians, not of one round', () => {
    expect(slowLineRatio(figures([9000, 14000, 30000], [7000, 5000, 9000]))).toBe(2);
  });

  it('is met at 2× and missed past it', () => {
    expect(slowLineMet(figures([14000], [7000]))).toBe(true);
    expect(slowLineMet(figures([14001], [7000]))).toBe(false);
  });
});

it('prints both builds side by side with the verdict', () => {
  const lines = slowLineLines(figures([15000, 16000, 14000], [7000, 7000, 7000]));
  expect(lines[2]).toMatch(/^ {2}mock mode +15,000 ms +2,000 ms +9,000 ms +20,000 ms$/);
  expect(lines[3]).toMatch(/^ {2}real backend \(portal serve\) +7,000 ms/);
  expect(lines[4]).toContain("2.14× the real backend's");
  expect(lines[4]).toContain('NOT met');
});
