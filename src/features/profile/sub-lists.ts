// The profile's sub-lists on screen (spec 2 §2, §3): per list only the table's columns and the dialog's field
// layout; everything else is its contract definition (src/contract/profile-lists.ts).
import { type ApiClient, profileEndpoints, setupEndpoints } from '#contract';
import * as lists from '#contract/profile-lists.ts';
import type { Director } from '#contract/profile-lists.ts';
import type { SubListValues } from '#machines/crud-list/sub-list.ts';
import { formatDate } from '#contract/medium-date.ts';
import { formatCount } from '#contract/grouped-digits.ts';

type AccountKind = keyof typeof lists.ATTACHMENT_KINDS;
import { defineSubList, type Column, type FieldLayout, type Option, type OptionLoader } from './sub-list-resource';

const lookup =
  <T>(load: (api: ApiClient) => Promise<{ data: T[] }>, option: (t: T) => Option) =>
  async (api: ApiClient): Promise<Option[]> =>
    (await load(api)).data.map(option);
const employeeTypes = lookup(
  (api) => api.call(profileEndpoints.employeeSetup),
  (t) => ({ value: t.code, label: t.description }),
);
const specializationTypes = lookup(
  (api) => api.call(setupEndpoints.specializationTypes),
  (t) => ({ value: t.Code, label: t.Description }),
);
const countries = lookup(
  (api) => api.call(setupEndpoints.countries),
  (c) => ({ value: c.code, label: c.displayName }),
);
const counties = lookup(
  (api) => api.call(setupEndpoints.counties),
  (c) => ({ value: c.countyName, label: c.countyName }),
);
// The setup lookups the documents name for these forms (spec 1 §3 "Lookup lists kept for forms", spec 2 §7).
const qualificationCodes = lookup(
  (api) => api.call(setupEndpoints.qualificationCodes),
  (q) => ({ value: q.Description, label: q.Description }),
);
const postalCodes = lookup(
  (api) => api.call(setupEndpoints.postalCodes),
  (p) => ({ value: p.Code, label: `${p.Code} ${p.Description}` }),
);
const industryGroups = lookup(
  (api) => api.call(setupEndpoints.industryGroups),
  (g) => ({ value: g.Code, label: g.Description }),
);
const firms = lookup(
  (api) => api.call(setupEndpoints.firms),
  (f) => ({ value: f.MemberNo, label: `${f.Name} (${f.MemberNo})` }),
);
const divisions = lookup(
  (api) => api.call(setupEndpoints.divisions),
  (d) => ({ value: d.Code, label: d.Description }),
);
const choices = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));

export const bankers = defineSubList(lists.bankers, {
  columns: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Address', cell: (r) => r.address },
  ],
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'address', label: 'Address', kind: 'textarea' },
  ],
});

export const services = defineSubList(lists.services, {
  columns: [
    { header: 'Service', cell: (r) => r.service },
    { header: 'Description', cell: (r) => r.description },
  ],
  fields: [
    { name: 'service', label: 'Service' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
});

// Shareholders and directors are the same party; shareholders add the shares they hold.
const partyColumns: Array<Column<Director>> = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'ID / Passport', cell: (r) => r.identificationDocumentNo },
  { header: 'Discipline', cell: (r) => r.discipline || '—' },
  { header: 'Type', cell: (r) => r.type },
  { header: 'Registration No', cell: (r) => r.regNo || '—' },
];
const partyFields: Array<FieldLayout<SubListValues<typeof lists.directors>>> = [
  { name: 'name', label: 'Name' },
  { name: 'identificationDocumentNo', label: 'ID / Passport No' },
  { name: 'discipline', label: 'Discipline' },
  { name: 'type', label: 'Type', kind: 'select', options: choices('Member', 'Non Member') },
  { name: 'regNo', label: 'Professional Registration Number', shownWhen: (v) => v.type === 'Member' },
];

export const shareholders = defineSubList(lists.shareholders, {
  columns: [...partyColumns, { header: 'Shares held', cell: (r) => formatCount(r.sharesHeld) }],
  fields: [...partyFields, { name: 'sharesHeld', label: 'Shares Held', kind: 'number' }],
});

