// A category code is shown as its name (ARCHITECTURE: "a code is shown as its lookup's name"), with the code as the
// fallback: before the categories arrive, for a code they do not hold, and for a category without a name.
import { describe, expect, it } from 'vitest';
import { applicableCategories, applicationCharge, categoryName, type MembershipCategory } from '#contract/catalog.ts';

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

const category = (patch: Partial<MembershipCategory>): MembershipCategory => ({
  Code: 'GRADUATE',
  Description: 'Graduate Engineer',
  categoryType: 'Individual',
  CanApply: true,
  charges: [],
  ...patch,
});
const charge = (Charge_Type: string, Charge_Item: string, Amount_Including_VAT: number, Currency_Code = 'KES') => ({
  Charge_Type,
  Charge_Item,
  Amount_Including_VAT,
  Currency_Code,
});

describe('the categories page (spec 1 §3): the application charge and who may apply', () => {
  it('reads the APPLICATION charge by type or by item, whatever the case; KES when the currency is blank', () => {
    const subscription = charge('SUBSCRIPTION', 'SUBSCRIPTION', 5000);
    expect(applicationCharge(category({ charges: [subscription, charge('Application', 'X', 1160, 'USD')] }))).toEqual({
      amount: 1160,
      currency: 'USD',
    });
    expect(applicationCharge(category({ charges: [charge('FEE', 'application fee', 2320, '')] }))).toEqual({
      amount: 2320,
      currency: 'KES',
    });
  });

  it('has none when no charge is an application one', () => {
    expect(applicationCharge(category({ charges: [charge('SUBSCRIPTION', 'LICENSE', 5000)] }))).toBeNull();
    expect(applicationCharge(category({ charges: [] }))).toBeNull();
  });

  it('offers the categories of one type that take applications', () => {
    const all = [
      category({ Code: 'GRADUATE' }),
      category({ Code: 'CLOSED', CanApply: false }),
      category({ Code: 'FIRM', categoryType: 'Corporate' }),
    ];
    expect(applicableCategories(all, 'Individual').map((c) => c.Code)).toEqual(['GRADUATE']);
    expect(applicableCategories(all, 'Corporate').map((c) => c.Code)).toEqual(['FIRM']);
  });
});
