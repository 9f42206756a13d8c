// Each profile sub-list is one definition (src/contract/profile-lists.ts) from which its calls are generated: the
// table keeps the ids, methods, paths and encodings of the spec (spec 2 §7), the generated bodies keep the key
// and cross-field rules on add and update alike, and the dates the spec keeps in the past are marked so.
import { describe, expect, it } from 'vitest';
import { endpoints, type AnyEndpoint } from '#contract';
import { contacts, listMessages, profileSubLists, referees, specializations, workExperience } from '#contract/profile-lists.ts';
import { fieldKind, isPastDate } from '#contract/sub-list.ts';

/** The table as it stood before the calls were generated (id, method, path, encoding). */
const SPEC_CALLS = [
  'contacts GET profile/contact json',
  'saveContact POST profile/contact json',
  'removeContact POST profile/contact/remove json',
  'certifications GET profile/certification json',
  'addCertification POST profile/certification form',
  'updateCertification POST profile/certification/update form',
  'removeCertification POST profile/certification/remove json',
  'workExperience GET profile/work-experience json',
  'addWorkExperience POST profile/work-experience json',
  'updateWorkExperience POST profile/work-experience/update json',
  'removeWorkExperience POST profile/work-experience/remove json',
  'referees GET profile/referee json',
  'addReferee POST profile/referee/add json',
  'updateReferee POST profile/referee/update json',
  'removeReferee POST profile/referee/remove json',
  'specializations GET profile/specialization json',
  'addSpecialization POST profile/specialization json',
  'updateSpecialization POST profile/specialization/update json',
  'institutions GET profile/institution json',
  'addInstitution POST profile/institution form',
  'updateInstitution POST profile/institution/update form',
  'removeInstitution POST profile/institution/remove json',
  'convictions GET profile/convictions json',
  'addConviction POST profile/convictions json',
  'updateConviction POST profile/convictions/update json',
  'removeConviction POST profile/convictions/remove json',
  'attachments GET profile/attachments json',
  'addAttachment POST profile/attachments form',
  'updateAttachment POST profile/attachments/update form',
  'removeAttachment POST profile/attachments/remove json',
  'shareholders GET profile/shareholders json',
  'addShareholder POST profile/shareholders json',
  'updateShareholder POST profile/shareholders/update json',
  'removeShareholder POST profile/shareholders/remove json',
  'directors GET profile/directors json',
  'addDirector POST profile/directors json',
  'updateDirector POST profile/directors/update json',
  'removeDirector POST profile/directors/remove json',
  'employees GET profile/employees json',
  'addEmployee POST profile/employees json',
  'updateEmployee POST profile/employees/update json',
  'removeEmployee POST profile/employees/remove json',
  'bankers GET profile/bankers json',
  'addBanker POST profile/bankers json',
  'updateBanker POST profile/bankers/update json',
  'removeBanker POST profile/bankers/remove json',
  'facilities GET profile/facilities json',
  'addFacility POST profile/facilities form',
  'updateFacility POST profile/facilities/update form',
  'removeFacility POST profile/facilities/remove json',
  'services GET profile/services json',
  'addService POST profile/services json',
  'updateService POST profile/services/update json',
  'removeService POST profile/services/remove json',
];

