// The licence screens' pure rules against spec 3 §2 Licence, §4, §5 (tables of cases, each cause alone): row
// actions from licenseBase64, proFormaRef and receiptNo (never the status text, spec §B); the fee from the
// category's LICENSE charge including VAT; the prefill of an individual and a firm; the details' field rules on both
// sides of each boundary; the list's sort.
import { describe, expect, it } from 'vitest';
import { firstIssueMessage, LicenceDetailsSchema, type LicenceListItem, type LicenceProfile } from '#contract';
import type { MembershipCategory } from '#contract/catalog.ts';
import {
  canLeaveChecklist,
  DEFAULT_LICENCE_SORT,
  hasSignedDocument,
  isLicenceUnpaid,
  licenceChargeOf,
  licencePrefill,
  licenceRowActions,
  nextLicenceSort,
  sortLicences,
  WIZARD_TABS,
  wizardTabLabel,
} from '#machines/licence/licence-rules.ts';

type Row = Pick<LicenceListItem, 'licenseBase64' | 'proFormaRef' | 'receiptNo'>;
const row = (patch: Partial<Row> = {}): Row => ({ licenseBase64: '', proFormaRef: '', receiptNo: '', ...patch });

describe('licence row actions (spec 3 §2 Licence)', () => {
  // [case, row, invoice, payNow, receipt]
  const cases: Array<[string, Row, false | 'Proforma' | 'Invoice', boolean, boolean]> = [
    ['submitted, nothing uploaded: view only', row(), false, false, false],
    ['uploaded, no pro-forma yet: Pay Now', row({ licenseBase64: 'JVBERi0=' }), false, true, false],
    ['uploaded with a pro-forma: Proforma and Pay Now', row({ licenseBase64: 'JVBERi0=', proFormaRef: 'INV-1' }), 'Proforma', true, false],
    ['a pro-forma without an upload: Proforma, no Pay Now', row({ proFormaRef: 'INV-1' }), 'Proforma', false, false],
    [
      'paid: Invoice and Receipt, no Pay Now',
      row({ licenseBase64: 'JVBERi0=', proFormaRef: 'INV-1', receiptNo: 'RCT-1' }),
      'Invoice',
      false,
      true,
    ],
    ['a receipt alone: Receipt, no Pay Now', row({ licenseBase64: 'JVBERi0=', receiptNo: 'RCT-1' }), false, false, true],
    ['blank values count as none', row({ licenseBase64: ' ', proFormaRef: '  ', receiptNo: ' ' }), false, false, false],
  ];
  it.each(cases)('%s', (_name, r, invoice, payNow, receipt) => {
    expect(licenceRowActions(r)).toEqual({ view: true, invoice, payNow, receipt });
  });
});

describe('the pro-forma page (spec 3 §2 Licence): Pay Now while unpaid, the upload panel until a document is signed', () => {
  it.each([
    ['no receipt: unpaid', '', true],
    ['a blank receipt counts as none: unpaid', '  ', true],
    ['a receipt: paid', 'RCT-1', false],
  ])('%s', (_name, receiptNo, unpaid) => {
    expect(isLicenceUnpaid({ receiptNo })).toBe(unpaid);
  });

  it.each([
    ['nothing uploaded: no signed document', '', false],
    ['a blank upload counts as none', ' ', false],
    ['a signed document', 'JVBERi0=', true],
  ])('%s', (_name, licenseBase64, signed) => {
    expect(hasSignedDocument({ licenseBase64 })).toBe(signed);
  });
});

