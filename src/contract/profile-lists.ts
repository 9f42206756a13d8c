// The profile's sub-lists (spec 2 §3, §5, §7): per list its row schema (what the list call answers), its
// fields (what add and update send) with the spec's messages, and its one definition (sub-list.ts), from which
// the endpoints, the fake server's routes and the view's machine are built. Files travel as multipart form data
// and are answered as base64 text; "attached" says whether a row has its file.
import { z } from './mini';
import {
  countryCode,
  ATTACHMENT_MAX_BYTES,
  EmailSchema,
  IsoDateSchema,
  requiredIsoDate,
  MAX_LONG_TEXT,
  messages,
  optionalText,
  PdfFileSchema,
  PhoneSchema,
  requiredText,
} from './rules';
import { defineSubListContract, pastDate, pastYear, rowKey, subListMessages, upperCased } from './sub-list';

export const listMessages = {
  typeRequired: 'Type is required',
  countryRequired: 'Country is required',
  addressRequired: 'Address is required',
  institutionRequired: 'Institution is required',
  universityRequired: 'University is required',
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
  refereeTypeRequired: 'Referee Type is required',
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
  /** Ours: the spec names only 'count is required', which misleads beside a typed 2.5. */
  countWhole: 'count must be a whole number',
  equipmentRequired: 'Name of Equipment is required',
  quantityRequired: 'Quantity is required',
  serviceRequired: 'Service is required',
  specializationRequired: 'Specialization is required',
  keyRequired: subListMessages.keyRequired,
  dateInFuture: subListMessages.dateInFuture,
  completionYearRange: 'Completion Year must be between 1900 and this year',
} as const;

const req = (message: string, max?: number) => requiredText(message, max);
const upper = (message: string, max?: number) =>
  upperCased(
    z.pipe(
      requiredText(message, max),
      z.transform((s: string) => s.toUpperCase()),
    ),
  );
const opt = (max?: number) => z.optional(optionalText(max));
const optUpper = (max?: number) =>
  upperCased(
    z.optional(
      z.pipe(
        optionalText(max),
        z.transform((s: string) => s.toUpperCase()),
      ),
    ),
  );
/** Every date of the sub-lists is of the past (spec 2 §5). */
const requiredDate = (message: string) => pastDate(requiredIsoDate(message));
const optionalDate = () => pastDate(z.optional(z.union([z.literal(''), IsoDateSchema])));
const optionalEmail = () => z.optional(z.union([z.literal(''), EmailSchema]));
const spec = '2 §7';

/** Base64 text of a PDF (certification transcripts send their files so), with the attachment rules. */
const Base64PdfSchema = z.string({ error: messages.attachmentRequired }).check(
  z.minLength(1, messages.attachmentRequired),
  z.refine((s) => Math.floor((s.replace(/\s+/g, '').length * 3) / 4) < ATTACHMENT_MAX_BYTES, messages.attachmentTooLarge),
  z.refine((s) => s.replace(/\s+/g, '').startsWith('JVBER'), messages.attachmentNotPdf),
);

// ---------------------------------------------------------------- contacts
const ContactTypeSchema = z.enum(['Personal', 'Work'], { error: listMessages.typeRequired });
/** POST profile/contact adds a contact, or updates the caller's row when lineNo is given (no update call). */
export const contacts = defineSubListContract({
  name: 'contacts',
  one: 'Contact',
  title: 'Contacts',
  noun: 'contact',
  path: 'profile/contact',
  spec,
  key: 'lineNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  upsert: true,
  fields: {
    Type: ContactTypeSchema,
    PhoneNo: PhoneSchema,
    Email: optionalEmail(),
    Address: req(listMessages.addressRequired),
    Country: countryCode(listMessages.countryRequired),
    County: opt(100),
    City: opt(100),
    PostCode: opt(20),
  },
});
export const ContactSchema = contacts.item;

// ---------------------------------------------------------------- certifications
const TranscriptEntrySchema = z.object({
  description: req(listMessages.descriptionRequired),
  /** Raw base64 of the PDF. */
  attachment: Base64PdfSchema,
});

/** The completion year list runs from 1900 to the current year; a new qualification starts at 2021 (spec 2 §9). */
export const FIRST_COMPLETION_YEAR = 1900;
export const DEFAULT_COMPLETION_YEAR = 2021;