export const directors = defineSubList(lists.directors, { columns: partyColumns, fields: partyFields });

export const employees = defineSubList(lists.employees, {
  columns: [
    { header: 'Employee type', cell: (r) => r.description || r.code },
    { header: 'Count', cell: (r) => formatCount(r.count) },
  ],
  fields: [
    { name: 'code', label: 'Employee type', kind: 'select', options: employeeTypes },
    { name: 'count', label: 'Count', kind: 'number' },
  ],
});

export const convictions = defineSubList(lists.convictions, {
  columns: [
    { header: 'Conviction date', cell: (r) => formatDate(r.ConvictionDate) },
    { header: 'Offence', cell: (r) => r.Offence },
    { header: 'Sentence imposed', cell: (r) => r.SentenceImposed },
  ],
  fields: [
    { name: 'ConvictionDate', label: 'Conviction Date', kind: 'date' },
    { name: 'Offence', label: 'Offence' },
    { name: 'SentenceImposed', label: 'Sentence Imposed', kind: 'textarea' },
  ],
});

export const specializations = defineSubList(lists.specializations, {
  columns: [
    { header: 'Specialization', cell: (r) => r.Code, names: specializationTypes },
    { header: 'Description', cell: (r) => r.Description },
  ],
  fields: [
    { name: 'Code', label: 'Specialization', kind: 'select', options: specializationTypes },
    { name: 'Description', label: 'Description', kind: 'textarea' },
    { name: 'Division', label: 'Division', kind: 'select', options: divisions },
  ],
});

export const contacts = defineSubList(lists.contacts, {
  initial: { Country: 'KE' },
  columns: [
    { header: 'Type', cell: (r) => r.Type },
    { header: 'Phone', cell: (r) => r.PhoneNo },
    { header: 'E-mail', cell: (r) => r.Email || '—' },
    { header: 'Address', cell: (r) => [r.Address, r.City, r.County, r.PostCode].filter(Boolean).join(', ') },
    { header: 'Country', cell: (r) => r.Country, names: countries },
  ],
  fields: [
    { name: 'Type', label: 'Type', kind: 'select', options: choices('Personal', 'Work') },
    { name: 'PhoneNo', label: 'Phone No' },
    { name: 'Email', label: 'E-mail' },
    { name: 'Address', label: 'Address' },
    { name: 'Country', label: 'Country', kind: 'select', options: countries },
    // Optional in the contract; asked only while the settings ask for a county (decisions §E).
    { name: 'County', label: 'County', kind: 'select', options: counties, shownWhen: (v, s) => s.countyField && v.Country === 'KE' },
    { name: 'City', label: 'City / Town' },
    // Kenyan postal codes come from the list; elsewhere the code is typed.
    { name: 'PostCode', label: 'Postal code', kind: 'select', options: postalCodes, shownWhen: (v) => v.Country === 'KE' },
    { name: 'PostCode', label: 'Postal code', shownWhen: (v) => v.Country !== 'KE' },
  ],
});

const refereeTypes = lookup(
  (api) => api.call(setupEndpoints.refereeTypes),
  (t) => ({ value: t.Code, label: t.Description }),
);

/** Referees are members: the member search in the dialog fills the form (referees-panel.tsx). */
export const referees = defineSubList(lists.referees, {
  columns: [
    // What the applicant watches first (who, and whether they answered), then how to reach them.
    { header: 'Name', cell: (r) => r.Name },
    { header: 'Member No', cell: (r) => r.memberNo },
    {
      header: 'Referee Type',
      cell: (r) => r.refereeType || '—',
      names: refereeTypes,
      shownWhen: (rows) => rows.some((r) => r.refereeType),
    },
    { header: 'Response', cell: (r) => lists.refereeResponseText(r.response) },
    { header: 'Email', cell: (r) => r.Email },
    { header: 'Phone No', cell: (r) => r.PhoneNo },
    { header: 'Place of work', cell: (r) => r.PlaceOfWork || '—' },
    { header: 'Designation', cell: (r) => r.Designation || '—' },
  ],
  fields: [
    { name: 'Name', label: 'Name' },
    { name: 'Email', label: 'Email' },
    { name: 'PhoneNo', label: 'Phone No' },
    { name: 'MemberNo', label: 'Member No' },
    { name: 'refereeType', label: 'Referee Type', kind: 'select', options: refereeTypes },
    { name: 'Address', label: 'Address' },
    { name: 'PlaceOfWork', label: 'Place of Work' },
    { name: 'Designation', label: 'Designation' },
  ],
});

