// A category code is shown as its name (ARCHITECTURE: "a code is shown as its lookup's name"), with the code as the
// fallback: before the categories arrive, for a code they do not hold, and for a category without a name.
import { describe, expect, it } from 'vitest';
import { categoryName } from '#contract/catalog';

const categories = [
  { Code: 'GRADUATE', Description: 'Graduate Engineer' },
  { Code: 'PE', Description: 'Professional Engineer' },
  { Code: 'BLANK', Description: '  ' },
];

describe('categoryName', () => {
  it('names a known code, whatever its case or surrounding spaces', () => {
    expect(categoryName(categories, 'GRADUATE')).toBe('Graduate Engineer');
    expect(categoryName(categories, 'pe')).toBe('Professional Engineer');
    expect(categoryName(categories, ' PE ')).toBe('Professional Engineer');
  });

  it('keeps the code when the name is unknown: no categories yet, a code they do not hold, a blank name', () => {
    expect(categoryName([], 'GRADUATE')).toBe('GRADUATE');
    expect(categoryName(categories, 'CE')).toBe('CE');
    expect(categoryName(categories, 'BLANK')).toBe('BLANK');
    expect(categoryName(categories, '')).toBe('');
  });
});