const QualificationTypeSchema = z.enum(['Professional', 'Educational'], { error: listMessages.typeRequired });
const CertificationCategorySchema = z.enum(['Local', 'Foreign'], { error: listMessages.categoryRequired });

/** The university choice that is none of the list: the institution is typed, and the code is not sent. */
export const OTHER_UNIVERSITY = 'OTHER';

const certificationShape = {
  /** Typed for a Foreign qualification or an 'OTHER' university; the server names a listed university. */
  Institution: opt(),
  /** The university (or, under EBK, the accredited programme) of a Local qualification. */
  UniversityCode: opt(50),
  AreaOfSpecialization: req(listMessages.areaRequired),
  CertificateAwarded: req(listMessages.certificateAwardedRequired, 100),
  /** The qualification (setup/qualification-codes: Diploma, Bachelor of Science…), kept as its description. */
  QualificationDescription: opt(),
  Type: QualificationTypeSchema,
  Category: CertificationCategorySchema,
  CertificateNo: req(listMessages.certificateNoRequired, 100),
  CertificationClass: opt(100),
  /** From 1900 to this year (spec 2 §9), 2021 in a new form; the graduation year when not sent. */
  CompletionYear: pastYear(
    z.optional(
      z
        .number({ error: listMessages.completionYearRange })
        .check(z.int(listMessages.completionYearRange), z.gte(FIRST_COMPLETION_YEAR, listMessages.completionYearRange)),
    ),
    listMessages.completionYearRange,
  ),
  StartDate: requiredDate(listMessages.startDateRequired),
  EndDate: requiredDate(listMessages.endDateRequired),
  GraduationDate: requiredDate(listMessages.graduationDateRequired),
  // Foreign only, upper-cased (spec 2 §5).
  ContactPerson: optUpper(),
  ContactDesignation: optUpper(),
  contactPersonAddress: optUpper(),
  ContactEmail: optionalEmail(),
  ContactCountry: optUpper(50),
  /** The certificate: required unless the row already has one (checked by the server); kept as Cert. */
  File: z.optional(PdfFileSchema),
  /** Foreign only: a JSON string of description plus raw base64 PDF. */
  transcript: z.optional(z.array(TranscriptEntrySchema).check(z.maxLength(20, 'At most 20 transcript files'))),
};

type CertificationDraft = {
  Category: 'Local' | 'Foreign';
  Institution?: string | undefined;
  UniversityCode?: string | undefined;
  StartDate: string;
  EndDate: string;
  GraduationDate: string;
  ContactPerson?: string | undefined;
  ContactDesignation?: string | undefined;
  contactPersonAddress?: string | undefined;
  ContactEmail?: string | undefined;
  ContactCountry?: string | undefined;
};

