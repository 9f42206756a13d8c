// What the checklist still asks for (issue 23 item 1): the sentence the banner, the ring, the dashboard and a
// disabled Submit show, derived from the checklist's own items, at its boundaries: nothing missing, one missing,
// everything missing, an empty checklist, and an item type the portal has no short name for.
import { describe, expect, it } from 'vitest';
import { checklistProgress, itemShortName } from '#machines/checklist/checklist-rules.ts';
import type { ChecklistItem } from '#contract/checklist.ts';

const GRADUATE = ['PROFILE', 'PICTURE', 'RESIDENCE', 'CONTACTS', 'EDUCATION', 'REFEREE', 'CONVICTION', 'ATTACHMENTS'];
const items = (passing: (type: string) => boolean): ChecklistItem[] =>
  GRADUATE.map((t) => ({ checkListType: t, description: `Description of ${t}`, pass: passing(t) }));

describe('checklist progress in words', () => {
  it('0 missing: all done, nothing is missing', () => {
    const p = checklistProgress(items(() => true));
    expect(p).toMatchObject({ passed: 8, total: 8, missing: [] });
    expect(p.text).toBe('8 of 8 done. Nothing is missing.');
  });
  it('1 missing: names that one item', () => {
    const p = checklistProgress(items((t) => t !== 'PICTURE'));
    expect(p.missing.map((i) => i.checkListType)).toEqual(['PICTURE']);
    expect(p.text).toBe('7 of 8 done. Still to do: a picture.');
  });
  it('2 missing: "a and b"', () => {
    expect(checklistProgress(items((t) => t !== 'PICTURE' && t !== 'EDUCATION')).text).toBe(
      '6 of 8 done. Still to do: a picture and a qualification.',
    );
  });
  it('all missing: names every item, in the checklist order', () => {
    const p = checklistProgress(items(() => false));
    expect(p.passed).toBe(0);
    expect(p.text).toBe(
      '0 of 8 done. Still to do: your bio data, a picture, your county and town, a contact, a qualification, accepted referees, the convictions declaration and an attachment.',
    );
  });
  it('an empty checklist says it asks for nothing', () => {
    expect(checklistProgress([]).text).toBe('This checklist has no requirements.');
  });
  it('an item type without a short name is called by its own description', () => {
    expect(itemShortName({ checkListType: 'NEWTHING', description: 'Upload a letter from your employer', pass: false })).toBe(
      'upload a letter from your employer',
    );
    // A blank description falls back to the type's code, never to blank text.
    expect(itemShortName({ checkListType: 'NEWTHING', description: '   ', pass: false })).toBe('nEWTHING');
  });
});
