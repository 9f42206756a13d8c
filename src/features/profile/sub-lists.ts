// The profile's sub-lists (document 2 §3, §5, §7), each one definition of the shared pattern.
import { endpoints, type ApiClient } from '../../contract';
import { defineSubList, type Option } from './sub-list-resource';

const e = endpoints.profile;
const PARTY_TYPES: Option[] = [
  { value: 'Member', label: 'Member' },
  { value: 'Non Member', label: 'Non Member' },
];
const isMember = (v: { type?: unknown }) => v.type === 'Member';
const employeeTypes = async (api: ApiClient): Promise<Option[]> => (await api.call(e.employeeSetup)).data.map((t) => ({ value: t.code, label: t.description }));
const specializationTypes = async (api: ApiClient): Promise<Option[]> =>
  (await api.call(endpoints.shell.specializationTypes)).data.map((t) => ({ value: t.Code, label: t.Description }));

export const bankers = defineSubList({
  key: 'bankers',
  title: 'Bankers',
  noun: 'banker',
  calls: { list: e.bankers, add: e.addBanker, update: e.updateBanker, remove: e.removeBanker },
  keyField: 'lineNo',
  blank: { name: '', address: '' },
  columns: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Address', cell: (r) => r.address },
  ],
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'address', label: 'Address', kind: 'textarea' },
  ],
});

export const services = defineSubList({
  key: 'services',
  title: 'Services',
  noun: 'service',
  calls: { list: e.services, add: e.addService, update: e.updateService, remove: e.removeService },
  keyField: 'entryNo',
  blank: { service: '', description: '' },
  columns: [
    { header: 'Service', cell: (r) => r.service },
    { header: 'Description', cell: (r) => r.description },
  ],
  fields: [
    { name: 'service', label: 'Service' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
});

export const shareholders = defineSubList({
  key: 'shareholders',
  title: 'Shareholders',
  noun: 'shareholder',
  calls: { list: e.shareholders, add: e.addShareholder, update: e.updateShareholder, remove: e.removeShareholder },
  keyField: 'entryNo',
  blank: { name: '', identificationDocumentNo: '', discipline: '', type: '', regNo: '', sharesHeld: undefined },
  columns: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'ID / Passport', cell: (r) => r.identificationDocumentNo },
    { header: 'Discipline', cell: (r) => r.discipline || '—' },
    { header: 'Type', cell: (r) => r.type },
    { header: 'Registration No', cell: (r) => r.regNo || '—' },
    { header: 'Shares held', cell: (r) => r.sharesHeld.toLocaleString('en-KE') },
  ],
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'identificationDocumentNo', label: 'ID / Passport No' },
    { name: 'discipline', label: 'Discipline' },
    { name: 'type', label: 'Type', kind: 'select', options: PARTY_TYPES },
    { name: 'regNo', label: 'Professional Registration Number', shownWhen: isMember },
    { name: 'sharesHeld', label: 'Shares Held', kind: 'number' },
  ],
});

export const directors = defineSubList({
  key: 'directors',
  title: 'Directors',
  noun: 'director',
  calls: { list: e.directors, add: e.addDirector, update: e.updateDirector, remove: e.removeDirector },
  keyField: 'entryNo',
  blank: { name: '', identificationDocumentNo: '', discipline: '', type: '', regNo: '' },
  columns: [
    { header: 'Name', cell: (r) => r.name },
    { header: 'ID / Passport', cell: (r) => r.identificationDocumentNo },
    { header: 'Discipline', cell: (r) => r.discipline || '—' },
    { header: 'Type', cell: (r) => r.type },
    { header: 'Registration No', cell: (r) => r.regNo || '—' },
  ],
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'identificationDocumentNo', label: 'ID / Passport No' },
    { name: 'discipline', label: 'Discipline' },
    { name: 'type', label: 'Type', kind: 'select', options: PARTY_TYPES },
    { name: 'regNo', label: 'Professional Registration Number', shownWhen: isMember },
  ],
});

export const employees = defineSubList({
  key: 'employees',
  title: 'Employees',
  noun: 'employee count',
  calls: { list: e.employees, add: e.addEmployee, update: e.updateEmployee, remove: e.removeEmployee },
  keyField: 'lineNo',
  blank: { code: '', count: undefined },
  columns: [
    { header: 'Employee type', cell: (r) => r.description || r.code },
    { header: 'Count', cell: (r) => r.count.toLocaleString('en-KE') },
  ],
  fields: [
    { name: 'code', label: 'Employee type', kind: 'select', options: employeeTypes },
    { name: 'count', label: 'Count', kind: 'number' },
  ],
});