/**
 * A field's text as a rule reads it. Rules run even when a field failed its own schema (so one Save names every
 * missing field), so a value may be anything a client sent: only a string counts as typed.
 */
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function certificationRules(v: CertificationDraft, ctx: z.core.$RefinementCtx) {
  if (v.StartDate && v.EndDate && v.EndDate < v.StartDate)
    ctx.addIssue({ code: 'custom', message: listMessages.endBeforeStart, path: ['EndDate'] });
  if (v.StartDate && v.GraduationDate && v.GraduationDate < v.StartDate)
    ctx.addIssue({ code: 'custom', message: listMessages.graduationBeforeStart, path: ['GraduationDate'] });
  const code = textOf(v.UniversityCode);
  const typed = textOf(v.Institution) !== '';
  // Local: a listed university, or 'OTHER' with the institution typed (sent without a code: typed alone).
  if (v.Category === 'Local' && code === '' && !typed)
    ctx.addIssue({ code: 'custom', message: listMessages.universityRequired, path: ['UniversityCode'] });
  if ((v.Category === 'Foreign' || code === OTHER_UNIVERSITY) && !typed)
    ctx.addIssue({ code: 'custom', message: listMessages.institutionRequired, path: ['Institution'] });
  if (v.Category === 'Foreign') {
    const required: Array<[keyof CertificationDraft, string]> = [
      ['ContactPerson', listMessages.contactPersonRequired],
      ['ContactDesignation', listMessages.designationRequired],
      ['ContactEmail', messages.emailRequired],
      ['contactPersonAddress', listMessages.addressRequired],
      ['ContactCountry', listMessages.countryRequired],
    ];
    for (const [field, message] of required) {
      if (!textOf(v[field])) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  }
}

/** 'OTHER' drops the university code; transcripts travel with Foreign qualifications only (spec 2 §5, §7). */
function certificationBody(values: Record<string, unknown>): Record<string, unknown> {
  const { UniversityCode, transcript, ...rest } = values;
  const foreign = values.Category === 'Foreign';
  return {
    ...rest,
    ...(!foreign && UniversityCode !== OTHER_UNIVERSITY && UniversityCode !== undefined ? { UniversityCode } : {}),
    ...(foreign && transcript !== undefined ? { transcript } : {}),
  };
}
/** A Local qualification kept without a code was an 'OTHER' university. */
function certificationForm(values: Record<string, unknown>): Record<string, unknown> {
  const otherUniversity = values.Category === 'Local' && !values.UniversityCode && Boolean(values.Institution);
  return otherUniversity ? { ...values, UniversityCode: OTHER_UNIVERSITY } : values;
}

export const certifications = defineSubListContract({
  name: 'certifications',
  one: 'Certification',
  title: 'Qualifications',
  noun: 'qualification',
  path: 'profile/certification',
  spec,
  key: 'EntryNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  fields: certificationShape,
  rules: certificationRules,
  file: { field: 'File', storedAs: 'Cert' },
  encoding: 'form',
  notes: { add: 'certificate PDF, transcripts for Foreign' },
  toBody: certificationBody,
  toForm: certificationForm,
  // Foreign qualifications only; the files are kept as sent (base64).
  row: { transcript: z.array(z.object({ description: z.string(), attachment: z.string() })) },
});
export const CertificationSchema = certifications.item;

// ---------------------------------------------------------------- work experience
const workShape = {
  /** The employer. */
  PlaceOfWork: req(listMessages.placeOfWorkRequired),
  Designation: req(listMessages.designationRequired),
  Address: opt(),
  PhoneNo: opt(20),
  Email: optionalEmail(),
  StartDate: requiredDate(listMessages.startDateRequired),
  /** Empty while Current. */
  EndDate: optionalDate(),
  Current: z.optional(z.boolean()),
  Duties: z.optional(optionalText(MAX_LONG_TEXT)),
  /** The employer's industry group (setup/industry-group code). */
  IndustryGroup: opt(50),
  /** The employer when it is a registered firm (setup/firms: its member number). */
  FirmNo: opt(50),
};
function workRules(v: { StartDate: string; EndDate?: string | undefined; Current?: boolean | undefined }, ctx: z.core.$RefinementCtx) {
  if (!v.Current && !v.EndDate) ctx.addIssue({ code: 'custom', message: listMessages.endDateRequired, path: ['EndDate'] });
  if (!v.Current && v.EndDate && v.EndDate < v.StartDate)
    ctx.addIssue({ code: 'custom', message: listMessages.endBeforeStart, path: ['EndDate'] });
}
export const workExperience = defineSubListContract({
  name: 'workExperience',
  one: 'WorkExperience',
  title: 'Work experience',
  noun: 'work experience',
  path: 'profile/work-experience',
  spec,
  key: 'EntryNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  fields: workShape,
  rules: workRules,
});
export const WorkExperienceSchema = workExperience.item;

// ---------------------------------------------------------------- referees
export const RefereeResponseSchema = z.enum(['', 'Accept', 'Reject']);
export const referees = defineSubListContract({
  name: 'referees',
  one: 'Referee',
  title: 'Referees',
  noun: 'referee',
  path: 'profile/referee',
  addPath: 'add',
  spec,
  key: 'lineNo',
  twin: 'EntryNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  fields: {
    Name: req(listMessages.nameRequired),
    Email: EmailSchema,
    PhoneNo: z
      .string({ error: listMessages.phoneNoRequired })
      .check(
        z.trim(),
        z.minLength(1, listMessages.phoneNoRequired),
        z.maxLength(15, messages.phoneFormat),
        z.regex(/^\d+$/, listMessages.phoneDigitsOnly),
      ),
    MemberNo: req(listMessages.memberNoRequired, 50),
    /** Required (spec 2 §5); a code of setup/referee-types (PROPOSER, SECONDER…). */
    refereeType: req(listMessages.refereeTypeRequired, 50),
    Address: opt(),
    PlaceOfWork: opt(),
    Designation: opt(),
  },
  sentOnly: ['MemberNo'],
  row: {
    /** Sent as MemberNo, returned as memberNo. */
    memberNo: z.string(),
    /** Blank until the referee answers: the table shows response + 'ed'. */
    response: RefereeResponseSchema,
    Remarks: z.string(),
    /** When the last request e-mail was sent (ISO), empty if never. */
    requestSentAt: z.string(),
  },
  notes: { add: 'e-mails the request link', update: 'e-mails a new request link' },
});
export const RefereeSchema = referees.item;
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