export const workExperience = defineSubList(lists.workExperience, {
  columns: [
    { header: 'Place of work', cell: (r) => r.PlaceOfWork },
    { header: 'Designation', cell: (r) => r.Designation },
    { header: 'From', cell: (r) => formatDate(r.StartDate) },
    { header: 'To', cell: (r) => (r.Current ? 'Current' : formatDate(r.EndDate)) },
    { header: 'Duties', cell: (r) => r.Duties || '—' },
  ],
  fields: [
    { name: 'PlaceOfWork', label: 'Place of Work' },
    { name: 'FirmNo', label: 'Registered firm (if the employer is one)', kind: 'select', options: firms },
    { name: 'IndustryGroup', label: 'Industry group', kind: 'select', options: industryGroups },
    { name: 'Designation', label: 'Designation' },
    { name: 'Address', label: 'Address' },
    { name: 'PhoneNo', label: 'Phone No' },
    { name: 'Email', label: 'E-mail' },
    { name: 'StartDate', label: 'Start Date', kind: 'date' },
    { name: 'Current', label: 'I work here now', kind: 'checkbox' },
    { name: 'EndDate', label: 'End Date', kind: 'date', shownWhen: (v) => v.Current !== true },
    { name: 'Duties', label: 'Duties', kind: 'textarea' },
  ],
});

// ---------------------------------------------------------------- lists with files (one `file` kind, one upload)
const universities: OptionLoader = async (api, captions) => {
  const list = captions.universityList === 'accreditedProgrammes' ? setupEndpoints.accreditedProgrammes : setupEndpoints.universities;
  const rows = (await api.call(list)).data.map((u) => ({ value: u.Code, label: u.Description }));
  return [...rows, { value: lists.OTHER_UNIVERSITY, label: 'Other (type its name)' }];
};
const certificationCodes = lookup(
  (api) => api.call(setupEndpoints.certificationCodes),
  (c) => ({ value: c.Description, label: c.Description }),
);
const certificationClasses = lookup(
  (api) => api.call(setupEndpoints.certificationClasses),
  (c) => ({ value: c.Description, label: c.Description }),
);
const attachmentTypes = lookup(
  (api) => api.call(setupEndpoints.attachmentTypes),
  (t) => ({ value: t.Code, label: t.Description }),
);
/** The types an account of `kind` may give an upload (no CR12 for an individual: issue 34). */
const attachmentTypesFor =
  (kind: AccountKind) =>
  async (api: ApiClient): Promise<Option[]> =>
    (await attachmentTypes(api)).filter((o) => lists.attachmentTypeOffered(o.value, kind));
const kept = (r: { attached: boolean; fileName: string }) => (r.attached ? r.fileName || 'Attached' : '—');
const foreign = (v: { Category?: string }) => v.Category === 'Foreign';