describe('the licence fee: the LICENSE charge including VAT of the category', () => {
  const charge = (item: string, amount: number) => ({
    Charge_Type: item,
    Charge_Item: item,
    Currency_Code: 'KES',
    Amount_Including_VAT: amount,
  });
  const categories: MembershipCategory[] = [
    {
      Code: 'PE',
      Description: 'Professional Engineer',
      categoryType: 'Individual',
      CanApply: true,
      charges: [charge('APPLICATION', 11_600), charge('LICENSE', 17_400)],
    },
    { Code: 'GRADUATE', Description: 'Graduate', categoryType: 'Individual', CanApply: true, charges: [charge('APPLICATION', 2_320)] },
    { Code: 'ZERO', Description: 'Zero', categoryType: 'Individual', CanApply: true, charges: [charge('LICENSE', 0)] },
  ];
  it('reads the category of the member, and none for a category without it', () => {
    expect(licenceChargeOf(categories, 'PE')).toBe(17_400);
    expect(licenceChargeOf(categories, 'GRADUATE')).toBeNull();
    expect(licenceChargeOf(categories, 'ZERO')).toBeNull();
    expect(licenceChargeOf(categories, 'NOPE')).toBeNull();
  });
  it('finds the charge by its item or by its type, whatever the case', () => {
    const one = (Charge_Type: string, Charge_Item: string): MembershipCategory[] => [
      {
        Code: 'PE',
        Description: 'PE',
        categoryType: 'Individual',
        CanApply: true,
        charges: [
          { Charge_Type: 'APPLICATION', Charge_Item: 'APPLICATION', Currency_Code: 'KES', Amount_Including_VAT: 1 },
          { Charge_Type, Charge_Item, Currency_Code: 'KES', Amount_Including_VAT: 17_400 },
        ],
      },
    ];
    expect(licenceChargeOf(one('Annual', 'License'), 'PE')).toBe(17_400);
    expect(licenceChargeOf(one('license', 'Practice fee'), 'PE')).toBe(17_400);
    expect(licenceChargeOf(one('Annual', 'Practice fee'), 'PE')).toBeNull();
  });
});

describe('the prefill (spec 3 §5)', () => {
  const base: LicenceProfile = {
    ProfileID: 'P1',
    type: 'Individual',
    MemberShipType: 'PE',
    MemberNo: 'M1',
    FirstName: 'Wanjirũ',
    SecondName: 'Njeri',
    LastName: 'Kamau',
    Email: 'w@example.test',
    PhoneNo: '0712345678',
    memberInformation: [],
    licenceAmount: 0,
    prefill: {},
    contacts: [
      { Type: 'Personal', PhoneNo: '0700000001', Address: 'Home Road', Country: 'KE', County: 'Kiambu', City: 'Thika', PostCode: '01000' },
      {
        Type: 'Work',
        PhoneNo: '0700000002',
        Address: 'Office Road',
        Country: 'KE',
        County: 'Nairobi',
        City: 'Westlands',
        PostCode: '00100',
      },
    ],
    corporateManager: [
      { surname: 'Mwangi', OtherNames: 'Joseph', phoneNo: '0722000111', email: 'j@example.test', address: 'Upper Hill' },
      { surname: 'Njoroge', OtherNames: 'James', phoneNo: '0722000222', email: 'n@example.test', address: 'Kilimani' },
    ],
  };
  it("an individual: the member's own names, phone and e-mail; the work contact", () => {
    expect(licencePrefill(base)).toEqual({
      countryCode: 'KE',
      county: 'Nairobi',
      city: 'Westlands',
      physicalLocation: 'Office Road',
      phoneNo: '0700000002',
      email: 'w@example.test',
      practitionerSurname: 'Kamau',
      practitionerOtherNames: 'Wanjirũ Njeri',
      practitionerPhone: '0712345678',
      practitionerEmail: 'w@example.test',
      practitionerAddress: 'Office Road',
    });
  });
  it('issue 34 item 4: a P.O. Box is the Postal Address (with its post code), never the Physical address', () => {
    const work = (Address: string, PostCode = '00100') => ({ ...base.contacts[1]!, Address, PostCode });
    const postal = licencePrefill({ ...base, contacts: [work('P.O. Box 1239-00100')] });
    expect(postal).toMatchObject({ postalCode: 'P.O. Box 1239-00100', city: 'Westlands', county: 'Nairobi' });
    expect(postal).not.toHaveProperty('physicalLocation');
    expect(licencePrefill({ ...base, contacts: [work('PO Box 1239')] }).postalCode).toBe('PO Box 1239-00100');
    expect(licencePrefill({ ...base, contacts: [work('p.o. box 12', '')] }).postalCode).toBe('p.o. box 12');
    expect(licencePrefill({ ...base, contacts: [work('Private Bag 3')] }).postalCode).toBe('Private Bag 3-00100');
    // A street is where the practice is; the post code alone is no postal address.
    const street = licencePrefill({ ...base, contacts: [work('Boxwood Lane, Upper Hill')] });
    expect(street).toMatchObject({ physicalLocation: 'Boxwood Lane, Upper Hill' });
    expect(street).not.toHaveProperty('postalCode');
    expect(licencePrefill({ ...base, contacts: [work('  ')] })).not.toHaveProperty('physicalLocation');
  });
  it('a firm: the first corporate manager, never the others', () => {
    const firm = licencePrefill({ ...base, type: 'Corporate' });
    expect(firm).toMatchObject({
      practitionerSurname: 'Mwangi',
      practitionerOtherNames: 'Joseph',
      practitionerPhone: '0722000111',
      practitionerEmail: 'j@example.test',
      practitionerAddress: 'Upper Hill',
    });
  });
  it('an individual without contacts, with a blank first name and blank values: no address, no stray spaces', () => {
    const bare = licencePrefill({ ...base, contacts: [], FirstName: ' ', SecondName: 'Njeri', PhoneNo: '  ' });
    expect(bare).toEqual({
      email: 'w@example.test',
      practitionerSurname: 'Kamau',
      practitionerOtherNames: 'Njeri',
      practitionerEmail: 'w@example.test',
    });
  });
  it('leaves out what the profile does not have', () => {
    const bare = licencePrefill({ ...base, type: 'Corporate', contacts: [], corporateManager: [], PhoneNo: '' });
    expect(bare).toEqual({ email: 'w@example.test' });
  });
});