/** What a member search fills in the referee form (spec 2 §3): names, e-mail, member no, and the latest work
 *  record's phone (digits only, as the field takes), address, place of work and designation. */
export function refereePrefill(found: RefereeSearchResult) {
  const work = found.workExperience[0];
  return {
    Name: [found.FirstName, found.SecondName, found.LastName]
      .map((n) => n.trim())
      .filter(Boolean)
      .join(' '),
    Email: found.Email,
    MemberNo: found.MemberNo,
    PhoneNo: (work?.PhoneNo ?? '').replace(/\D/g, ''),
    Address: work?.Address ?? '',
    PlaceOfWork: work?.PlaceOfWork ?? '',
    Designation: work?.Designation ?? '',
  };
}

/** The table's response column: the response plus 'ed', or '- - -' while the referee has not answered. */
export const refereeResponseText = (response: z.infer<typeof RefereeResponseSchema>) => (response === '' ? '- - -' : `${response}ed`);

// ---------------------------------------------------------------- specialization
/** The spec has no remove call for it. */
export const specializations = defineSubListContract({
  name: 'specializations',
  one: 'Specialization',
  title: 'Specialization',
  noun: 'specialization',
  path: 'profile/specialization',
  spec,
  key: 'lineNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  remove: false,
  fields: {
    /** Specialization type code (setup/specialization-types). */
    Code: req(listMessages.specializationRequired, 50),
    Description: req(listMessages.descriptionRequired),
    /** The body's division it falls under (setup/divisions code). */
    Division: opt(50),
  },
});
export const SpecializationSchema = specializations.item;

// ---------------------------------------------------------------- institutions (professional memberships)
export const institutions = defineSubListContract({
  name: 'institutions',
  one: 'Institution',
  title: 'Institutions',
  noun: 'institution',
  path: 'profile/institution',
  spec,
  key: 'lineNo',
  owner: 'individual',
  ownerField: 'profileID',
  fields: {
    Institution: upper(listMessages.institutionRequired),
    /** Shown as Registration No. */
    memberNo: upper(listMessages.registrationNoRequired, 50),
    membershipType: upper(listMessages.membershipTypeRequired, 100),
    yearOfRegistration: requiredDate(listMessages.yearOfRegistrationRequired),
    /** The certificate (a PDF). */
    attachment: z.optional(PdfFileSchema),
  },
  file: { field: 'attachment', storedAs: 'attachment' },
  encoding: 'form',
  notes: { add: 'professional membership, certificate PDF' },
});
export const InstitutionSchema = institutions.item;

// ---------------------------------------------------------------- convictions
export const convictions = defineSubListContract({
  name: 'convictions',
  one: 'Conviction',
  title: 'Convictions',
  noun: 'conviction',
  path: 'profile/convictions',
  spec,
  key: 'lineNo',
  twin: 'EntryNo',
  owner: 'individual',
  ownerField: 'ProfileID',
  fields: {
    ConvictionDate: requiredDate(listMessages.convictionDateRequired),
    Offence: req(listMessages.offenceRequired),
    SentenceImposed: req(listMessages.sentenceRequired),
  },
});
export const ConvictionSchema = convictions.item;

// ---------------------------------------------------------------- attachments
export const attachments = defineSubListContract({
  name: 'attachments',
  one: 'Attachment',
  title: 'Attachments',
  noun: 'attachment',
  path: 'profile/attachments',
  spec,
  key: 'lineNo',
  owner: 'either',
  ownerField: 'profileID',
  fields: {
    /** Attachment type code (setup/attachmentTypes). */
    description: req(listMessages.descriptionRequired, 50),
    /** What the user typed (the view starts it with the chosen file's name). */
    fileName: req(listMessages.fileNameRequired),
    attachmentType: opt(50),
    attachment: z.optional(PdfFileSchema),
  },
  file: { field: 'attachment', storedAs: 'attachment' },
  encoding: 'form',
  notes: { add: 'PDF' },
});
export const AttachmentSchema = attachments.item;

