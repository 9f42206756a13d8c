// The kinds of attachment the ATTACHMENTS item asks for, and which types each account kind is offered (issue 34:
// "CR12 (firms)" was offered to individuals).
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_KINDS, attachmentTypeOffered, attachmentsByKind } from '#contract/profile-lists.ts';

describe('attachment kinds', () => {
  it('offers a firm-only type to firms and not to individuals, and the other way round', () => {
    expect(attachmentTypeOffered('CR12', 'Corporate')).toBe(true);
    expect(attachmentTypeOffered('CR12', 'Individual')).toBe(false);
    expect(attachmentTypeOffered('DEGREE', 'Individual')).toBe(true);
    expect(attachmentTypeOffered('DEGREE', 'Corporate')).toBe(false);
  });

  it('offers a type no kind names to both', () => {
    expect(attachmentTypeOffered('KRA PIN', 'Individual')).toBe(true);
    expect(attachmentTypeOffered('KRA PIN', 'Corporate')).toBe(true);
  });

  it('files each row under the kind of its type, and a type no kind names under the last', () => {
    const rows = [{ description: 'ID' }, { description: 'DEGREE' }, { description: 'DEGREE' }, { description: 'KRA PIN' }];
    expect(attachmentsByKind(rows, ATTACHMENT_KINDS.Individual).map((k) => [k.kind.label, k.rows.length])).toEqual([
      ['ID or passport', 1],
      ['Degree or diploma certificate', 2],
      ['Other certificates', 1],
    ]);
  });
});