/** Each list's row as it stood when rows were written out by hand (spec 2 §3 and its other document). */
const SPEC_ROWS: Record<string, string[]> = {
  contacts: ['lineNo', 'ProfileID', 'Type', 'PhoneNo', 'Email', 'Address', 'Country', 'County', 'City', 'PostCode'],
  certifications: [
    'EntryNo',
    'ProfileID',
    'Institution',
    'UniversityCode',
    'AreaOfSpecialization',
    'CertificateAwarded',
    'QualificationDescription',
    'Type',
    'Category',
    'CertificateNo',
    'CertificationClass',
    'CompletionYear',
    'StartDate',
    'EndDate',
    'GraduationDate',
    'ContactPerson',
    'ContactDesignation',
    'contactPersonAddress',
    'ContactEmail',
    'ContactCountry',
    'Cert',
    'attached',
    'fileName',
    'transcript',
  ],
  workExperience: [
    'EntryNo',
    'ProfileID',
    'PlaceOfWork',
    'Designation',
    'Address',
    'PhoneNo',
    'Email',
    'StartDate',
    'EndDate',
    'Current',
    'Duties',
    // The lookups document 1 §3 keeps for forms (issue 23 item 7): the employer's industry group and firm.
    'IndustryGroup',
    'FirmNo',
  ],
  referees: [
    'lineNo',
    'EntryNo',
    'ProfileID',
    'Name',
    'Address',
    'Email',
    'PhoneNo',
    'PlaceOfWork',
    'Designation',
    'memberNo',
    'refereeType',
    'response',
    'Remarks',
    'requestSentAt',
  ],
  specializations: ['lineNo', 'ProfileID', 'Code', 'Description', 'Division'],
  institutions: [
    'lineNo',
    'profileID',
    'Institution',
    'memberNo',
    'membershipType',
    'yearOfRegistration',
    'attachment',
    'attached',
    'fileName',
  ],
  convictions: ['lineNo', 'EntryNo', 'ProfileID', 'ConvictionDate', 'Offence', 'SentenceImposed'],
  attachments: ['lineNo', 'profileID', 'description', 'attachmentType', 'fileName', 'attached', 'attachment'],
  shareholders: ['entryNo', 'profileID', 'name', 'identificationDocumentNo', 'discipline', 'type', 'regNo', 'sharesHeld'],
  directors: ['entryNo', 'profileID', 'name', 'identificationDocumentNo', 'discipline', 'type', 'regNo'],
  employees: ['lineNo', 'profileID', 'code', 'description', 'count'],
  bankers: ['lineNo', 'EntryNo', 'profileID', 'name', 'address'],
  facilities: ['lineNo', 'EntryNo', 'profileID', 'nameOfEquipment', 'quantity', 'ownership', 'remarks', 'Cert', 'attached', 'fileName'],
  services: ['entryNo', 'profileID', 'service', 'description'],
};