/**
 * The kinds of file the ATTACHMENTS item asks for ("Attach your ID and certificates"; an upgrade's "certified copies
 * of diploma or degree", spec 3 §2): each can take one file or several. `code` is the attachment type
 * (setup/attachmentTypes) an upload of that kind is given; the last kind of each list gathers every other type.
 */
export interface AttachmentKind {
  label: string;
  /** The Add button's words. */
  add: string;
  /** The type an upload of this kind starts with ('' for the kind that gathers the others: the member chooses). */
  code: string;
}
export const ATTACHMENT_KINDS: Record<'Individual' | 'Corporate', readonly AttachmentKind[]> = {
  Individual: [
    { label: 'ID or passport', add: 'Add your ID', code: 'ID' },
    { label: 'Degree or diploma certificate', add: 'Add a degree certificate', code: 'DEGREE' },
    { label: 'Other certificates', add: 'Add another certificate', code: '' },
  ],
  Corporate: [
    { label: 'CR12', add: 'Add a CR12', code: 'CR12' },
    { label: 'Other documents', add: 'Add another document', code: '' },
  ],
};

/**
 * Whether an attachment type is offered to an account of `kind`: a type that only the other kind's list names (a
 * firm's CR12) is not offered to this one; every type no list names is offered to both.
 */
export function attachmentTypeOffered(code: string, kind: keyof typeof ATTACHMENT_KINDS): boolean {
  const named = (k: keyof typeof ATTACHMENT_KINDS) => ATTACHMENT_KINDS[k].some((each) => each.code === code);
  const other = kind === 'Individual' ? 'Corporate' : 'Individual';
  return named(kind) || !named(other);
}

/** The rows of each kind, in the kinds' order; a row whose type no kind names goes to the last kind. */
export function attachmentsByKind<R extends { description: string }>(
  rows: readonly R[],
  kinds: readonly AttachmentKind[],
): Array<{ kind: AttachmentKind; rows: R[] }> {
  const named = new Set(kinds.map((k) => k.code).filter(Boolean));
  return kinds.map((kind) => ({
    kind,
    rows: rows.filter((r) => (kind.code ? r.description === kind.code : !named.has(r.description))),
  }));
}

// ---------------------------------------------------------------- shareholders and directors
const PartyTypeSchema = z.enum(['Member', 'Non Member'], { error: listMessages.shareholderTypeRequired });
const partyShape = {
  name: req(listMessages.shareholderNameRequired),
  identificationDocumentNo: req(listMessages.shareholderIdRequired, 50),
  discipline: opt(),
  type: PartyTypeSchema,
  /** Professional registration number (a member number) when type is Member. */
  regNo: opt(50),
};
function partyRules(v: { type: 'Member' | 'Non Member'; regNo?: string | undefined }, ctx: z.core.$RefinementCtx) {
  if (v.type === 'Member' && !textOf(v.regNo)) ctx.addIssue({ code: 'custom', message: listMessages.regNoRequired, path: ['regNo'] });
}
const sharesHeld = z.number({ error: listMessages.sharesHeldRequired }).check(z.gte(0, listMessages.sharesHeldNegative));
// DECISIONS A: the server's message first; 'Professional Registration Number not found' when it gives none.
const party = {
  key: 'entryNo',
  owner: 'firm',
  ownerField: 'profileID',
  rules: partyRules,
  spec,
  refused: listMessages.regNoNotFound,
} as const;
export const shareholders = defineSubListContract({
  ...party,
  name: 'shareholders',
  one: 'Shareholder',
  title: 'Shareholders',
  noun: 'shareholder',
  path: 'profile/shareholders',
  fields: { ...partyShape, sharesHeld },
});
export const ShareholderSchema = shareholders.item;
export const directors = defineSubListContract({
  ...party,
  name: 'directors',
  one: 'Director',
  title: 'Directors',
  noun: 'director',
  path: 'profile/directors',
  fields: partyShape,
  notes: { add: 'a Member needs a known registration number' },
});
export const DirectorSchema = directors.item;
export type Director = z.infer<typeof DirectorSchema>;

