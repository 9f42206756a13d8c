// Spec 1 §9 and document 3 §9: "Phone numbers and IDs are masked; the first 3 and last 3 characters are compared
// to unmask" (src/contract/mask.ts).
import { describe, expect, it } from 'vitest';
import { mask, unmask } from '#contract/mask';

describe('spec 1 §9 masking: first 3 and last 3 shown, and compared to unmask', () => {
  it('shows the first 3 and last 3 characters, every other one as *; 6 or fewer are all hidden', () => {
    expect(mask('0712345678')).toBe('071****678');
    expect(mask('1234567')).toBe('123*567');
    expect(mask('123456')).toBe('******');
    expect(mask(' 0712345678 ')).toBe('071****678');
  });

  it('a field still masked (same first 3 and last 3, * between) is the original', () => {
    expect(unmask('071****678', '0712345678')).toBe('0712345678');
    // The number of * does not have to match: the ends are what is compared.
    expect(unmask('071**678', '0712345678')).toBe('0712345678');
    expect(unmask('******', '123456')).toBe('123456');
    // Spaces around either side are not a change.
    expect(unmask(' 071**678 ', '0712345678')).toBe('0712345678');
    expect(unmask('071**678', ' 0712345678 ')).toBe(' 0712345678 ');
  });

  it('a change at either end, or a digit typed between, is a new value', () => {
    expect(unmask('072****678', '0712345678')).toBe('072****678');
    expect(unmask('071****679', '0712345678')).toBe('071****679');
    expect(unmask('071*2**678', '0712345678')).toBe('071*2**678');
    expect(unmask('0722000111', '0712345678')).toBe('0722000111');
    expect(unmask('071678', '0712345678')).toBe('071678');
  });
});