const table = endpoints.profile as Record<string, AnyEndpoint>;
const firstMessage = (schema: AnyEndpoint['body'], value: unknown) => {
  const parsed = schema!.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('sub-list definitions', () => {
  it('generate every sub-list call of the table under its stable id, method, path and encoding', () => {
    const generated = profileSubLists.flatMap((list) =>
      Object.entries(list.endpoints as Record<string, AnyEndpoint>).map(([name, e]) => {
        // The table holds the generated entry itself, not a copy.
        expect(table[name]).toBe(e);
        return `${name} ${e.method} ${e.path} ${e.encoding}`;
      }),
    );
    expect(generated.sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('derive each row from the definition: key and twin, owner, what is sent, the file, and what the server sets', () => {
    for (const list of profileSubLists) expect(Object.keys(list.item.shape).sort(), list.name).toEqual([...SPEC_ROWS[list.name]!].sort());
    // A row keeps the choices as choices, and what was optional as a present value.
    const row = {
      lineNo: 1,
      ProfileID: 'P1',
      Type: 'Work',
      PhoneNo: '0202000111',
      Email: '',
      Address: 'Upper Hill',
      Country: 'KE',
      County: '',
      City: '',
      PostCode: '',
    };
    expect(contacts.item.safeParse(row).success).toBe(true);
    expect(contacts.item.safeParse({ ...row, Type: 'Home' }).success).toBe(false);
    const { Email: _email, ...withoutEmail } = row;
    expect(contacts.item.safeParse(withoutEmail).success).toBe(false);
    // The referee is sent as MemberNo and answered as memberNo; the certificate is sent as File and kept as Cert.
    expect(referees.calls.add.body.shape).toHaveProperty('MemberNo');
    expect(referees.item.shape).not.toHaveProperty('MemberNo');
  });

  it('give each list its calls by role: one call adds and updates contacts, specialization has no remove', () => {
    expect(contacts.calls.add).toBe(endpoints.profile.saveContact);
    expect(contacts.calls.update).toBe(endpoints.profile.saveContact);
    expect(specializations.calls.remove).toBeUndefined();
    expect(referees.calls.add).toBe(endpoints.profile.addReferee);
    for (const list of profileSubLists) expect(table[list.name]).toBe(list.calls.list);
  });

  it('make update and remove carry the row key (a positive whole number), and contacts add without one', () => {
    const banker = { name: 'Equity Bank', address: 'Upper Hill' };
    const update = endpoints.profile.updateBanker.body;
    expect(firstMessage(update, banker)).toBe(listMessages.keyRequired);
    expect(firstMessage(update, { ...banker, lineNo: 0 })).toBe(listMessages.keyRequired);
    expect(firstMessage(update, { ...banker, lineNo: 1 })).toBeNull();
    expect(firstMessage(endpoints.profile.removeShareholder.body, {})).toBe(listMessages.keyRequired);
    expect(firstMessage(endpoints.profile.removeShareholder.body, { entryNo: 1 })).toBeNull();
    // The add takes no key.
    expect(endpoints.profile.addBanker.body.parse({ ...banker, lineNo: 4 })).toEqual(banker);

    const contact = { Type: 'Work', PhoneNo: '0202000111', Address: 'Barabara Plaza', Country: 'KE' };
    expect(firstMessage(endpoints.profile.saveContact.body, contact)).toBeNull();
    expect(firstMessage(endpoints.profile.saveContact.body, { ...contact, lineNo: 2 })).toBeNull();
    expect(firstMessage(endpoints.profile.saveContact.body, { ...contact, lineNo: 0 })).toBe(listMessages.keyRequired);
  });

  it('run the cross-field rules on add and update alike (end date on or after the start date)', () => {
    const work = { PlaceOfWork: 'KeNHA', Designation: 'Engineer', StartDate: '2020-05-01' };
    const calls: Array<[AnyEndpoint['body'], object]> = [
      [workExperience.calls.add.body, work],
      [workExperience.calls.update.body, { ...work, EntryNo: 3 }],
    ];
    for (const [body, value] of calls) {
      expect(firstMessage(body, { ...value, EndDate: '2020-04-30' })).toBe(listMessages.endBeforeStart);
      expect(firstMessage(body, { ...value, EndDate: '2020-05-01' })).toBeNull();
    }
  });

  it('mark exactly the dates the spec keeps in the past (spec 2 §5)', () => {
    const pastDates: Record<string, string[]> = {};
    for (const list of profileSubLists) {
      const names = Object.entries(list.fields)
        .filter(([, schema]) => isPastDate(schema))
        .map(([name]) => name);
      if (names.length > 0) pastDates[list.name] = names;
    }
    expect(pastDates).toEqual({
      certifications: ['StartDate', 'EndDate', 'GraduationDate'],
      workExperience: ['StartDate', 'EndDate'],
      institutions: ['yearOfRegistration'],
      convictions: ['ConvictionDate'],
    });
  });

  it('tell each field kind through wrappers, pipes and unions', () => {
    const { certifications, employees } = Object.fromEntries(profileSubLists.map((l) => [l.name, l]));
    const kinds = (fields: Record<string, unknown>, names: string[]) => names.map((n) => fieldKind(fields[n] as never));
    expect(kinds(certifications!.fields, ['Type', 'ContactEmail', 'StartDate', 'CompletionYear', 'transcript', 'File'])).toEqual([
      'text',
      'text',
      'text',
      'number',
      'list',
      'file',
    ]);
    expect(kinds(workExperience.fields, ['Current', 'EndDate'])).toEqual(['boolean', 'text']);
    expect(kinds(employees!.fields, ['code', 'count'])).toEqual(['text', 'number']);
  });
});