describe('the details rules (spec 3 §5), each field alone', () => {
  const valid = {
    startDate: '2027-01-01',
    countryCode: 'KE',
    county: 'Nairobi',
    city: 'Westlands',
    postalCode: '00100',
    physicalLocation: 'Upper Hill',
    phoneNo: '0712345678',
    email: 'a@b.test',
    practiceName: 'P',
    practitionerSurname: 'S',
    practitionerOtherNames: 'O',
    practitionerPhone: '0712345678',
    practitionerEmail: 'a@b.test',
    practitionerAddress: 'A',
  };
  const msg = (patch: Record<string, unknown>) => {
    const r = LicenceDetailsSchema.safeParse({ ...valid, ...patch });
    return r.success ? 'ok' : firstIssueMessage(r.error);
  };
  it('takes the valid details', () => expect(msg({})).toBe('ok'));
  it.each([
    'startDate',
    'countryCode',
    'county',
    'city',
    'postalCode',
    'physicalLocation',
    'practiceName',
    'practitionerSurname',
    'practitionerOtherNames',
    'practitionerAddress',
  ])('%s is required: Required field (empty, blank, missing)', (field) => {
    expect(msg({ [field]: '' })).toBe('Required field');
    expect(msg({ [field]: '   ' })).toBe('Required field');
    expect(msg({ [field]: undefined })).toBe('Required field');
  });
  // [value, message]: 10 digits with optional brackets and separators - . or space.
  const phones: Array<[string, string]> = [
    ['0712345678', 'ok'],
    ['071234567', 'Invalid phone number format'], // 9 digits
    ['07123456789', 'Invalid phone number format'], // 11 digits
    ['(071) 234-5678', 'ok'],
    ['071.234.5678', 'ok'],
    ['071 234 5678', 'ok'],
    ['071-234-5678', 'ok'],
    ['(071 234 5678', 'ok'], // the pattern's brackets are each optional
    ['071_234_5678', 'Invalid phone number format'],
    ['+254712345678', 'Invalid phone number format'],
    ['07123x5678', 'Invalid phone number format'],
    ['', 'Field is required'],
    ['  ', 'Field is required'],
  ];
  it.each(phones)('phone %j: %s (both phone fields)', (value, expected) => {
    expect(msg({ phoneNo: value })).toBe(expected);
    expect(msg({ practitionerPhone: value })).toBe(expected);
  });
  const emails: Array<[string, string]> = [
    ['a@b.test', 'ok'],
    ['', 'E-mail is required'],
    ['ab.test', 'E-mail must be valid'],
    ['a@', 'E-mail must be valid'],
    ['a b@c.test', 'E-mail must be valid'],
  ];
  it.each(emails)('e-mail %j: %s (both e-mail fields)', (value, expected) => {
    expect(msg({ email: value })).toBe(expected);
    expect(msg({ practitionerEmail: value })).toBe(expected);
  });
  it('a start date must be a date', () => {
    expect(msg({ startDate: '01/01/2027' })).toBe('Enter a date as YYYY-MM-DD');
  });
});

