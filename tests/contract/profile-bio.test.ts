// The bio and firm-bio forms' rules (src/contract/profile-bio.ts), each at its boundary on both sides and each
// cause alone: a valid form with one field changed shows exactly that field's message.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#contract';
import { EMPTY_DATE, type Profile } from '#contract/profile.ts';
import {
  bioDependents,
  bioFormSchema,
  bioValuesOf,
  blankBio,
  blankFirmBio,
  blankManager,
  firmBioFormSchema,
  firmDependents,
  imageTypeOf,
  pictureByContent,
  toProfileCreate,
  type BioFormValues,
  type FirmBioFormValues,
} from '#contract/profile-bio.ts';

const TODAY = '2026-11-23';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = new TextEncoder().encode('%PDF-1.4\n');

const validBio: BioFormValues = {
  ...blankBio({ email: 'achieng@example.com', phone_no: '0734567890', id_number: '25678901' }),
  FirstName: 'Achieng',
  LastName: 'Atieno',
  Gender: 'Female',
};

/** The messages of the bio form with `change` applied to a valid one. */
const bioErrors = (change: Partial<BioFormValues>) => {
  const parsed = bioFormSchema(TODAY).safeParse({ ...validBio, ...change });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const validFirm: FirmBioFormValues = {
  ...blankFirmBio({ name: 'Rift Valley Structural Ltd', email: 'newfirm@demo.test', phone_no: '0512345678', id_number: 'P059876543R' }),
  RegistrationNo: 'PVT-2019-118822',
  PhysicalAddress: 'Kenyatta Avenue, Nakuru',
  County: 'Nakuru',
  Town: 'Nakuru',
  YearEstablished: 2019,
  corporateManager: [
    { surname: 'Kiprono', OtherNames: 'Daniel', phoneNo: '0712000111', email: 'd.kiprono@rvs.example', address: 'Nakuru' },
  ],
};

const firmErrors = (change: Partial<FirmBioFormValues>) => {
  const parsed = firmBioFormSchema(TODAY).safeParse({ ...validFirm, ...change });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const picture = (bytes: Uint8Array<ArrayBuffer>, type: string, size?: number) => {
  const body = size === undefined ? bytes : new Uint8Array(size).fill(1).map((b, i) => bytes[i] ?? b);
  return new File([body], 'me.png', { type });
};

describe('the bio form', () => {
  it('is valid as filled in, and starts from the account with nationality KE', () => {
    expect(bioErrors({})).toEqual({});
    expect(blankBio({ email: 'a@b.c', phone_no: '0700000000', id_number: '12345678' })).toMatchObject({
      Email: 'a@b.c',
      PhoneNo: '0700000000',
      IdentificationDocumentNo: '12345678',
      Nationality: 'KE',
      DateOfBirth: '',
    });
  });

  it.each([
    ['FirstName', '', 'First Name is required'],
    ['FirstName', '   ', 'First Name is required'],
    ['LastName', '', 'Last Name is required'],
    ['Gender', '', 'Gender is required'],
    ['Nationality', '', 'Nationality is required'],
    ['IdentificationDocumentNo', '', 'ID is required'],
    ['IdentificationDocumentNo', '12345', 'ID should be at least 6 characters'],
    ['Email', '', 'E-mail is required'],
    ['Email', 'achieng.example.com', 'E-mail must be valid'],
    ['PhoneNo', '', 'Phone is required'],
    // Issue 34 item 4: a phone is stored as its 10 digits.
    ['PhoneNo', '071234567', 'Enter the phone number as digits only, e.g. 0712345678'],
    ['PhoneNo', '0712 345 678', 'Enter the phone number as digits only, e.g. 0712345678'],
  ] as const)('%s %j: %s, and nothing else', (name, value, message) => {
    expect(bioErrors({ [name]: value })).toEqual({ [name]: message });
  });

  it.each([
    ['FirstName', 'A'],
    ['IdentificationDocumentNo', '123456'],
    ['Email', 'a@b'],
    ['PhoneNo', '0712345678'],
    ['Gender', 'Male'],
  ] as const)('%s %j passes (the other side of the boundary)', (name, value) => {
    expect(bioErrors({ [name]: value })).toEqual({});
  });

  it('birth date: empty passes (sent as 0001-01-01), today passes, tomorrow is in the future, a non-date is refused', () => {
    expect(bioErrors({ DateOfBirth: '' })).toEqual({});
    expect(bioErrors({ DateOfBirth: TODAY })).toEqual({});
    expect(bioErrors({ DateOfBirth: '2026-11-24' })).toEqual({ DateOfBirth: 'Date cannot be later than today' });
    expect(bioErrors({ DateOfBirth: '2026-02-30x' })).toEqual({ DateOfBirth: 'Enter a date as YYYY-MM-DD' });
    expect(toProfileCreate({ ...validBio, DateOfBirth: '' }).DateOfBirth).toBe(EMPTY_DATE);
    expect(toProfileCreate({ ...validBio, DateOfBirth: '1999-05-14' }).DateOfBirth).toBe('1999-05-14');
  });

  it('picture: a PNG or JPEG just under 2 MB passes; 2,000,000 bytes or another type is refused', () => {
    expect(bioErrors({ Image: picture(PNG, 'image/png', 1_999_999) })).toEqual({});
    expect(bioErrors({ Image: picture(JPEG, 'image/jpeg') })).toEqual({});
    expect(bioErrors({ Image: picture(PNG, 'image/png', 2_000_000) })).toEqual({ Image: 'Picture should be less than 2MB' });
    expect(bioErrors({ Image: picture(PDF, 'application/pdf') })).toEqual({ Image: 'Picture must be a JPEG or PNG image' });
    expect(bioErrors({ Image: undefined })).toEqual({});
    // No picture chosen: none is sent, and the one on file stays.
    expect('Image' in toProfileCreate(validBio)).toBe(false);
  });

  it('types a chosen picture by its bytes, never by its name', async () => {
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(PDF)).toBeNull();
    expect((await pictureByContent(new File([PNG], 'photo.pdf', { type: 'application/pdf' }))).type).toBe('image/png');
    const disguised = await pictureByContent(new File([PDF], 'photo.png', { type: 'image/png' }));
    expect(disguised.type).toBe('application/octet-stream');
    expect(bioErrors({ Image: disguised })).toEqual({ Image: 'Picture must be a JPEG or PNG image' });
    expect((await pictureByContent(new File([], 'empty.png', { type: 'image/png' }))).type).toBe('application/octet-stream');
    expect(bioErrors({ Image: await pictureByContent(new File([PNG], '<img src=x onerror=alert(1)>.png')) })).toEqual({});
  });

  it('a new nationality empties county and town; a new county empties the town; anything else leaves them', () => {
    const kenyan = { ...validBio, County: 'Kisumu', City: 'Kisumu' };
    expect(bioDependents({ ...kenyan, Nationality: 'UG' }, 'Nationality', kenyan)).toMatchObject({
      Nationality: 'UG',
      County: '',
      City: '',
    });
    expect(bioDependents({ ...kenyan, County: 'Nakuru' }, 'County', kenyan)).toMatchObject({ County: 'Nakuru', City: '' });
    expect(bioDependents({ ...kenyan, Nationality: 'KE' }, 'Nationality', kenyan)).toMatchObject({ County: 'Kisumu', City: 'Kisumu' });
    expect(bioDependents({ ...kenyan, FirstName: 'Akinyi' }, 'FirstName', kenyan)).toMatchObject({ County: 'Kisumu', City: 'Kisumu' });
  });

  it("shows the backend's empty birth date as an empty box", () => {
    const stored = {
      ...validBio,
      ProfileID: 'P1',
      DateOfBirth: EMPTY_DATE,
      Title: 'Eng.',
      SecondName: '',
      Discipline: '',
      KRAPin: '',
      County: '',
      City: '',
      Image: '',
    } as unknown as Profile;
    expect(bioValuesOf(stored).DateOfBirth).toBe('');
    expect(bioValuesOf({ ...stored, DateOfBirth: '1990-01-02' }).DateOfBirth).toBe('1990-01-02');
  });
});

describe('the firm bio form', () => {
  it('is valid as filled in, and starts from the account (name, tax PIN, contacts) with one blank manager', () => {
    expect(firmErrors({})).toEqual({});
    expect(blankFirmBio({ name: 'X Ltd', email: 'x@y.z', phone_no: '0700000000', id_number: 'P051' })).toMatchObject({
      FirmName: 'X Ltd',
      TaxPIN: 'P051',
      corporateManager: [blankManager()],
    });
  });

  it.each([
    ['FirmName', '', 'Firm Name is required'],
    ['RegistrationNo', '', 'Registration No is required'],
    ['TaxPIN', '', 'Tax PIN is required'],
    ['PhysicalAddress', '', 'Address is required'],
    ['County', '', 'County is required'],
    ['Town', '', 'Town is required'],
    ['Email', 'x', 'E-mail must be valid'],
  ] as const)('%s %j: %s, and nothing else', (name, value, message) => {
    expect(firmErrors({ [name]: value })).toEqual({ [name]: message });
  });

  it('year established: 1900 and this year pass; 1899, next year and none are refused', () => {
    expect(firmErrors({ YearEstablished: 1900 })).toEqual({});
    expect(firmErrors({ YearEstablished: 2026 })).toEqual({});
    for (const year of [1899, 2027, undefined, 2019.5])
      expect(firmErrors({ YearEstablished: year })).toEqual({ YearEstablished: 'Enter a year between 1900 and this year' });
  });

  it('corporate managers: one to ten, each with every field', () => {
    const manager = validFirm.corporateManager[0]!;
    expect(firmErrors({ corporateManager: [] })).toEqual({ corporateManager: 'Add at least one corporate manager' });
    expect(firmErrors({ corporateManager: Array.from({ length: 10 }, () => manager) })).toEqual({});
    expect(firmErrors({ corporateManager: Array.from({ length: 11 }, () => manager) })).toEqual({
      corporateManager: 'At most 10 corporate managers',
    });
    expect(firmErrors({ corporateManager: [manager, { ...manager, surname: '' }] })).toEqual({
      'corporateManager.1.surname': 'Surname is required',
    });
    expect(firmErrors({ corporateManager: [{ ...manager, OtherNames: '' }] })).toEqual({
      'corporateManager.0.OtherNames': 'Other Names is required',
    });
    expect(firmErrors({ corporateManager: [{ ...manager, address: '' }] })).toEqual({
      'corporateManager.0.address': 'Address is required',
    });
  });

  it('a new county empties the town', () => {
    expect(firmDependents({ ...validFirm, County: 'Kisumu' }, 'County', validFirm)).toMatchObject({ County: 'Kisumu', Town: '' });
    expect(firmDependents({ ...validFirm, Town: 'Naivasha' }, 'Town', validFirm)).toMatchObject({ County: 'Nakuru', Town: 'Naivasha' });
  });
});
