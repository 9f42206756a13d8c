// The Member Checker's search in the address (?term=&page=&gender=&category=): what the page writes reads back
// the same, and each value the page could not have written falls back to its default on its own.
import { describe, expect, it } from 'vitest';
import { NO_SEARCH, SEARCH_TERM_MAX, searchFromAddress, searchToAddress, type MemberSearch } from '#contract';

const address = (search: MemberSearch) => new URLSearchParams(searchToAddress(search)).toString();

describe('search address', () => {
  it('reads back what it writes, with only what differs from the defaults', () => {
    const searches: MemberSearch[] = [
      NO_SEARCH,
      { term: 'Wanjirũ Kamau', page: 3, gender: 'Female', category: 'PE' },
      { term: "' OR 1=1 %*&=?#", page: 1, gender: 'Male', category: '' },
      { ...NO_SEARCH, gender: 'Female', category: 'GRADUATE' },
    ];
    for (const s of searches) expect(searchFromAddress(address(s))).toEqual(s);
    expect(address(NO_SEARCH)).toBe('');
    expect(address({ term: 'kamau', page: 1, gender: 'all', category: '' })).toBe('term=kamau');
  });

  it('trims the term; blank or too long means no search', () => {
    expect(searchFromAddress('term=%20%20kamau%20').term).toBe('kamau');
    expect(searchFromAddress('term=%20%20%20&page=4')).toEqual(NO_SEARCH);
    expect(searchFromAddress(`term=${'a'.repeat(SEARCH_TERM_MAX)}`).term).toHaveLength(SEARCH_TERM_MAX);
    expect(searchFromAddress(`term=${'a'.repeat(SEARCH_TERM_MAX + 1)}&page=2`)).toEqual(NO_SEARCH);
  });

  it.each([
    ['page=abc', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=999999', { page: 1 }],
    ['page=99999', { page: 99999 }],
    ['page=2', { page: 2 }],
    ['gender=male', { gender: 'all' }],
    ['gender=Other', { gender: 'all' }],
    ['gender=Female', { gender: 'Female' }],
    ['category=<script>', { category: '' }],
    [`category=${'A'.repeat(51)}`, { category: '' }],
    ['category=PE', { category: 'PE' }],
  ])('term=x&%s → %j, the rest kept', (query, expected) => {
    const params = new URLSearchParams('term=x&gender=Male&category=GRADUATE&page=5');
    for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    expect(searchFromAddress(params)).toEqual({ term: 'x', gender: 'Male', category: 'GRADUATE', page: 5, ...expected });
  });

  it('a page without a term means nothing', () => {
    expect(searchFromAddress('page=3').page).toBe(1);
  });
});
