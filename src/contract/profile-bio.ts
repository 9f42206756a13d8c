// The bio and firm-bio forms (initiate-profile, initiate-firm and the Bio / Firm bio tabs of /profile share them):
// the values a form holds, their rules as of a day (no date after today, no year after this one), the blank and
// prefilled values, what each form sends, and the picture typed by its content.
import { z } from './mini';
import {
  EMPTY_DATE,
  FirmBioCreateSchema,
  PictureFileSchema,
  ProfileCreateSchema,
  profileMessages,
  type CorporateManager,
  type FirmBio,
  type FirmBioCreate,
  type FirmBioUpdate,
  type Profile,
  type ProfileCreate,
  type ProfileUpdate,
} from './profile';
import type { User } from './user';
import { ALL_FORM_PARTS, askedWhen, withoutUnasked, type FormSwitches } from './form-switches';
import { requiredText } from './rules';

/** Nationality of a new profile (spec 1 §9 'default nationality KE'); KE also brings the county and town lists. */
const DEFAULT_NATIONALITY = 'KE';

export const bioMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  confirmed: 'Confirmed Successfully',
  /** Spec 2 §2 profileConfirm. */
  confirmPrompt: 'Confirm your name below',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A birth date as typed: empty (sent as 0001-01-01, spec 1 §9), or a real date not after `today`. */
const birthDate = (today: string) =>
  z.string().check(
    z.refine((v) => v === '' || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))), bioMessages.dateInvalid),
    z.refine((v) => v === '' || v.slice(0, 10) <= today, profileMessages.dateInFuture),
  );

/**
 * The individual bio as the form holds it: POST profile's fields, the birth date '' while empty. Its County is
 * optional whatever the settings say (the RESIDENCE checklist item asks for it, not the form).
 */
export const bioFormSchema = (today: string) =>
  z.extend(ProfileCreateSchema, { DateOfBirth: birthDate(today), Image: z.optional(PictureFileSchema) });

/** The fields of a bio form (individual or firm) the settings leave out: the County while `countyField` is off. */
const bioUnasked = (switches: FormSwitches): Array<'County'> => (switches.countyField ? [] : ['County']);

/** What the form holds (the optional fields of POST profile are optional here too, for the schema's sake). */
export interface BioFormValues extends Record<string, unknown> {
  Title?: string;
  FirstName: string;
  SecondName?: string;
  LastName: string;
  Gender: '' | 'Male' | 'Female';
  /** '' while empty. */
  DateOfBirth: string;
  IdentificationDocumentNo: string;
  Nationality: string;
  Email: string;
  PhoneNo: string;
  Discipline?: string;
  KRAPin?: string;
  County?: string;
  City?: string;
  /** A newly chosen picture; none keeps the one on file. */
  Image?: Blob | undefined;
}

/** A new profile's form, prefilled from the account (e-mail, phone and ID given at registration). */
export function blankBio(user?: Pick<User, 'email' | 'phone_no' | 'id_number'> | null): BioFormValues {
  return {
    Title: '',
    FirstName: '',
    SecondName: '',
    LastName: '',
    Gender: '',
    DateOfBirth: '',
    IdentificationDocumentNo: user?.id_number ?? '',
    Nationality: DEFAULT_NATIONALITY,
    Email: user?.email ?? '',
    PhoneNo: user?.phone_no ?? '',
    Discipline: '',
    KRAPin: '',
    County: '',
    City: '',
  };
}

/** The form of an existing profile: the backend's empty birth date shows as an empty box. */
export function bioValuesOf(p: Profile): BioFormValues {
  return {
    Title: p.Title,
    FirstName: p.FirstName,
    SecondName: p.SecondName,
    LastName: p.LastName,
    Gender: p.Gender,
    DateOfBirth: p.DateOfBirth === EMPTY_DATE ? '' : p.DateOfBirth,
    IdentificationDocumentNo: p.IdentificationDocumentNo,
    Nationality: p.Nationality || DEFAULT_NATIONALITY,
    Email: p.Email,
    PhoneNo: p.PhoneNo,
    Discipline: p.Discipline,
    KRAPin: p.KRAPin,
    County: p.County,
    City: p.City,
  };
}

/**
 * What changing one field does to the fields that hang on it: a new nationality empties the county and town
 * (KE picks them from lists, any other country types them), a new county empties the town.
 */
export function bioDependents(values: BioFormValues, changed: string, before: BioFormValues): BioFormValues {
  if (changed === 'Nationality' && values.Nationality !== before.Nationality) return { ...values, County: '', City: '' };
  if (changed === 'County' && values.County !== before.County) return { ...values, City: '' };
  return values;
}

/** True when the county and town come from the lists of Kenya. */
export const hasKenyanResidence = (values: Pick<BioFormValues, 'Nationality'>) => values.Nationality === DEFAULT_NATIONALITY;

/**
 * POST profile: the form as sent (an empty birth date is 0001-01-01; no picture chosen, none sent; no County while
 * the settings ask for none).
 */
export function toProfileCreate(values: BioFormValues, switches: FormSwitches = ALL_FORM_PARTS): ProfileCreate {
  const { Image, Gender, ...rest } = withoutUnasked(values, bioUnasked(switches));
  return { ...rest, Gender: Gender as 'Male' | 'Female', DateOfBirth: values.DateOfBirth || EMPTY_DATE, ...(Image ? { Image } : {}) };
}

