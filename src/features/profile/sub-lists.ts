// The profile's sub-lists on screen (document 2 §2, §3): per list only the table's columns and the dialog's field
// layout; everything else is its contract definition (src/contract/profile-lists.ts).
import { endpoints, type ApiClient } from '../../contract';
import * as lists from '../../contract/profile-lists';
import type { Director } from '../../contract/profile-lists';
import type { SubListValues } from '../../../machines/crud-list/sub-list';
import { defineSubList, type Column, type FieldLayout, type Option } from './sub-list-resource';

const lookup =
  <T>(load: (api: ApiClient) => Promise<{ data: T[] }>, option: (t: T) => Option) =>
  async (api: ApiClient): Promise<Option[]> =>
    (await load(api)).data.map(option);
const employeeTypes = lookup((api) => api.call(endpoints.profile.employeeSetup), (t) => ({ value: t.code, label: t.description }));
const specializationTypes = lookup((api) => api.call(endpoints.shell.specializationTypes), (t) => ({ value: t.Code, label: t.Description }));
const countries = lookup((api) => api.call(endpoints.shell.countries), (c) => ({ value: c.code, label: c.displayName }));
const counties = lookup((api) => api.call(endpoints.shell.counties), (c) => ({ value: c.countyName, label: c.countyName }));
const choices = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));
const count = (n: number) => n.toLocaleString('en-KE');

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
  columns: [...partyColumns, { header: 'Shares held', cell: (r) => count(r.sharesHeld) }],
  fields: [...partyFields, { name: 'sharesHeld', label: 'Shares Held', kind: 'number' }],
});

export const directors = defineSubList(lists.directors, { columns: partyColumns, fields: partyFields });

export const employees = defineSubList(lists.employees, {
  columns: [
    { header: 'Employee type', cell: (r) => r.description || r.code },
    { header: 'Count', cell: (r) => count(r.count) },
  ],
  fields: [
    { name: 'code', label: 'Employee type', kind: 'select', options: employeeTypes },
    { name: 'count', label: 'Count', kind: 'number' },
  ],
});

export const convictions = defineSubList(lists.convictions, {
  columns: [
    { header: 'Conviction date', cell: (r) => r.ConvictionDate },
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
    { header: 'Specialization', cell: (r) => r.Code },
    { header: 'Description', cell: (r) => r.Description },
  ],
  fields: [
    { name: 'Code', label: 'Specialization', kind: 'select', options: specializationTypes },
    { name: 'Description', label: 'Description', kind: 'textarea' },
  ],
});

export const contacts = defineSubList(lists.contacts, {
  initial: { Country: 'KE' },
  columns: [
    { header: 'Type', cell: (r) => r.Type },
    { header: 'Phone', cell: (r) => r.PhoneNo },
    { header: 'E-mail', cell: (r) => r.Email || '—' },
    { header: 'Address', cell: (r) => [r.Address, r.City, r.County, r.PostCode].filter(Boolean).join(', ') },
    { header: 'Country', cell: (r) => r.Country },
  ],
  fields: [
    { name: 'Type', label: 'Type', kind: 'select', options: choices('Personal', 'Work') },
    { name: 'PhoneNo', label: 'Phone No' },
    { name: 'Email', label: 'E-mail' },
    { name: 'Address', label: 'Address' },
    { name: 'Country', label: 'Country', kind: 'select', options: countries },
    { name: 'County', label: 'County', kind: 'select', options: counties, shownWhen: (v) => v.Country === 'KE' },
    { name: 'City', label: 'City / Town' },
    { name: 'PostCode', label: 'Postal code' },
  ],
});

export const workExperience = defineSubList(lists.workExperience, {
  columns: [
    { header: 'Place of work', cell: (r) => r.PlaceOfWork },
    { header: 'Designation', cell: (r) => r.Designation },
    { header: 'From', cell: (r) => r.StartDate },
    { header: 'To', cell: (r) => (r.Current ? 'Current' : r.EndDate) },
    { header: 'Duties', cell: (r) => r.Duties || '—' },
  ],
  fields: [
    { name: 'PlaceOfWork', label: 'Place of Work' },
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
