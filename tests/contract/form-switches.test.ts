// The settings' countyField and practicing_firm in the forms' rules (docs/spec/decisions.md §E), each switch alone
// on both sides: the firm bio's County, the licence's county and practice name, what the bio forms send, and the
// checklist's words for RESIDENCE.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#contract';
import { z } from '#contract/mini.ts';
import { ALL_FORM_PARTS, unasked, type FormSwitches } from '#contract/form-switches.ts';
import { licenceDetailsSchemaFor, licenceUnasked } from '#contract/membership-licence.ts';
import { blankBio, blankFirmBio, firmBioFormSchema, toFirmBioUpdate, toProfileCreate, toProfileUpdate } from '#contract/profile-bio.ts';
import { checklistProgress } from '#machines/checklist/checklist-rules.ts';

const TODAY = '2026-11-23';
const countyOff: FormSwitches = { countyField: false, practicing_firm: true };
const firmOff: FormSwitches = { countyField: true, practicing_firm: false };

const firm = {
  ...blankFirmBio({ name: 'Rift Valley Structural Ltd', email: 'newfirm@demo.test', phone_no: '0512345678', id_number: 'P059876543R' }),
  RegistrationNo: 'PVT-2019-118822',
  PhysicalAddress: 'Kenyatta Avenue, Nakuru',
  County: '',
  Town: 'Nakuru',
  YearEstablished: 2019,
  corporateManager: [
    { surname: 'Kiprono', OtherNames: 'Daniel', phoneNo: '0712000111', email: 'd.kiprono@rvs.example', address: 'Nakuru' },
  ],
};
const firmErrors = (switches: FormSwitches, county: string) => {
  const parsed = firmBioFormSchema(TODAY, switches).safeParse({ ...firm, County: county });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const licence = {
  startDate: '2027-01-01',
  countryCode: 'KE',
  county: '',
  city: 'Nairobi',
  postalCode: 'P.O. Box 1-00100',
  physicalLocation: 'Upper Hill',
  phoneNo: '0778901234',
  email: 'faith@example.test',
  practiceName: '',
  practitionerSurname: 'Nyambura',
  practitionerOtherNames: 'Faith',
  practitionerPhone: '(077) 890-1234',
  practitionerEmail: 'faith@example.test',
  practitionerAddress: 'P.O. Box 1-00100, Nairobi',
};
const licenceErrors = (switches: FormSwitches, patch: Partial<typeof licence> = {}) => {
  const parsed = licenceDetailsSchemaFor(switches).safeParse({ ...licence, ...patch });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('countyField', () => {
  it('firm bio: an empty County is "County is required" while on; taken while off; a County is taken either way', () => {
    expect(firmErrors(ALL_FORM_PARTS, '')).toEqual({ County: 'County is required' });
    expect(firmErrors(countyOff, '')).toEqual({});
    expect(firmErrors(ALL_FORM_PARTS, 'Nakuru')).toEqual({});
    expect(firmErrors(countyOff, 'Nakuru')).toEqual({});
  });

  it('licence: an empty county is "Required field" while on, taken while off (the practice name is the other switch)', () => {
    expect(licenceErrors(ALL_FORM_PARTS, { practiceName: 'Nyambura Engineering' })).toEqual({ county: 'Required field' });
    expect(licenceErrors(countyOff, { practiceName: 'Nyambura Engineering' })).toEqual({});
    expect(licenceErrors(ALL_FORM_PARTS, { county: 'Nairobi', practiceName: 'Nyambura Engineering' })).toEqual({});
    // The town is asked whatever the county switch says.
    expect(licenceErrors(countyOff, { city: '', practiceName: 'P' })).toEqual({ city: 'Required field' });
  });

  it('the bio forms send no County while off (the one on file stays), and every field while on', () => {
    const bio = { ...blankBio(), FirstName: 'Achieng', LastName: 'Atieno', Gender: 'Female' as const, County: 'Kisumu', City: 'Kisumu' };
    expect(toProfileCreate(bio, countyOff)).not.toHaveProperty('County');
    expect(toProfileUpdate('PROF-1', bio, countyOff)).toMatchObject({ City: 'Kisumu' });
    expect(toProfileUpdate('PROF-1', bio, countyOff)).not.toHaveProperty('County');
    expect(toProfileUpdate('PROF-1', bio)).toMatchObject({ County: 'Kisumu', City: 'Kisumu' });
    expect(toFirmBioUpdate('PROF-2', { ...firm, County: 'Nakuru' }, countyOff)).not.toHaveProperty('County');
    expect(toFirmBioUpdate('PROF-2', { ...firm, County: 'Nakuru' }, ALL_FORM_PARTS)).toMatchObject({ County: 'Nakuru' });
  });

  it("the checklist's sentence names the county and town while on, the town alone while off", () => {
    const items = [{ checkListType: 'RESIDENCE', description: 'Give your county and town of residence', pass: false }];
    expect(checklistProgress(items).text).toBe('0 of 1 done. Still to do: your county and town.');
    expect(checklistProgress(items, countyOff).text).toBe('0 of 1 done. Still to do: your town.');
  });
});

describe('practicing_firm', () => {
  it('licence: an empty practice name is "Required field" while on, taken while off', () => {
    expect(licenceErrors(ALL_FORM_PARTS, { county: 'Nairobi' })).toEqual({ practiceName: 'Required field' });
    expect(licenceErrors(firmOff, { county: 'Nairobi' })).toEqual({});
    expect(licenceErrors({ countyField: false, practicing_firm: false })).toEqual({});
  });

  it('names what each switch leaves out', () => {
    expect(licenceUnasked(ALL_FORM_PARTS)).toEqual([]);
    expect(licenceUnasked(countyOff)).toEqual(['county']);
    expect(licenceUnasked(firmOff)).toEqual(['practiceName']);
  });
});

describe('a field its switch leaves out', () => {
  it('reads as empty when absent, and as what it is when sent (within its bound)', () => {
    expect(z.parse(unasked(), undefined)).toBe('');
    expect(z.parse(unasked(), 'Nairobi City')).toBe('Nairobi City');
    expect(z.safeParse(unasked(10), 'x'.repeat(11)).success).toBe(false);
  });
});
