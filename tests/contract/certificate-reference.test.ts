// The verification reference of a membership certificate (DECISIONS.md §F): written from the facts it certifies,
// read back from what a third party types (any case, spaces around it), and nothing else taken for one.
import { describe, expect, it } from 'vitest';
import { certificateCheckHref, certificateReference, parseCertificateReference } from '#contract/certificate-reference.ts';

describe('certificate verification reference', () => {
  it('is the member number, the category code and the conferral day, upper case', () => {
    expect(certificateReference({ memberNo: 'M1001', category: 'PE', conferredOn: '2023-03-16' })).toBe('M1001-PE-20230316');
    expect(certificateReference({ memberNo: 'm-7', category: 'graduate', conferredOn: '2024-09-20T00:00:00Z' })).toBe(
      'M-7-GRADUATE-20240920',
    );
  });

  it('reads back what was written, typed in any case with spaces around it; a member number may hold dashes', () => {
    const facts = { memberNo: 'EBK-M-1001', category: 'PE', conferredOn: '2023-03-16' };
    expect(parseCertificateReference(certificateReference(facts))).toEqual(facts);
    expect(parseCertificateReference('  m1001-pe-20230316 ')).toEqual({ memberNo: 'M1001', category: 'PE', conferredOn: '2023-03-16' });
  });

  it.each([
    ['a name', 'Wanjiru Kamau'],
    ['a member number alone', 'M1001'],
    ['no category', 'M1001-20230316'],
    ['a day of seven digits', 'M1001-PE-2023031'],
    ['a day of nine digits', 'M1001-PE-202303160'],
    ['a day that does not exist', 'M1001-PE-20230230'],
    ['month 13', 'M1001-PE-20231301'],
    ['an empty text', ''],
  ])('is not taken from %s', (_, text) => {
    expect(parseCertificateReference(text)).toBeNull();
  });

  it('the last day of February in a leap year is a day; the one after it in another year is not', () => {
    expect(parseCertificateReference('M1-PE-20240229')?.conferredOn).toBe('2024-02-29');
    expect(parseCertificateReference('M1-PE-20230229')).toBeNull();
  });

  it('is checked on the Member Checker, whose address carries it as the search term', () => {
    expect(certificateCheckHref('M1001-PE-20230316')).toBe('/search?term=M1001-PE-20230316');
  });
});
