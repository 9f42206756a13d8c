// Practice licence: the wizard's form rules, the draft payload, list items, the signed upload
// (spec 3 §3, §4, §5; spec §A and §B).
import { z } from './mini';
import { base64ToBytes } from './base64';
import type { UploadLimit } from './upload';
import { ALL_FORM_PARTS, askedWhen, unasked, type FormSwitches } from './form-switches';
import {
  AnswerDayOrEmptySchema,
  countryCode,
  EmailSchema,
  requiredIsoDate,
  LICENCE_UPLOAD_MAX_BYTES,
  MAX_LONG_TEXT,
  messages,
  requiredText,
  StrictPhoneSchema,
} from './rules';

/** spec §B. Row actions follow licenseBase64, proFormaRef and receiptNo, not the status text. */
const LicenceStatusSchema = z.enum(['New', 'Pending Upload', 'Pending Payment', 'Paid', 'Approved', 'Rejected']);

export const LICENCE_DESCRIPTION = 'License Application';
export const licenceMessages = {
  notPdf: 'The file must be a PDF',
  tooLarge: messages.licenceTooLarge,
  unreadable: 'The file could not be read.',
  required: messages.requiredField,
  /** The server's refusals the wizard can tell before the member types anything (mocks/handlers/licence/licence.ts). */
  notMember: 'Only members with a membership number can apply for a practice licence.',
  noCharge: 'Your membership category does not carry a practice licence.',
} as const;

const required = (max = 255) => requiredText(messages.requiredField, max);

/**
 * The details tab (spec 3 §5): every field required with 'Required field'; phones and e-mails with their own
 * messages. The county and the practice name are asked only while the settings' `countyField` and
 * `practicing_firm` are on (docs/spec/decisions.md §E); the wizard and the fake server read the same schema.
 */
export const licenceDetailsSchemaFor = (switches: FormSwitches) =>
  z.object({
    /** Practice start date. */
    startDate: requiredIsoDate(messages.requiredField),
    countryCode: countryCode(messages.requiredField),
    county: askedWhen(switches.countyField, required()),
    city: required(),
    /** Labelled Postal Address. */
    postalCode: required(),
    physicalLocation: required(),
    phoneNo: StrictPhoneSchema,
    email: EmailSchema,
    practiceName: askedWhen(switches.practicing_firm, required()),
    practitionerSurname: required(),
    practitionerOtherNames: required(),
    practitionerPhone: StrictPhoneSchema,
    practitionerEmail: EmailSchema,
    practitionerAddress: required(MAX_LONG_TEXT),
  });
/** The documents' details tab: the county and the practice name asked. */
export const LicenceDetailsSchema = licenceDetailsSchemaFor(ALL_FORM_PARTS);
export type LicenceDetails = z.infer<typeof LicenceDetailsSchema>;

/** The licence fields the settings leave out. */
export const licenceUnasked = (switches: FormSwitches): Array<'county' | 'practiceName'> => [
  ...(switches.countyField ? [] : (['county'] as const)),
  ...(switches.practicing_firm ? [] : (['practiceName'] as const)),
];

/**
 * The details as a body or a record carries them, whatever the settings: a county or practice name the settings
 * left out is '' (or missing, read as ''). The fake server applies the settings' rules on top
 * (`licenceDetailsSchemaFor`).
 */
const LicenceDetailsRecordSchema = z.extend(LicenceDetailsSchema, { county: unasked(), practiceName: unasked() });

/** The declaration tab. */
export const LicenceDeclarationSchema = z.object({
  agreed: z.literal(true, { error: messages.requiredField }),
});

/**
 * POST license: the client-held draft. The server re-stamps applicationDate, recomputes amount from the
 * LICENSE charge of the member's category and takes profileID and memberCategory from the session, so the
 * client's values there are informative only.
 */
export const LicenceApplicationSchema = z.extend(LicenceDetailsRecordSchema, {
  description: z._default(z.string().check(z.maxLength(255, messages.tooLong)), LICENCE_DESCRIPTION),
  profileID: z.optional(z.string().check(z.maxLength(50))),
  applicationDate: z.optional(AnswerDayOrEmptySchema),
  amount: z.optional(z.number().check(z.nonnegative())),
  memberCategory: z.optional(z.string().check(z.maxLength(50))),
});
export type LicenceApplication = z.infer<typeof LicenceApplicationSchema>;

