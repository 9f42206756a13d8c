// A qualification's rules at their boundaries, each cause alone (spec 2 §5): Local needs a university (or
// 'OTHER' with the institution typed, sent without the code), Foreign needs its contact (upper-cased) and its
// institution, graduation and end not before the start, transcripts only with a Foreign qualification.
import { describe, expect, it } from 'vitest';
import { fieldErrors, messages } from '#contract';
import { certifications, institutions, listMessages, OTHER_UNIVERSITY } from '#contract/profile-lists.ts';

const schema = certifications.calls.add.body;
const local = {
  Category: 'Local',
  Type: 'Educational',
  UniversityCode: 'U001',
  Institution: '',
  AreaOfSpecialization: 'Civil',
  CertificateAwarded: 'BSc Civil',
  CertificateNo: 'C-1',
  StartDate: '2010-09-01',
  EndDate: '2014-06-30',
  GraduationDate: '2014-12-01',
};
const foreign = {
  ...local,
  Category: 'Foreign',
  UniversityCode: '',
  Institution: 'Imperial College',
  ContactPerson: 'Jane Roe',
  ContactDesignation: 'Registrar',
  ContactEmail: 'registry@imperial.example',
  contactPersonAddress: 'South Kensington',
  ContactCountry: 'GB',
};
const errorsOf = (value: object) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('qualification rules', () => {
  it('Local: a listed university passes; no university and no institution says University is required', () => {
    expect(errorsOf(local)).toEqual({});
    expect(errorsOf({ ...local, UniversityCode: '' })).toEqual({ UniversityCode: listMessages.universityRequired });
    expect(listMessages.universityRequired).toBe('University is required');
  });

  it("Local 'OTHER': the institution must be typed, and the code is dropped from what is sent", () => {
    expect(errorsOf({ ...local, UniversityCode: OTHER_UNIVERSITY })).toEqual({ Institution: listMessages.institutionRequired });
    const values = { ...local, UniversityCode: OTHER_UNIVERSITY, Institution: 'Kabete Technical' };
    expect(errorsOf(values)).toEqual({});
    const body = certifications.toBody!(values);
    expect(body).not.toHaveProperty('UniversityCode');
    expect(body.Institution).toBe('Kabete Technical');
    // What is sent passes the same rules (the server's), and a row kept so edits as 'OTHER' again.
    expect(errorsOf(body)).toEqual({});
    expect(certifications.toForm!({ ...body, UniversityCode: '' }).UniversityCode).toBe(OTHER_UNIVERSITY);
    expect(certifications.toForm!({ ...local }).UniversityCode).toBe('U001');
    // A listed university keeps its code.
    expect(certifications.toBody!(local).UniversityCode).toBe('U001');
  });

  it('Foreign: each contact field alone is required, and the institution', () => {
    expect(errorsOf(foreign)).toEqual({});
    const required: Array<[string, string]> = [
      ['ContactPerson', listMessages.contactPersonRequired],
      ['ContactDesignation', listMessages.designationRequired],
      ['ContactEmail', messages.emailRequired],
      ['contactPersonAddress', listMessages.addressRequired],
      ['ContactCountry', listMessages.countryRequired],
      ['Institution', listMessages.institutionRequired],
    ];
    for (const [field, message] of required) expect(errorsOf({ ...foreign, [field]: '' }), field).toEqual({ [field]: message });
  });

  it('an empty Foreign form names every missing field at once: the contact rules run beside the fields that failed', () => {
    const blank = Object.fromEntries(Object.keys(certifications.fields).map((name) => [name, '']));
    const errors = errorsOf({ ...blank, Category: 'Foreign' });
    expect(errors).toMatchObject({
      AreaOfSpecialization: 'Area of Specialization is required',
      StartDate: 'Start Date is required',
      ContactPerson: listMessages.contactPersonRequired,
      ContactCountry: listMessages.countryRequired,
      Institution: listMessages.institutionRequired,
    });
    // No comparison of dates that are not there: End Date says it is required, nothing about the start.
    expect(errors.EndDate).not.toBe('End Date Cannot come before Start Date');
  });

  it('Foreign contact fields are upper-cased as parsed (the server keeps them so); the e-mail is not', () => {
    const parsed = schema.parse(foreign);
    expect(parsed).toMatchObject({
      ContactPerson: 'JANE ROE',
      ContactDesignation: 'REGISTRAR',
      contactPersonAddress: 'SOUTH KENSINGTON',
      ContactCountry: 'GB',
      ContactEmail: 'registry@imperial.example',
    });
  });

  it('graduation and end may fall on the start day, not a day before', () => {
    expect(errorsOf({ ...local, EndDate: local.StartDate, GraduationDate: local.StartDate })).toEqual({});
    expect(errorsOf({ ...local, GraduationDate: '2010-08-31' })).toEqual({
      GraduationDate: 'Graduation Date Cannot come before Start Date',
    });
    expect(errorsOf({ ...local, EndDate: '2010-08-31' })).toEqual({ EndDate: 'End Date Cannot come before Start Date' });
  });

  it('sends transcripts with a Foreign qualification only', () => {
    const transcript = [{ description: 'Year 1', attachment: btoa('%PDF-1.4') }];
    expect(certifications.toBody!({ ...foreign, transcript }).transcript).toEqual(transcript);
    expect(certifications.toBody!({ ...local, transcript })).not.toHaveProperty('transcript');
    expect(errorsOf({ ...foreign, transcript: [{ description: '', attachment: btoa('GIF89a') }] })).toEqual({
      'transcript.0.description': listMessages.descriptionRequired,
      'transcript.0.attachment': messages.attachmentNotPdf,
    });
  });

  it("a professional membership's institution, number and type are upper-cased", () => {
    const parsed = institutions.calls.add.body.parse({
      Institution: 'iek',
      memberNo: 'm-12',
      membershipType: 'fellow',
      yearOfRegistration: '2015-01-01',
    });
    expect(parsed).toMatchObject({ Institution: 'IEK', memberNo: 'M-12', membershipType: 'FELLOW' });
  });
});
