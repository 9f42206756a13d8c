// The EBK caption switches the labels and the university list from one dictionary (spec §B); any other
// caption, or none, keeps the plain words.
import { describe, expect, it } from 'vitest';
import { captionsFor, captionText } from '#contract/captions';

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