/**
 * POST profile/update from the Bio tab: every field the form asks, so nothing is cleared by being left out; a
 * County it does not ask is not sent, so the one on file stays.
 */
export const toProfileUpdate = (profileId: string, values: BioFormValues, switches: FormSwitches = ALL_FORM_PARTS): ProfileUpdate => ({
  ProfileID: profileId,
  ...toProfileCreate(values, switches),
});

/** POST profile/update of the name confirmation (spec 2 §4). */
export const confirmationOf = (profileId: string): ProfileUpdate => ({ ProfileID: profileId, confirmed: true });

/** The name the confirmation shows: first, other and last names. */
export const fullNameOf = (p: Pick<Profile, 'FirstName' | 'SecondName' | 'LastName'>) =>
  [p.FirstName, p.SecondName, p.LastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

// ------------------------------------------------------------------ firm bio

const yearUpTo = (today: string) =>
  z
    .number({ error: profileMessages.yearInvalid })
    .check(
      z.int(profileMessages.yearInvalid),
      z.gte(1900, profileMessages.yearInvalid),
      z.lte(Number(today.slice(0, 4)), profileMessages.yearInvalid),
    );

/**
 * The firm bio as the form holds it: POST profile/firmBio's fields, the year established not after this year, the
 * County required ('County is required') only while the settings ask for one. The fake server checks a body with it.
 */
export const firmBioFormSchema = (today: string, switches: FormSwitches = ALL_FORM_PARTS) =>
  z.extend(FirmBioCreateSchema, {
    YearEstablished: yearUpTo(today),
    County: askedWhen(switches.countyField, requiredText(profileMessages.countyRequired, 100), 100),
  });

export interface FirmBioFormValues extends Record<string, unknown> {
  FirmName: string;
  RegistrationNo: string;
  TaxPIN: string;
  PhysicalAddress: string;
  County: string;
  Town: string;
  PhoneNo: string;
  Email: string;
  Website?: string;
  /** undefined while the box is empty. */
  YearEstablished: number | undefined;
  corporateManager: CorporateManager[];
}

export const MAX_CORPORATE_MANAGERS = 10;

export const blankManager = (): CorporateManager => ({ surname: '', OtherNames: '', phoneNo: '', email: '', address: '' });

/** A new firm's form, prefilled from the account (a firm registers with its tax PIN in the ID box, spec 1 §2.1). */
export function blankFirmBio(user?: Pick<User, 'name' | 'email' | 'phone_no' | 'id_number'> | null): FirmBioFormValues {
  return {
    FirmName: user?.name ?? '',
    RegistrationNo: '',
    TaxPIN: user?.id_number ?? '',
    PhysicalAddress: '',
    County: '',
    Town: '',
    PhoneNo: user?.phone_no ?? '',
    Email: user?.email ?? '',
    Website: '',
    YearEstablished: undefined,
    corporateManager: [blankManager()],
  };
}

export function firmBioValuesOf(b: FirmBio): FirmBioFormValues {
  return {
    FirmName: b.FirmName,
    RegistrationNo: b.RegistrationNo,
    TaxPIN: b.TaxPIN,
    PhysicalAddress: b.PhysicalAddress,
    County: b.County,
    Town: b.Town,
    PhoneNo: b.PhoneNo,
    Email: b.Email,
    Website: b.Website,
    YearEstablished: b.YearEstablished,
    corporateManager: b.corporateManager.length > 0 ? b.corporateManager.map((m) => ({ ...m })) : [blankManager()],
  };
}

/** A new county empties the town. */
export function firmDependents(values: FirmBioFormValues, changed: string, before: FirmBioFormValues): FirmBioFormValues {
  return changed === 'County' && values.County !== before.County ? { ...values, Town: '' } : values;
}

/** Sent only once the form is valid, so the year is there; a County the form does not ask is not sent. */
export const toFirmBioCreate = (values: FirmBioFormValues, switches: FormSwitches = ALL_FORM_PARTS): FirmBioCreate => ({
  ...withoutUnasked(values, bioUnasked(switches)),
  YearEstablished: values.YearEstablished as number,
});
export const toFirmBioUpdate = (profileId: string, values: FirmBioFormValues, switches: FormSwitches = ALL_FORM_PARTS): FirmBioUpdate => ({
  ProfileID: profileId,
  ...toFirmBioCreate(values, switches),
});

// ------------------------------------------------------------------ the picture

/** What the first bytes say an image is: PNG or JPEG, or neither. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * The chosen file, typed by what its bytes are rather than by its name: a `.png` that is a PDF gets the PDF's
 * unknown type and the picture rule refuses it before anything is sent.
 */
export async function pictureByContent(file: File): Promise<File> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return new File([file], file.name, { type: imageTypeOf(head) ?? 'application/octet-stream' });
}

/**
 * A chosen picture checked by the picture rule before the form sees it: the file typed by its bytes, or the
 * spec's message (too large, not a PNG or JPEG). A refused picture never reaches the form, so it is never
 * previewed: the picture on file (or none) stays shown.
 */
export async function screenPicture(file: File): Promise<{ file: File } | { refusal: string }> {
  const typed = await pictureByContent(file);
  const parsed = PictureFileSchema.safeParse(typed);
  return parsed.success ? { file: typed } : { refusal: parsed.error.issues[0]?.message ?? profileMessages.pictureNotImage };
}