export const LicenceListItemSchema = z.object({
  licenseApplicationNo: z.string(),
  applicationDate: AnswerDayOrEmptySchema,
  description: z.string(),
  amount: z.number().check(z.nonnegative()),
  documentType: z.string(),
  status: LicenceStatusSchema,
  profileID: z.string(),
  proFormaRef: z.string(),
  receiptNo: z.string(),
  /** The uploaded signed document (base64 PDF); empty means not uploaded. */
  licenseBase64: z.string(),
});
export type LicenceListItem = z.infer<typeof LicenceListItemSchema>;

/** GET license/:id: the list item with the details it was applied with. */
export const LicenceSchema = z.extend(LicenceListItemSchema, {
  ...LicenceDetailsRecordSchema.shape,
  memberCategory: z.string(),
});
export type Licence = z.infer<typeof LicenceSchema>;

/** Byte size of base64 text without decoding it. */
function base64ByteLength(encoded: string): number {
  const clean = encoded.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

const stripDataUrl = (text: string) => text.replace(/^data:[^;,]*;base64,/, '');

/** The signed licence application as base64 text: a PDF of at most 3,145,728 bytes (spec §A). */
const LicenceUploadBase64Schema = z.pipe(
  z.pipe(z.string({ error: messages.requiredField }), z.transform(stripDataUrl)),
  z.string().check(
    z.minLength(1, messages.requiredField),
    z.refine((s) => base64ByteLength(s) <= LICENCE_UPLOAD_MAX_BYTES, licenceMessages.tooLarge),
    z.refine((s) => /^[A-Za-z0-9+/\s]+={0,2}$/.test(s) && base64ToBytes(s.slice(0, 12)).ok, licenceMessages.unreadable),
    z.refine((s) => {
      const head = base64ToBytes(s.replace(/\s+/g, '').slice(0, 8));
      return head.ok && String.fromCharCode(...head.value.subarray(0, 4)) === '%PDF';
    }, licenceMessages.notPdf),
  ),
);

/** The signed application's limit for the one screening of a chosen file (upload.ts `screenPdf`): 3,145,728 bytes taken, one more refused. */
export const LICENCE_UPLOAD_LIMIT: UploadLimit = {
  maxBytes: LICENCE_UPLOAD_MAX_BYTES,
  tooLarge: licenceMessages.tooLarge,
  notPdf: licenceMessages.notPdf,
};

/** POST license/update (form data). */
export const LicenceUpdateSchema = z.object({
  licenseApplicationNo: requiredText(messages.requiredField, 50),
  licenseBase64: LicenceUploadBase64Schema,
});

const LicenceContactSchema = z.object({
  Type: z.enum(['Personal', 'Work']),
  PhoneNo: z.string(),
  Address: z.string(),
  Country: z.string(),
  County: z.string(),
  City: z.string(),
  PostCode: z.string(),
});

const CorporateManagerSchema = z.object({
  surname: z.string(),
  OtherNames: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  address: z.string(),
});

/** GET license/profile: what the wizard prefills from (spec 3 §3 "Profile (as used here)"). */
export const LicenceProfileSchema = z.object({
  ProfileID: z.string(),
  type: z.enum(['Individual', 'Corporate']),
  MemberShipType: z.string(),
  MemberNo: z.string(),
  FirstName: z.string(),
  SecondName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  memberInformation: z.array(z.object({ No: z.string(), Status: z.string(), Registration_Date: AnswerDayOrEmptySchema })),
  contacts: z.array(LicenceContactSchema),
  corporateManager: z.array(CorporateManagerSchema),
  /** The licence amount for this category (LICENSE charge including VAT); 0 when the category has none. */
  licenceAmount: z.number().check(z.nonnegative()),
  /** The practitioner and contact fields as the wizard should prefill them (own names, or the first corporate manager). */
  prefill: z.partial(LicenceDetailsRecordSchema),
});
export type LicenceProfile = z.infer<typeof LicenceProfileSchema>;
