// The member profile: the fields the shell uses (spec 1 §3) plus the bio (ours to define: spec 2 §3 leaves it open),
// the firm bio (spec 3 §3 corporateManager), and the payloads that create and update them.
import { z } from './mini';
import {
  AnswerDayOrEmptySchema,
  EmailSchema,
  FileSchema,
  IdNumberSchema,
  IsoDateSchema,
  messages,
  optionalText,
  PhoneSchema,
  requiredText,
} from './rules';

const MemberInformationSchema = z.object({
  No: z.string(),
  Status: z.string(),
  Registration_Date: AnswerDayOrEmptySchema,
});

const GenderSchema = z.enum(['Male', 'Female', '']);

export const ProfileSchema = z.object({
  ProfileID: z.string(),
  type: z.enum(['Individual', 'Corporate']),
  Title: z.string(),
  FirstName: z.string(),
  /** Shown as Other Names. */
  SecondName: z.string(),
  LastName: z.string(),
  Gender: GenderSchema,
  /** yyyy-mm-dd; 0001-01-01 means empty. */
  /** Empty until the member gives it. */
  DateOfBirth: AnswerDayOrEmptySchema,
  IdentificationDocumentNo: z.string(),
  /** Country code (KE by default). */
  Nationality: z.string(),
  Email: z.string(),
  PhoneNo: z.string(),
  Discipline: z.string(),
  /** Tax PIN (KRA PIN). */
  KRAPin: z.string(),
  /** Residence (checklist item RESIDENCE). */
  County: z.string(),
  City: z.string(),
  MemberNo: z.string(),
  CustomerNo: z.string(),
  /** Membership category code. */
  MemberShipType: z.string(),
  confirmed: z.boolean(),
  ProfileComplete: z.boolean(),
  InGoodStanding: z.boolean(),
  /** Reasons separated by backslash. */
  goodStandingMessage: z.string(),
  memberInformation: z.array(MemberInformationSchema),
  /** base64 image or empty: the view falls back to a default avatar. */
  Image: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * What the PROFILE checklist item asks of an individual's bio (issue 23: one rule for the form and the checklist).
 * The Date of Birth is not among them: the form says "Leave empty if you would rather not say" (spec 1 §9 sends an
 * empty one as 0001-01-01), so leaving it empty must not keep the item "To do".
 */
export const PROFILE_ITEM_FIELDS = [
  'FirstName',
  'LastName',
  'Gender',
  'IdentificationDocumentNo',
  'Nationality',
  'Email',
  'PhoneNo',
] as const;

/** Whether an individual's bio meets the PROFILE checklist item. */
export const bioMeetsProfileItem = (bio: Record<(typeof PROFILE_ITEM_FIELDS)[number], string>): boolean =>
  PROFILE_ITEM_FIELDS.every((f) => bio[f].trim() !== '');

/** The empty birth date of the backend. */
export const EMPTY_DATE = '0001-01-01';
const PICTURE_MAX_BYTES = 2_000_000;

export const profileMessages = {
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  genderRequired: 'Gender is required',
  dateOfBirthRequired: 'Date of Birth is required',
  nationalityRequired: 'Nationality is required',
  dateInFuture: 'Date cannot be later than today',
  pictureNotImage: 'Picture must be a JPEG or PNG image',
  pictureTooLarge: 'Picture should be less than 2MB',
  firmNameRequired: 'Firm Name is required',
  registrationNoRequired: 'Registration No is required',
  addressRequired: 'Address is required',
  countyRequired: 'County is required',
  townRequired: 'Town is required',
  surnameRequired: 'Surname is required',
  otherNamesRequired: 'Other Names is required',
  yearInvalid: 'Enter a year between 1900 and this year',
} as const;

/**
 * A profile picture: JPEG or PNG under 2 MB. The type is the content's, never the name's: a chosen file is retyped
 * from its first bytes (`pictureByContent`, profile-bio.ts) before the form sees it, and the fake server reads the
 * bytes again.
 */
export const PictureFileSchema = FileSchema.check(
  z.refine((f) => f.size < PICTURE_MAX_BYTES, profileMessages.pictureTooLarge),
  z.refine((f) => f.type === 'image/jpeg' || f.type === 'image/png', profileMessages.pictureNotImage),
);

const bioFields = {
  Title: z.optional(optionalText(50)),
  FirstName: requiredText(profileMessages.firstNameRequired),
  SecondName: z.optional(optionalText()),
  LastName: requiredText(profileMessages.lastNameRequired),
  Gender: z.enum(['Male', 'Female'], { error: profileMessages.genderRequired }),
  DateOfBirth: IsoDateSchema,
  IdentificationDocumentNo: IdNumberSchema,
  Nationality: requiredText(profileMessages.nationalityRequired, 50),
  Email: EmailSchema,
  PhoneNo: PhoneSchema,
  Discipline: z.optional(optionalText()),
  KRAPin: z.optional(optionalText(20)),
  County: z.optional(optionalText(100)),
  City: z.optional(optionalText(100)),
  /** The picture (checklist item PICTURE). */
  Image: z.optional(PictureFileSchema),
};

/** POST profile: the first-time individual profile (initiate-profile). Multipart because of the picture. */
export const ProfileCreateSchema = z.object(bioFields);
export type ProfileCreate = z.infer<typeof ProfileCreateSchema>;

/** POST profile/update: any bio field, or only `confirmed` and `ProfileID` for the name confirmation. */
export const ProfileUpdateSchema = z.object({
  ProfileID: requiredText(messages.fieldRequired, 50),
  confirmed: z.optional(z.boolean()),
  Title: bioFields.Title,
  FirstName: z.optional(bioFields.FirstName),
  SecondName: bioFields.SecondName,
  LastName: z.optional(bioFields.LastName),
  Gender: z.optional(bioFields.Gender),
  DateOfBirth: z.optional(IsoDateSchema),
  IdentificationDocumentNo: z.optional(IdNumberSchema),
  Nationality: z.optional(bioFields.Nationality),
  Email: z.optional(EmailSchema),
  PhoneNo: z.optional(PhoneSchema),
  Discipline: bioFields.Discipline,
  KRAPin: bioFields.KRAPin,
  County: bioFields.County,
  City: bioFields.City,
  Image: bioFields.Image,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** A firm's manager (spec 3 §3: the licence prefills practitioner fields from the first one). */
const CorporateManagerSchema = z.object({
  surname: requiredText(profileMessages.surnameRequired),
  OtherNames: requiredText(profileMessages.otherNamesRequired),
  phoneNo: PhoneSchema,
  email: EmailSchema,
  address: requiredText(profileMessages.addressRequired),
});
export type CorporateManager = z.infer<typeof CorporateManagerSchema>;

export const FirmBioSchema = z.object({
  ProfileID: z.string(),
  FirmName: z.string(),
  RegistrationNo: z.string(),
  TaxPIN: z.string(),
  PhysicalAddress: z.string(),
  County: z.string(),
  Town: z.string(),
  PhoneNo: z.string(),
  Email: z.string(),
  Website: z.string(),
  YearEstablished: z.number().check(z.int()),
  MemberNo: z.string(),
  MemberShipType: z.string(),
  corporateManager: z.array(CorporateManagerSchema),
});
export type FirmBio = z.infer<typeof FirmBioSchema>;

const yearSchema = z
  .number({ error: profileMessages.yearInvalid })
  .check(z.int(profileMessages.yearInvalid), z.gte(1900, profileMessages.yearInvalid), z.lte(2100, profileMessages.yearInvalid));

const firmFields = {
  FirmName: requiredText(profileMessages.firmNameRequired),
  RegistrationNo: requiredText(profileMessages.registrationNoRequired, 50),
  TaxPIN: requiredText(messages.taxPinRequired, 20),
  PhysicalAddress: requiredText(profileMessages.addressRequired),
  /** Required only while the settings ask for a county (`firmBioFormSchema`; the fake server checks it too). */
  County: z.optional(optionalText(100)),
  Town: requiredText(profileMessages.townRequired, 100),
  PhoneNo: PhoneSchema,
  Email: EmailSchema,
  Website: z.optional(optionalText()),
  YearEstablished: yearSchema,
  corporateManager: z
    .array(CorporateManagerSchema)
    .check(z.minLength(1, 'Add at least one corporate manager'), z.maxLength(10, 'At most 10 corporate managers')),
};

/** POST profile/firmBio: the first-time firm profile (initiate-firm). */
export const FirmBioCreateSchema = z.object(firmFields);
export type FirmBioCreate = z.infer<typeof FirmBioCreateSchema>;

/** POST profile/firmBio/update. */
export const FirmBioUpdateSchema = z.object({
  ProfileID: requiredText(messages.fieldRequired, 50),
  ...firmFields,
});
export type FirmBioUpdate = z.infer<typeof FirmBioUpdateSchema>;
