// Every sub-list except referees (referees.ts), each one declaration on the shared factory.
import { endpoints, messages } from '../../../src/contract';
import { listMessages } from '../../../src/contract/profile-lists';
import { unprocessable } from '../../core/http-error';
import type { MockRoute } from '../../core/route';
import { notAfterToday, readPdf, text } from './common';
import { findMemberByNo } from './referees';
import { subListRoutes, type Row, type SubListContext } from './sub-list';

const e = endpoints.profile;

/** A file field: required on add unless the row has one; returns the stored fields. */
async function fileFields(file: unknown, existing: Row | undefined, base64Field: string): Promise<Row> {
  const stored = await readPdf(file as Blob | undefined);
  if (stored) return { [base64Field]: stored.base64, attached: true, fileName: stored.name };
  if (!existing || !existing.attached) throw unprocessable(messages.attachmentRequired);
  return {};
}

/** A Member party needs a registration number that exists. */
function checkRegNo(body: Row, ctx: SubListContext): string {
  if (body.type !== 'Member') return '';
  const member = findMemberByNo(ctx.db, text(body.regNo));
  if (!member) throw unprocessable(listMessages.regNoNotFound);
  return member.MemberNo;
}

const pick = (body: Row, fields: string[], existing?: Row): Row =>
  Object.fromEntries(fields.map((f) => [f, body[f] ?? existing?.[f] ?? '']));

