// The checklist's progress (document 2: the bar is primary under 50 % and secondary from 50 %; the ring counts
// alike): the 50 % boundary on both sides, and an empty checklist.
import { describe, expect, it } from 'vitest';
import { completeness } from '#machines/member/member-rules.ts';
import type { ChecklistItem } from '#contract/checklist.ts';

const items = (passed: number, total: number): ChecklistItem[] =>
  Array.from({ length: total }, (_, i) => ({ checkListType: `ITEM${i}`, description: 'Requirement', pass: i < passed }));

describe('checklist progress colour switches at 50 %', () => {
  it('49 % is under half (primary)', () => {
    expect(completeness(items(49, 100))).toMatchObject({ percent: 49, atLeastHalf: false });
  });
  it('50 % is half (secondary)', () => {
    expect(completeness(items(1, 2))).toMatchObject({ percent: 50, atLeastHalf: true });
  });
  it('just under half by a fraction stays primary (4 of 9 = 44 %, 5 of 11 = 45 %)', () => {
    expect(completeness(items(4, 9)).atLeastHalf).toBe(false);
    expect(completeness(items(5, 11)).atLeastHalf).toBe(false);
  });
  it('an empty checklist is 0 %, not half', () => {
    expect(completeness([])).toEqual({ passed: 0, total: 0, percent: 0, atLeastHalf: false });
  });
});
