// The profile's sub-lists (document 2 §3, §5, §7): per list its row schema (what the list call answers), its
// fields (what add and update send) with the spec's messages, and its one definition (sub-list.ts), from which
// the endpoints, the fake server's routes and the view's machine are built. Files travel as multipart form data
// and are answered as base64 text; "attached" says whether a row has its file.
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, EmailSchema, IsoDateSchema, MAX_LONG_TEXT, messages, optionalText, PdfFileSchema, PhoneSchema, requiredText } from './rules';
import { defineSubListContract, pastDate, rowKey, subListMessages } from './sub-list';

export const listMessages = {
  typeRequired: 'Type is required',
  countryRequired: 'Country is required',
  addressRequired: 'Address is required',
  institutionRequired: 'Institution is required',
  areaRequired: 'Area of Specialization is required',
  certificateAwardedRequired: 'Certificate Awarded is required',
  certificateNoRequired: 'Certificate No is required',
  categoryRequired: 'Category is required',
  startDateRequired: 'Start Date is required',
  endDateRequired: 'End Date is required',
  endBeforeStart: 'End Date Cannot come before Start Date',
  graduationDateRequired: 'Graduation Date is required',
  graduationBeforeStart: 'Graduation Date Cannot come before Start Date',
  contactPersonRequired: 'Contact Person is required',
  designationRequired: 'Designation is required',
  descriptionRequired: 'Description is required',
  placeOfWorkRequired: 'Place of Work is required',
  nameRequired: 'Name is required',
  phoneNoRequired: 'Phone No is required',
  phoneDigitsOnly: 'Phone No must contain digits only',
  memberNoRequired: 'Member No is required',
  registrationNoRequired: 'Registration No required',
  membershipTypeRequired: 'Membership Type is required',
  yearOfRegistrationRequired: 'year of Registration is required',
  convictionDateRequired: 'Conviction Date is required',
  offenceRequired: 'Offence is required',
  sentenceRequired: 'Sentence Imposed No is required',
  fileNameRequired: 'File Name is required',
  shareholderNameRequired: 'name is required',
  shareholderIdRequired: 'identificationDocumentNo is required',
  shareholderTypeRequired: 'type is required',
  sharesHeldRequired: 'Shares Held is required',
  sharesHeldNegative: 'Shares Held cannot be negative',
  regNoRequired: 'Professional Registration Number is required',
  regNoNotFound: 'Professional Registration Number not found',
  employeeTypeRequired: 'employeeType is required',
  countRequired: 'count is required',
  countNegative: 'count cannot be negative',
  equipmentRequired: 'Name of Equipment is required',
  quantityRequired: 'Quantity is required',
  serviceRequired: 'Service is required',
  specializationRequired: 'Specialization is required',
  keyRequired: subListMessages.keyRequired,
  dateInFuture: 'Date cannot be later than today',
} as const;

const req = (message: string, max?: number) => requiredText(message, max);
const upper = (message: string, max?: number) => requiredText(message, max).transform((s) => s.toUpperCase());
const opt = (max?: number) => optionalText(max).optional();
/** Every date of the sub-lists is of the past (document 2 §5). */
const requiredDate = (message: string) => pastDate(z.string({ error: message }).trim().min(1, message).pipe(IsoDateSchema));
const optionalDate = () => pastDate(z.union([z.literal(''), IsoDateSchema]).optional());
const optionalEmail = () => z.union([z.literal(''), EmailSchema]).optional();
const spec = '2 §7';

/** Base64 text of a PDF (certification transcripts send their files so), with the attachment rules. */
export const Base64PdfSchema = z
  .string({ error: messages.attachmentRequired })
  .min(1, messages.attachmentRequired)
  .refine((s) => Math.floor((s.replace(/\s+/g, '').length * 3) / 4) < ATTACHMENT_MAX_BYTES, messages.attachmentTooLarge)
  .refine((s) => s.replace(/\s+/g, '').startsWith('JVBER'), messages.attachmentNotPdf);