describe('the checklist Continue and the list order', () => {
  const item = (pass: boolean) => ({ checkListType: 'X', description: '', pass });
  it('needs every item passed', () => {
    expect(canLeaveChecklist([item(true), item(true)])).toBe(true);
    expect(canLeaveChecklist([item(true), item(false)])).toBe(false);
    expect(canLeaveChecklist([])).toBe(true);
  });
  const l = (no: string, date: string, amount: number): LicenceListItem => ({
    licenseApplicationNo: no,
    applicationDate: date,
    description: 'License Application',
    amount,
    documentType: 'License',
    status: 'New',
    profileID: 'P',
    proFormaRef: '',
    receiptNo: '',
    licenseBase64: '',
  });
  const rows = [l('LIC000002', '2026-10-12', 69_600), l('LIC000010', '2024-01-01', 17_400), l('LIC000001', '2025-02-01', 17_400)];
  it('sorts newest first by default, by any column, numbers as numbers, ties by number', () => {
    expect(sortLicences(rows, DEFAULT_LICENCE_SORT).map((r) => r.licenseApplicationNo)).toEqual(['LIC000002', 'LIC000001', 'LIC000010']);
    expect(sortLicences(rows, { key: 'amount', direction: 'ascending' }).map((r) => r.licenseApplicationNo)).toEqual([
      'LIC000001',
      'LIC000010',
      'LIC000002',
    ]);
    expect(sortLicences(rows, { key: 'licenseApplicationNo', direction: 'descending' }).map((r) => r.licenseApplicationNo)).toEqual([
      'LIC000010',
      'LIC000002',
      'LIC000001',
    ]);
    expect(rows.map((r) => r.licenseApplicationNo)).toEqual(['LIC000002', 'LIC000010', 'LIC000001']); // a copy
  });
  it('amounts sort as numbers (cents too), text with numbers in it naturally, ties by the application number', () => {
    const cents = [l('LIC000003', '2026-01-01', 100.5), l('LIC000004', '2026-01-01', 100.25), l('LIC000005', '2026-01-01', -3)];
    expect(sortLicences(cents, { key: 'amount', direction: 'ascending' }).map((r) => r.amount)).toEqual([-3, 100.25, 100.5]);
    const named = [
      { ...l('LIC10', '2026-01-01', 1), description: 'Item 10' },
      { ...l('LIC9', '2026-01-01', 1), description: 'Item 9' },
      { ...l('LIC11', '2026-01-01', 1), description: 'Item 9' },
    ];
    expect(sortLicences(named, { key: 'description', direction: 'ascending' }).map((r) => r.licenseApplicationNo)).toEqual([
      'LIC9',
      'LIC11',
      'LIC10',
    ]);
    expect(sortLicences(named, { key: 'amount', direction: 'descending' }).map((r) => r.licenseApplicationNo)).toEqual([
      'LIC9',
      'LIC10',
      'LIC11',
    ]);
  });
  it('a click on the same column flips it, another starts ascending', () => {
    expect(nextLicenceSort({ key: 'amount', direction: 'ascending' }, 'amount')).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextLicenceSort({ key: 'amount', direction: 'descending' }, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextLicenceSort({ key: 'amount', direction: 'descending' }, 'status')).toEqual({ key: 'status', direction: 'ascending' });
    expect(nextLicenceSort({ key: 'amount', direction: 'ascending' }, 'status')).toEqual({ key: 'status', direction: 'ascending' });
  });
});

describe("the wizard's steps (ADR 014: the first says the licence's caption)", () => {
  it('Details under the caption, then Checklist and Declaration', () => {
    expect(WIZARD_TABS.map((tab) => wizardTabLabel(tab, 'Practising Licence'))).toEqual([
      'Practising Licence details',
      'Checklist',
      'Declaration',
    ]);
  });
});