/** Qualifications (spec 2 §3 Certification): Local from the university list, Foreign with its contact. */
export const certifications = defineSubList(lists.certifications, {
  initial: { Category: 'Local', Type: 'Educational', CompletionYear: lists.DEFAULT_COMPLETION_YEAR },
  columns: [
    { header: (c) => c.institution, cell: (r) => r.Institution },
    { header: 'Certificate awarded', cell: (r) => r.CertificateAwarded },
    { header: 'Category', cell: (r) => r.Category },
    { header: 'Graduated', cell: (r) => formatDate(r.GraduationDate) },
    { header: 'Certificate', cell: kept },
  ],
  fields: [
    { name: 'Category', label: 'Category', kind: 'select', options: choices('Local', 'Foreign') },
    {
      name: 'Type',
      label: 'Type',
      kind: 'select',
      options: [
        { value: 'Professional', label: 'Professional' },
        { value: 'Educational', label: 'Others' },
      ],
    },
    { name: 'UniversityCode', label: (c) => c.university, kind: 'select', options: universities, shownWhen: (v) => !foreign(v) },
    { name: 'Institution', label: (c) => c.institution, shownWhen: (v) => foreign(v) || v.UniversityCode === lists.OTHER_UNIVERSITY },
    { name: 'AreaOfSpecialization', label: 'Area of Specialization' },
    { name: 'CertificateAwarded', label: 'Certificate Awarded', kind: 'select', options: certificationCodes },
    { name: 'CertificateNo', label: 'Certificate No' },
    { name: 'CertificationClass', label: 'Class', kind: 'select', options: certificationClasses },
    { name: 'QualificationDescription', label: 'Qualification', kind: 'select', options: qualificationCodes },
    { name: 'CompletionYear', label: 'Completion Year', kind: 'year' },
    { name: 'StartDate', label: 'Start Date', kind: 'date' },
    { name: 'EndDate', label: 'End Date', kind: 'date' },
    { name: 'GraduationDate', label: 'Graduation Date', kind: 'date' },
    { name: 'ContactPerson', label: 'Contact Person', shownWhen: foreign },
    { name: 'ContactDesignation', label: 'Designation', shownWhen: foreign },
    { name: 'ContactEmail', label: 'E-mail', shownWhen: foreign },
    { name: 'contactPersonAddress', label: 'Address', shownWhen: foreign },
    { name: 'ContactCountry', label: 'Country', shownWhen: foreign },
    { name: 'File', label: 'Certificate', kind: 'file' },
    { name: 'transcript', label: 'Transcripts', kind: 'files', shownWhen: foreign },
  ],
});

/** Professional memberships (spec 2 §3 Institution membership). */
export const institutions = defineSubList(lists.institutions, {
  columns: [
    { header: 'Institution', cell: (r) => r.Institution },
    { header: (c) => c.registrationNo, cell: (r) => r.memberNo },
    { header: 'Membership type', cell: (r) => r.membershipType },
    { header: 'Registered', cell: (r) => formatDate(r.yearOfRegistration) },
    { header: 'Certificate', cell: kept },
  ],
  fields: [
    { name: 'Institution', label: 'Institution' },
    { name: 'memberNo', label: (c) => c.registrationNo },
    { name: 'membershipType', label: 'Membership Type' },
    { name: 'yearOfRegistration', label: 'Year of Registration', kind: 'date' },
    { name: 'attachment', label: 'Membership certificate', kind: 'file' },
  ],
});

export const facilities = defineSubList(lists.facilities, {
  columns: [
    { header: 'Equipment', cell: (r) => r.nameOfEquipment },
    { header: 'Quantity', cell: (r) => formatCount(r.quantity) },
    { header: 'Ownership', cell: (r) => r.ownership || '—' },
    { header: 'Evidence', cell: kept },
  ],
  fields: [
    { name: 'nameOfEquipment', label: 'Name of Equipment' },
    { name: 'quantity', label: 'Quantity', kind: 'number' },
    { name: 'ownership', label: 'Ownership', kind: 'select', options: choices('Owned', 'Leased', 'Hired') },
    { name: 'remarks', label: 'Remarks', kind: 'textarea' },
    { name: 'File', label: 'Ownership evidence', kind: 'file' },
  ],
});

/** The profile's attachments, the types offered those of the account's kind. */
const attachmentsOf = (kind: AccountKind) =>
  defineSubList(lists.attachments, {
    columns: [
      { header: 'Type', cell: (r) => r.description, names: attachmentTypes },
      { header: 'File name', cell: (r) => r.fileName },
      { header: 'File', cell: kept },
    ],
    fields: [
      { name: 'description', label: 'Attachment type', kind: 'select', options: attachmentTypesFor(kind) },
      { name: 'attachment', label: 'File', kind: 'file', namesField: 'fileName' },
      { name: 'fileName', label: 'File Name' },
    ],
  });
export const attachments = { Individual: attachmentsOf('Individual'), Corporate: attachmentsOf('Corporate') };