export const convictions = defineSubList({
  key: 'convictions',
  title: 'Convictions',
  noun: 'conviction',
  calls: { list: e.convictions, add: e.addConviction, update: e.updateConviction, remove: e.removeConviction },
  keyField: 'lineNo',
  blank: { ConvictionDate: '', Offence: '', SentenceImposed: '' },
  columns: [
    { header: 'Conviction date', cell: (r) => r.ConvictionDate },
    { header: 'Offence', cell: (r) => r.Offence },
    { header: 'Sentence imposed', cell: (r) => r.SentenceImposed },
  ],
  fields: [
    { name: 'ConvictionDate', label: 'Conviction Date', kind: 'date', pastOnly: true },
    { name: 'Offence', label: 'Offence' },
    { name: 'SentenceImposed', label: 'Sentence Imposed', kind: 'textarea' },
  ],
});

export const specializations = defineSubList({
  key: 'specialization',
  title: 'Specialization',
  noun: 'specialization',
  calls: { list: e.specializations, add: e.addSpecialization, update: e.updateSpecialization },
  keyField: 'lineNo',
  blank: { Code: '', Description: '' },
  columns: [
    { header: 'Specialization', cell: (r) => r.Code },
    { header: 'Description', cell: (r) => r.Description },
  ],
  fields: [
    { name: 'Code', label: 'Specialization', kind: 'select', options: specializationTypes },
    { name: 'Description', label: 'Description', kind: 'textarea' },
  ],
});

const countries = async (api: ApiClient): Promise<Option[]> => (await api.call(endpoints.shell.countries)).data.map((c) => ({ value: c.code, label: c.displayName }));
const counties = async (api: ApiClient): Promise<Option[]> => (await api.call(endpoints.shell.counties)).data.map((c) => ({ value: c.countyName, label: c.countyName }));

export const contacts = defineSubList({
  key: 'contacts',
  title: 'Contacts',
  noun: 'contact',
  // One call adds, or updates the row whose lineNo it carries.
  calls: { list: e.contacts, add: e.saveContact, update: e.saveContact, remove: e.removeContact },
  keyField: 'lineNo',
  blank: { Type: '', PhoneNo: '', Email: '', Address: '', Country: 'KE', County: '', City: '', PostCode: '' },
  columns: [
    { header: 'Type', cell: (r) => r.Type },
    { header: 'Phone', cell: (r) => r.PhoneNo },
    { header: 'E-mail', cell: (r) => r.Email || '—' },
    { header: 'Address', cell: (r) => [r.Address, r.City, r.County, r.PostCode].filter(Boolean).join(', ') },
    { header: 'Country', cell: (r) => r.Country },
  ],
  fields: [
    { name: 'Type', label: 'Type', kind: 'select', options: [{ value: 'Personal', label: 'Personal' }, { value: 'Work', label: 'Work' }] },
    { name: 'PhoneNo', label: 'Phone No' },
    { name: 'Email', label: 'E-mail' },
    { name: 'Address', label: 'Address' },
    { name: 'Country', label: 'Country', kind: 'select', options: countries },
    { name: 'County', label: 'County', kind: 'select', options: counties, shownWhen: (v) => v.Country === 'KE' },
    { name: 'City', label: 'City / Town' },
    { name: 'PostCode', label: 'Postal code' },
  ],
});

export const workExperience = defineSubList({
  key: 'work-experience',
  title: 'Work experience',
  noun: 'work experience',
  calls: { list: e.workExperience, add: e.addWorkExperience, update: e.updateWorkExperience, remove: e.removeWorkExperience },
  keyField: 'EntryNo',
  blank: { PlaceOfWork: '', Designation: '', Address: '', PhoneNo: '', Email: '', StartDate: '', EndDate: '', Current: false, Duties: '' },
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
    { name: 'StartDate', label: 'Start Date', kind: 'date', pastOnly: true },
    { name: 'Current', label: 'I work here now', kind: 'checkbox' },
    { name: 'EndDate', label: 'End Date', kind: 'date', pastOnly: true, shownWhen: (v) => v.Current !== true },
    { name: 'Duties', label: 'Duties', kind: 'textarea' },
  ],
});
