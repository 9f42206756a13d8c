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