export const listRoutes: MockRoute[] = [
  ...subListRoutes({
    label: 'Contact',
    collection: (db) => db.contacts,
    owner: 'ProfileID',
    key: 'lineNo',
    endpoints: { list: e.contacts, upsert: e.saveContact, remove: e.removeContact },
    defaults: {},
    toFields: (body, _ctx, existing) => pick(body, ['Type', 'PhoneNo', 'Email', 'Address', 'Country', 'County', 'City', 'PostCode'], existing),
  }),

  ...subListRoutes({
    label: 'Qualification',
    collection: (db) => db.certifications,
    owner: 'ProfileID',
    key: 'EntryNo',
    endpoints: { list: e.certifications, add: e.addCertification, update: e.updateCertification, remove: e.removeCertification },
    defaults: { Cert: '', attached: false, fileName: '', transcript: [] },
    toFields: async (body, ctx, existing) => {
      notAfterToday(ctx.world, body.StartDate as string, body.EndDate as string, body.GraduationDate as string);
      const foreign = body.Category === 'Foreign';
      const upper = (v: unknown) => (foreign ? text(v).toUpperCase() : '');
      const graduation = String(body.GraduationDate);
      return {
        ...pick(body, ['Institution', 'AreaOfSpecialization', 'CertificateAwarded', 'Type', 'Category', 'CertificateNo', 'StartDate', 'EndDate', 'GraduationDate']),
        UniversityCode: body.UniversityCode ?? '',
        QualificationDescription: body.QualificationDescription ?? '',
        CertificationClass: body.CertificationClass ?? '',
        CompletionYear: (body.CompletionYear) ?? Number(graduation.slice(0, 4)),
        ContactPerson: upper(body.ContactPerson),
        ContactDesignation: upper(body.ContactDesignation),
        contactPersonAddress: upper(body.contactPersonAddress),
        ContactEmail: foreign ? text(body.ContactEmail) : '',
        ContactCountry: upper(body.ContactCountry),
        // Transcripts belong to Foreign qualifications only; a Local one keeps none.
        transcript: foreign ? ((body.transcript) ?? existing?.transcript ?? []) : [],
        ...(await fileFields(body.File, existing, 'Cert')),
      };
    },
  }),

  ...subListRoutes({
    label: 'Work experience',
    collection: (db) => db.workExperience,
    owner: 'ProfileID',
    key: 'EntryNo',
    endpoints: { list: e.workExperience, add: e.addWorkExperience, update: e.updateWorkExperience, remove: e.removeWorkExperience },
    defaults: {},
    toFields: (body, ctx) => {
      const current = body.Current === true;
      notAfterToday(ctx.world, body.StartDate as string, current ? undefined : (body.EndDate as string));
      return { ...pick(body, ['PlaceOfWork', 'Designation', 'Address', 'PhoneNo', 'Email', 'StartDate', 'Duties']), EndDate: current ? '' : body.EndDate, Current: current };
    },
  }),

  ...subListRoutes({
    label: 'Specialization',
    collection: (db) => db.specializations,
    owner: 'ProfileID',
    key: 'lineNo',
    endpoints: { list: e.specializations, add: e.addSpecialization, update: e.updateSpecialization },
    defaults: {},
    toFields: (body) => pick(body, ['Code', 'Description']),
  }),

  ...subListRoutes({
    label: 'Institution',
    collection: (db) => db.institutions,
    owner: 'profileID',
    key: 'lineNo',
    endpoints: { list: e.institutions, add: e.addInstitution, update: e.updateInstitution, remove: e.removeInstitution },
    defaults: { attachment: '', attached: false, fileName: '' },
    toFields: async (body, ctx, existing) => {
      notAfterToday(ctx.world, body.yearOfRegistration as string);
      return { ...pick(body, ['Institution', 'memberNo', 'membershipType', 'yearOfRegistration']), ...(await fileFields(body.attachment, existing, 'attachment')) };
    },
  }),

  ...subListRoutes({
    label: 'Conviction',
    collection: (db) => db.convictions,
    owner: 'ProfileID',
    key: 'lineNo',
    mirrorKeys: ['EntryNo'],
    endpoints: { list: e.convictions, add: e.addConviction, update: e.updateConviction, remove: e.removeConviction },
    defaults: {},
    toFields: (body, ctx) => {
      notAfterToday(ctx.world, body.ConvictionDate as string);
      return pick(body, ['ConvictionDate', 'Offence', 'SentenceImposed']);
    },
  }),

  ...subListRoutes({
    label: 'Attachment',
    collection: (db) => db.profileAttachments,
    owner: 'profileID',
    key: 'lineNo',
    endpoints: { list: e.attachments, add: e.addAttachment, update: e.updateAttachment, remove: e.removeAttachment },
    defaults: { attachment: '', attached: false, fileName: '', attachmentType: '' },
    toFields: async (body, _ctx, existing) => {
      const file = await fileFields(body.attachment, existing, 'attachment');
      // The spec's fileName is what the user typed (defaulting to the chosen file's name in the view).
      return { ...pick(body, ['description', 'attachmentType'], existing), ...file, fileName: body.fileName };
    },
  }),

  ...subListRoutes({
    label: 'Shareholder',
    collection: (db) => db.shareholders,
    owner: 'profileID',
    key: 'entryNo',
    endpoints: { list: e.shareholders, add: e.addShareholder, update: e.updateShareholder, remove: e.removeShareholder },
    defaults: {},
    toFields: (body, ctx) => ({ ...pick(body, ['name', 'identificationDocumentNo', 'discipline', 'type']), regNo: checkRegNo(body, ctx), sharesHeld: body.sharesHeld }),
  }),

  ...subListRoutes({
    label: 'Director',
    collection: (db) => db.directors,
    owner: 'profileID',
    key: 'entryNo',
    endpoints: { list: e.directors, add: e.addDirector, update: e.updateDirector, remove: e.removeDirector },
    defaults: {},
    toFields: (body, ctx) => ({ ...pick(body, ['name', 'identificationDocumentNo', 'discipline', 'type']), regNo: checkRegNo(body, ctx) }),
  }),

  ...subListRoutes({
    label: 'Employee count',
    collection: (db) => db.employeeCounts,
    owner: 'profileID',
    key: 'lineNo',
    endpoints: { list: e.employees, add: e.addEmployee, update: e.updateEmployee, remove: e.removeEmployee },
    defaults: {},
    toFields: (body, ctx, existing) => {
      const code = String(body.code);
      const type = ctx.db.employeeTypes.findFirst((q) => q.where({ code }));
      if (!type) throw unprocessable('Choose an employee type from the list.');
      const twin = ctx.db.employeeCounts.findFirst((q) => q.where({ profileID: ctx.profile.ProfileID, code }));
      if (twin && twin.lineNo !== existing?.lineNo) throw unprocessable('This employee type is already listed: edit its count instead.');
      return { code, description: type.description, count: body.count };
    },
  }),

  ...subListRoutes({
    label: 'Banker',
    collection: (db) => db.bankers,
    owner: 'profileID',
    key: 'lineNo',
    mirrorKeys: ['EntryNo'],
    endpoints: { list: e.bankers, add: e.addBanker, update: e.updateBanker, remove: e.removeBanker },
    defaults: {},
    toFields: (body) => pick(body, ['name', 'address']),
  }),

  ...subListRoutes({
    label: 'Facility',
    collection: (db) => db.facilities,
    owner: 'profileID',
    key: 'lineNo',
    mirrorKeys: ['EntryNo'],
    endpoints: { list: e.facilities, add: e.addFacility, update: e.updateFacility, remove: e.removeFacility },
    defaults: { Cert: '', attached: false, fileName: '' },
    toFields: async (body, _ctx, existing) => ({
      ...pick(body, ['nameOfEquipment', 'ownership', 'remarks'], existing),
      quantity: body.quantity,
      ...(await fileFields(body.File, existing, 'Cert')),
    }),
  }),

  ...subListRoutes({
    label: 'Service',
    collection: (db) => db.firmServices,
    owner: 'profileID',
    key: 'entryNo',
    endpoints: { list: e.services, add: e.addService, update: e.updateService, remove: e.removeService },
    defaults: {},
    toFields: (body) => pick(body, ['service', 'description']),
  }),
];
