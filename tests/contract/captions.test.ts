// The EBK caption switches the labels and the university list from one dictionary (spec §B); any other
// caption, or none, keeps the plain words.
import { describe, expect, it } from 'vitest';
import { acceptanceLetterLabel, captionsFor, captionText, licenceCaptionOf } from '#contract/captions.ts';

describe('captions', () => {
  it('switches Institution, Registration No and the university list under EBK only', () => {
    expect(captionsFor('EBK')).toEqual({
      institution: 'University',
      university: 'Accredited programme',
      registrationNo: 'EBK Registration No',
      universityList: 'accreditedProgrammes',
    });
    for (const other of ['', undefined, 'ebk', 'IEK']) {
      expect(captionsFor(other)).toMatchObject({
        institution: 'Institution',
        registrationNo: 'Registration No',
        universityList: 'universities',
      });
    }
  });

  it('reads a label fixed or switched', () => {
    expect(captionText('Category', captionsFor('EBK'))).toBe('Category');
    expect(captionText((c) => c.registrationNo, captionsFor('EBK'))).toBe('EBK Registration No');
  });
});

describe("the licence's and the acceptance letter's names (decision 014; document 1 §3)", () => {
  it.each([
    [undefined, 'License'],
    ['', 'License'],
    ['   ', 'License'],
    [' Practising Licence ', 'Practising Licence'],
  ])('license_alternative_caption %j reads %j', (caption, expected) => {
    expect(licenceCaptionOf({ license_alternative_caption: caption })).toBe(expected);
  });
  it.each([
    [undefined, 'Acceptance Letter'],
    ['', 'Acceptance Letter'],
    ['  ', 'Acceptance Letter'],
    [' Letter of Admission ', 'Letter of Admission'],
  ])('acceptance_letter_caption %j reads %j', (caption, expected) => {
    expect(acceptanceLetterLabel(caption, 'Acceptance Letter')).toBe(expected);
  });
});