// ---------------------------------------------------------------- employees
export const EmployeeTypeSchema = z.object({ code: z.string(), description: z.string() });
export const employees = defineSubListContract({
  name: 'employees',
  one: 'Employee',
  title: 'Employees',
  noun: 'employee count',
  path: 'profile/employees',
  spec,
  key: 'lineNo',
  owner: 'firm',
  ownerField: 'profileID',
  fields: {
    /** Employee type code (employeeSetup). */
    code: req(listMessages.employeeTypeRequired, 50),
    count: z.number({ error: listMessages.countRequired }).check(z.int(listMessages.countWhole), z.gte(0, listMessages.countNegative)),
  },
  /** The type's description, from the setup list. */
  row: { description: z.string() },
});
export const EmployeeSchema = employees.item;

// ---------------------------------------------------------------- bankers
export const bankers = defineSubListContract({
  name: 'bankers',
  one: 'Banker',
  title: 'Bankers',
  noun: 'banker',
  path: 'profile/bankers',
  spec,
  key: 'lineNo',
  twin: 'EntryNo',
  owner: 'firm',
  ownerField: 'profileID',
  fields: { name: req(listMessages.nameRequired), address: req(listMessages.addressRequired) },
});
export const BankerSchema = bankers.item;

// ---------------------------------------------------------------- facilities
export const facilities = defineSubListContract({
  name: 'facilities',
  one: 'Facility',
  title: 'Facilities',
  noun: 'facility',
  path: 'profile/facilities',
  spec,
  key: 'lineNo',
  twin: 'EntryNo',
  owner: 'firm',
  ownerField: 'profileID',
  fields: {
    nameOfEquipment: req(listMessages.equipmentRequired),
    quantity: z
      .number({ error: listMessages.quantityRequired })
      .check(z.int(listMessages.quantityRequired), z.gte(0, listMessages.quantityRequired)),
    /** How the firm holds it (Owned, Leased…); the PDF evidence is kept as Cert. */
    ownership: opt(100),
    remarks: z.optional(optionalText(MAX_LONG_TEXT)),
    /** The ownership evidence: required unless the row already has one (checked by the server). */
    File: z.optional(PdfFileSchema),
  },
  file: { field: 'File', storedAs: 'Cert' },
  encoding: 'form',
  notes: { add: 'ownership evidence PDF' },
});
export const FacilitySchema = facilities.item;

// ---------------------------------------------------------------- services
export const services = defineSubListContract({
  name: 'services',
  one: 'Service',
  title: 'Services',
  noun: 'service',
  path: 'profile/services',
  spec,
  key: 'entryNo',
  owner: 'firm',
  ownerField: 'profileID',
  fields: { service: req(listMessages.serviceRequired), description: requiredText(listMessages.descriptionRequired, MAX_LONG_TEXT) },
});
export const ServiceSchema = services.item;

/** Every sub-list, in the order of the endpoint table. */
export const profileSubLists = [
  contacts,
  certifications,
  workExperience,
  referees,
  specializations,
  institutions,
  convictions,
  attachments,
  shareholders,
  directors,
  employees,
  bankers,
  facilities,
  services,
] as const;

/** The calls of every list of `lists`, one object (each list's `endpoints` holds its own three or four). */
type CallsOf<Lists> = Lists extends readonly [infer First extends { endpoints: object }, ...infer Rest]
  ? First['endpoints'] & CallsOf<Rest>
  : unknown;

/**
 * Every sub-list's calls, in `profileSubLists`' order: the profile group spreads this (endpoints/profile.ts), so a
 * new list's calls exist as soon as it is in `profileSubLists`. The type says which; names never clash, since each
 * list's `one` differs (tests/contract/sub-list.test.ts compares the whole table).
 */
export const subListEndpoints = Object.assign({}, ...profileSubLists.map((list) => list.endpoints)) as CallsOf<typeof profileSubLists>;

/** One of `profileSubLists`, by its name. */
export type ProfileSubList = (typeof profileSubLists)[number];
export function subListNamed(name: ProfileSubList['name']): ProfileSubList {
  const list = profileSubLists.find((l) => l.name === name);
  if (!list) throw new Error(`no profile sub-list is named ${name}`);
  return list;
}