// ---------------------------------------------------------------- contacts
export const ContactTypeSchema = z.enum(['Personal', 'Work'], { error: listMessages.typeRequired });
export const ContactSchema = z.object({
  lineNo: z.number().int(),
  ProfileID: z.string(),
  Type: ContactTypeSchema,
  PhoneNo: z.string(),
  Email: z.string(),
  Address: z.string(),
  Country: z.string(),
  County: z.string(),
  City: z.string(),
  PostCode: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;
/** POST profile/contact adds a contact, or updates the caller's row when lineNo is given (no update call). */
export const contacts = defineSubListContract({
  name: 'contacts', one: 'Contact', title: 'Contacts', noun: 'contact', path: 'profile/contact', spec,
  item: ContactSchema, key: 'lineNo', owner: 'ProfileID', upsert: true,
  fields: {
    Type: ContactTypeSchema,
    PhoneNo: PhoneSchema,
    Email: optionalEmail(),
    Address: req(listMessages.addressRequired),
    Country: req(listMessages.countryRequired, 50),
    County: opt(100),
    City: opt(100),
    PostCode: opt(20),
  },
});

// ---------------------------------------------------------------- certifications
export const TranscriptEntrySchema = z.object({
  description: req(listMessages.descriptionRequired),
  /** Raw base64 of the PDF. */
  attachment: Base64PdfSchema,
});
export type TranscriptEntry = z.infer<typeof TranscriptEntrySchema>;

export const QualificationTypeSchema = z.enum(['Professional', 'Educational'], { error: listMessages.typeRequired });
export const CertificationCategorySchema = z.enum(['Local', 'Foreign'], { error: listMessages.categoryRequired });

export const CertificationSchema = z.object({
  EntryNo: z.number().int(),
  ProfileID: z.string(),
  Institution: z.string(),
  UniversityCode: z.string(),
  AreaOfSpecialization: z.string(),
  CertificateAwarded: z.string(),
  QualificationDescription: z.string(),
  Type: QualificationTypeSchema,
  Category: CertificationCategorySchema,
  CertificateNo: z.string(),
  CertificationClass: z.string(),
  CompletionYear: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  GraduationDate: z.string(),
  ContactPerson: z.string(),
  ContactDesignation: z.string(),
  contactPersonAddress: z.string(),
  ContactEmail: z.string(),
  ContactCountry: z.string(),
  /** The stored certificate (base64 PDF), empty when none. */
  Cert: z.string(),
  attached: z.boolean(),
  fileName: z.string(),
  /** Foreign qualifications only. */
  transcript: z.array(z.object({ description: z.string(), attachment: z.string() })),
});
export type Certification = z.infer<typeof CertificationSchema>;

const certificationShape = {
  Institution: req(listMessages.institutionRequired),
  UniversityCode: opt(50),
  AreaOfSpecialization: req(listMessages.areaRequired),
  CertificateAwarded: req(listMessages.certificateAwardedRequired, 100),
  QualificationDescription: opt(),
  Type: QualificationTypeSchema,
  Category: CertificationCategorySchema,
  CertificateNo: req(listMessages.certificateNoRequired, 100),
  CertificationClass: opt(100),
  CompletionYear: z.number().int().min(1900).max(2100).optional(),
  StartDate: requiredDate(listMessages.startDateRequired),
  EndDate: requiredDate(listMessages.endDateRequired),
  GraduationDate: requiredDate(listMessages.graduationDateRequired),
  ContactPerson: opt(),
  ContactDesignation: opt(),
  contactPersonAddress: opt(),
  ContactEmail: optionalEmail(),
  ContactCountry: opt(50),
  /** The certificate: required unless the row already has one (checked by the server). */
  File: PdfFileSchema.optional(),
  /** Foreign only: a JSON string of description plus raw base64 PDF. */
  transcript: z.array(TranscriptEntrySchema).max(20, 'At most 20 transcript files').optional(),
};

type CertificationDraft = {
  Category: 'Local' | 'Foreign';
  StartDate: string;
  EndDate: string;
  GraduationDate: string;
  ContactPerson?: string | undefined;
  ContactDesignation?: string | undefined;
  contactPersonAddress?: string | undefined;
  ContactEmail?: string | undefined;
  ContactCountry?: string | undefined;
};

function certificationRules(v: CertificationDraft, ctx: z.RefinementCtx) {
  if (v.EndDate < v.StartDate) ctx.addIssue({ code: 'custom', message: listMessages.endBeforeStart, path: ['EndDate'] });
  if (v.GraduationDate < v.StartDate) ctx.addIssue({ code: 'custom', message: listMessages.graduationBeforeStart, path: ['GraduationDate'] });
  if (v.Category === 'Foreign') {
    const required: Array<[keyof CertificationDraft, string]> = [
      ['ContactPerson', listMessages.contactPersonRequired],
      ['ContactDesignation', listMessages.designationRequired],
      ['ContactEmail', messages.emailRequired],
      ['contactPersonAddress', listMessages.addressRequired],
      ['ContactCountry', listMessages.countryRequired],
    ];
    for (const [field, message] of required) {
      if (!String(v[field] ?? '').trim()) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  }
}

export const certifications = defineSubListContract({
  name: 'certifications', one: 'Certification', title: 'Qualifications', noun: 'qualification', path: 'profile/certification', spec,
  item: CertificationSchema, key: 'EntryNo', owner: 'ProfileID', fields: certificationShape, rules: certificationRules,
  file: { field: 'File', storedAs: 'Cert' }, encoding: 'form', notes: { add: 'certificate PDF, transcripts for Foreign' },
});

// ---------------------------------------------------------------- work experience
export const WorkExperienceSchema = z.object({
  EntryNo: z.number().int(),
  ProfileID: z.string(),
  /** The employer. */
  PlaceOfWork: z.string(),
  Designation: z.string(),
  Address: z.string(),
  PhoneNo: z.string(),
  Email: z.string(),
  StartDate: z.string(),
  /** Empty while Current. */
  EndDate: z.string(),
  Current: z.boolean(),
  Duties: z.string(),
});
export type WorkExperience = z.infer<typeof WorkExperienceSchema>;

const workShape = {
  PlaceOfWork: req(listMessages.placeOfWorkRequired),
  Designation: req(listMessages.designationRequired),
  Address: opt(),
  PhoneNo: opt(20),
  Email: optionalEmail(),
  StartDate: requiredDate(listMessages.startDateRequired),
  EndDate: optionalDate(),
  Current: z.boolean().optional(),
  Duties: optionalText(MAX_LONG_TEXT).optional(),
};
function workRules(v: { StartDate: string; EndDate?: string | undefined; Current?: boolean | undefined }, ctx: z.RefinementCtx) {
  if (!v.Current && !v.EndDate) ctx.addIssue({ code: 'custom', message: listMessages.endDateRequired, path: ['EndDate'] });
  if (!v.Current && v.EndDate && v.EndDate < v.StartDate) ctx.addIssue({ code: 'custom', message: listMessages.endBeforeStart, path: ['EndDate'] });
}
export const workExperience = defineSubListContract({
  name: 'workExperience', one: 'WorkExperience', title: 'Work experience', noun: 'work experience', path: 'profile/work-experience', spec,
  item: WorkExperienceSchema, key: 'EntryNo', owner: 'ProfileID', fields: workShape, rules: workRules,
});

// ---------------------------------------------------------------- referees
export const RefereeResponseSchema = z.enum(['', 'Accept', 'Reject']);
export const RefereeSchema = z.object({
  lineNo: z.number().int(),
  EntryNo: z.number().int(),
  ProfileID: z.string(),
  Name: z.string(),
  Address: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  PlaceOfWork: z.string(),
  Designation: z.string(),
  /** Sent as MemberNo, returned as memberNo. */
  memberNo: z.string(),
  refereeType: z.string(),
  /** Blank until the referee answers: the table shows response + 'ed'. */
  response: RefereeResponseSchema,
  Remarks: z.string(),
  /** When the last request e-mail was sent (ISO), empty if never. */
  requestSentAt: z.string(),
});
export type Referee = z.infer<typeof RefereeSchema>;

const refereeShape = {
  Name: req(listMessages.nameRequired),
  Email: EmailSchema,
  PhoneNo: z.string({ error: listMessages.phoneNoRequired }).trim().min(1, listMessages.phoneNoRequired).max(15, messages.phoneFormat).regex(/^\d+$/, listMessages.phoneDigitsOnly),
  MemberNo: req(listMessages.memberNoRequired, 50),
  refereeType: opt(50),
  Address: opt(),
  PlaceOfWork: opt(),
  Designation: opt(),
};
export const referees = defineSubListContract({
  name: 'referees', one: 'Referee', title: 'Referees', noun: 'referee', path: 'profile/referee', addPath: 'add', spec,
  item: RefereeSchema, key: 'lineNo', owner: 'ProfileID', fields: refereeShape,
  notes: { add: 'e-mails the request link', update: 'e-mails a new request link' },
});
/** send_email: the payload is the referee row; only its lineNo matters. */
export const RefereeRowRefSchema = z.object({ lineNo: rowKey });
export const RefereeSearchSchema = z.object({ search: req('Enter a member number to search', 50) });
export const RefereeSearchResultSchema = z.object({
  FirstName: z.string(),
  SecondName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MemberNo: z.string(),
  workExperience: z.array(z.object({ PhoneNo: z.string(), Address: z.string(), PlaceOfWork: z.string(), Designation: z.string() })),
});
export type RefereeSearchResult = z.infer<typeof RefereeSearchResultSchema>;

// ---------------------------------------------------------------- specialization
export const SpecializationSchema = z.object({
  lineNo: z.number().int(),
  ProfileID: z.string(),
  /** Specialization type code (setup/specialization-types). */
  Code: z.string(),
  Description: z.string(),
});
export type Specialization = z.infer<typeof SpecializationSchema>;
const specializationShape = { Code: req(listMessages.specializationRequired, 50), Description: req(listMessages.descriptionRequired) };
/** The spec has no remove call for it. */
export const specializations = defineSubListContract({
  name: 'specializations', one: 'Specialization', title: 'Specialization', noun: 'specialization', path: 'profile/specialization', spec,
  item: SpecializationSchema, key: 'lineNo', owner: 'ProfileID', fields: specializationShape, remove: false,
});

// ---------------------------------------------------------------- institutions (professional memberships)
export const InstitutionSchema = z.object({
  lineNo: z.number().int(),
  profileID: z.string(),
  Institution: z.string(),
  /** Shown as Registration No. */
  memberNo: z.string(),
  membershipType: z.string(),
  yearOfRegistration: z.string(),
  /** The certificate (base64 PDF), empty when none. */
  attachment: z.string(),
  attached: z.boolean(),
  fileName: z.string(),
});
export type Institution = z.infer<typeof InstitutionSchema>;
const institutionShape = {
  Institution: upper(listMessages.institutionRequired),
  memberNo: upper(listMessages.registrationNoRequired, 50),
  membershipType: upper(listMessages.membershipTypeRequired, 100),
  yearOfRegistration: requiredDate(listMessages.yearOfRegistrationRequired),
  attachment: PdfFileSchema.optional(),
};
export const institutions = defineSubListContract({
  name: 'institutions', one: 'Institution', title: 'Institutions', noun: 'institution', path: 'profile/institution', spec,
  item: InstitutionSchema, key: 'lineNo', owner: 'profileID', fields: institutionShape,
  file: { field: 'attachment', storedAs: 'attachment' }, encoding: 'form', notes: { add: 'professional membership, certificate PDF' },
});

// ---------------------------------------------------------------- convictions
export const ConvictionSchema = z.object({
  lineNo: z.number().int(),
  EntryNo: z.number().int(),
  ProfileID: z.string(),
  ConvictionDate: z.string(),
  Offence: z.string(),
  SentenceImposed: z.string(),
});
export type Conviction = z.infer<typeof ConvictionSchema>;
const convictionShape = {
  ConvictionDate: requiredDate(listMessages.convictionDateRequired),
  Offence: req(listMessages.offenceRequired),
  SentenceImposed: req(listMessages.sentenceRequired),
};
export const convictions = defineSubListContract({
  name: 'convictions', one: 'Conviction', title: 'Convictions', noun: 'conviction', path: 'profile/convictions', spec,
  item: ConvictionSchema, key: 'lineNo', owner: 'ProfileID', fields: convictionShape,
});

// ---------------------------------------------------------------- attachments
export const AttachmentSchema = z.object({
  lineNo: z.number().int(),
  profileID: z.string(),
  /** Attachment type code (setup/attachmentTypes). */
  description: z.string(),
  attachmentType: z.string(),
  fileName: z.string(),
  attached: z.boolean(),
  /** base64 PDF. */
  attachment: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
const attachmentShape = {
  description: req(listMessages.descriptionRequired, 50),
  fileName: req(listMessages.fileNameRequired),
  attachmentType: opt(50),
  attachment: PdfFileSchema.optional(),
};
export const attachments = defineSubListContract({
  name: 'attachments', one: 'Attachment', title: 'Attachments', noun: 'attachment', path: 'profile/attachments', spec,
  item: AttachmentSchema, key: 'lineNo', owner: 'profileID', fields: attachmentShape,
  file: { field: 'attachment', storedAs: 'attachment' }, encoding: 'form', notes: { add: 'PDF' },
});

// ---------------------------------------------------------------- shareholders and directors
export const PartyTypeSchema = z.enum(['Member', 'Non Member'], { error: listMessages.shareholderTypeRequired });
const partyRow = {
  entryNo: z.number().int(),
  profileID: z.string(),
  name: z.string(),
  identificationDocumentNo: z.string(),
  discipline: z.string(),
  type: PartyTypeSchema,
  /** Professional registration number (a member number) when type is Member. */
  regNo: z.string(),
};
export const ShareholderSchema = z.object({ ...partyRow, sharesHeld: z.number() });
export type Shareholder = z.infer<typeof ShareholderSchema>;
export const DirectorSchema = z.object(partyRow);
export type Director = z.infer<typeof DirectorSchema>;

const partyShape = {
  name: req(listMessages.shareholderNameRequired),
  identificationDocumentNo: req(listMessages.shareholderIdRequired, 50),
  discipline: opt(),
  type: PartyTypeSchema,
  regNo: opt(50),
};
function partyRules(v: { type: 'Member' | 'Non Member'; regNo?: string | undefined }, ctx: z.RefinementCtx) {
  if (v.type === 'Member' && !v.regNo?.trim()) ctx.addIssue({ code: 'custom', message: listMessages.regNoRequired, path: ['regNo'] });
}
const sharesHeld = z.number({ error: listMessages.sharesHeldRequired }).min(0, listMessages.sharesHeldNegative);
const party = { key: 'entryNo', owner: 'profileID', rules: partyRules, spec } as const;
export const shareholders = defineSubListContract({
  ...party, name: 'shareholders', one: 'Shareholder', title: 'Shareholders', noun: 'shareholder', path: 'profile/shareholders',
  item: ShareholderSchema, fields: { ...partyShape, sharesHeld },
});
export const directors = defineSubListContract({
  ...party, name: 'directors', one: 'Director', title: 'Directors', noun: 'director', path: 'profile/directors',
  item: DirectorSchema, fields: partyShape, notes: { add: 'a Member needs a known registration number' },
});

// ---------------------------------------------------------------- employees
export const EmployeeTypeSchema = z.object({ code: z.string(), description: z.string() });
export type EmployeeType = z.infer<typeof EmployeeTypeSchema>;
export const EmployeeSchema = z.object({
  lineNo: z.number().int(),
  profileID: z.string(),
  /** Employee type code (employeeSetup). */
  code: z.string(),
  description: z.string(),
  count: z.number().int(),
});
export type Employee = z.infer<typeof EmployeeSchema>;
const employeeShape = {
  code: req(listMessages.employeeTypeRequired, 50),
  count: z.number({ error: listMessages.countRequired }).int(listMessages.countRequired).min(0, listMessages.countNegative),
};
export const employees = defineSubListContract({
  name: 'employees', one: 'Employee', title: 'Employees', noun: 'employee count', path: 'profile/employees', spec,
  item: EmployeeSchema, key: 'lineNo', owner: 'profileID', fields: employeeShape,
});

// ---------------------------------------------------------------- bankers
export const BankerSchema = z.object({ lineNo: z.number().int(), EntryNo: z.number().int(), profileID: z.string(), name: z.string(), address: z.string() });
export type Banker = z.infer<typeof BankerSchema>;
const bankerShape = { name: req(listMessages.nameRequired), address: req(listMessages.addressRequired) };
export const bankers = defineSubListContract({
  name: 'bankers', one: 'Banker', title: 'Bankers', noun: 'banker', path: 'profile/bankers', spec,
  item: BankerSchema, key: 'lineNo', owner: 'profileID', fields: bankerShape,
});

// ---------------------------------------------------------------- facilities
export const FacilitySchema = z.object({
  lineNo: z.number().int(),
  EntryNo: z.number().int(),
  profileID: z.string(),
  nameOfEquipment: z.string(),
  quantity: z.number(),
  /** How the firm holds it (Owned, Leased…); the PDF evidence is Cert. */
  ownership: z.string(),
  remarks: z.string(),
  /** The ownership evidence (base64 PDF), empty when none. */
  Cert: z.string(),
  attached: z.boolean(),
  fileName: z.string(),
});
export type Facility = z.infer<typeof FacilitySchema>;
const facilityShape = {
  nameOfEquipment: req(listMessages.equipmentRequired),
  quantity: z.number({ error: listMessages.quantityRequired }).int(listMessages.quantityRequired).min(0, listMessages.quantityRequired),
  ownership: opt(100),
  remarks: optionalText(MAX_LONG_TEXT).optional(),
  /** The ownership evidence: required unless the row already has one (checked by the server). */
  File: PdfFileSchema.optional(),
};
export const facilities = defineSubListContract({
  name: 'facilities', one: 'Facility', title: 'Facilities', noun: 'facility', path: 'profile/facilities', spec,
  item: FacilitySchema, key: 'lineNo', owner: 'profileID', fields: facilityShape,
  file: { field: 'File', storedAs: 'Cert' }, encoding: 'form', notes: { add: 'ownership evidence PDF' },
});

// ---------------------------------------------------------------- services
export const ServiceSchema = z.object({ entryNo: z.number().int(), profileID: z.string(), service: z.string(), description: z.string() });
export type Service = z.infer<typeof ServiceSchema>;
const serviceShape = { service: req(listMessages.serviceRequired), description: requiredText(listMessages.descriptionRequired, MAX_LONG_TEXT) };
export const services = defineSubListContract({
  name: 'services', one: 'Service', title: 'Services', noun: 'service', path: 'profile/services', spec,
  item: ServiceSchema, key: 'entryNo', owner: 'profileID', fields: serviceShape,
});

/** Every sub-list, in the order of the endpoint table. */
export const profileSubLists = [
  contacts, certifications, workExperience, referees, specializations, institutions, convictions, attachments,
  shareholders, directors, employees, bankers, facilities, services,
] as const;
