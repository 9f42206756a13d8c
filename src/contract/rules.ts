// Validation rules of the spec with their exact messages (spec 1 §5, spec 3 §5, spec §A).
// Shared by views (inline messages), machines (guards) and the fake server (400/422 with the message). The
// limits, the first screen's messages and the rules of the login form live in sign-in-rules.ts (zod/mini) and are
// re-exported here.
import { z } from './mini';
import { signInMessages, MAX_TEXT, ATTACHMENT_MAX_BYTES } from './sign-in-rules';

export * from './sign-in-rules';

/** Every message of the spec's rules: the first screen's (sign-in-rules.ts) and the rest, which no first load carries. */
export const messages = {
  ...signInMessages,
  passwordRule:
    'Password must be 8 to 16 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (@ $ ! # ~ ^ ( ) ` . , ; : { } _ / % * ? &)',
  passwordMismatch: 'Password does not match',
  idRequired: 'ID is required',
  idTooShort: 'ID should be at least 6 characters',
  taxPinRequired: 'Tax PIN is required',
  phoneRequired: 'Phone is required',
  fieldRequired: 'Field is required',
  requiredField: 'Required field',
  otpLength: 'The code must be 6 digits',
  phoneFormat: 'Invalid phone number format',
  /** Issue 34 item 4: the documents quote no message for a phone that is not digits; ours says the form expected. */
  phoneDigits: 'Enter the phone number as digits only, e.g. 0712345678',
  attachmentTooLarge: 'Attachment should be less than 10MB',
  attachmentNotPdf: 'Attachment must be a Pdf',
  attachmentRequired: 'Attachment is required',
  licenceTooLarge: 'File too large. max allowed size is 3MB',
} as const;

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!#~^()`.,;:{}_/%*?&])[A-Za-z\d@$!#~^()`.,;:{}_/%*?&]{8,16}$/;
/** 10 digits with optional brackets and separators - . or space */
const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

/**
 * What a too-long text is told: the spec's 'Max 255 characters.' (spec 1 §5) at 255, else the field's own limit (a
 * 50-character code once read "at most 5000 characters", the long-text limit).
 */
const tooLongFor = (max: number) => (max === MAX_TEXT ? messages.tooLong : `This text is too long (at most ${max} characters)`);

export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLongFor(max)));

export const optionalText = (max = MAX_TEXT) => z.string().check(z.maxLength(max, tooLongFor(max)));

/**
 * A country as the portal stores it: a code of setup/countries ('KE'), at most 10 characters, the one bound of every
 * field that holds one (a contact's Country, the licence's countryCode), so what one form stores another can read.
 */
export const COUNTRY_CODE_MAX = 10;
export const countryCode = (message: string) => requiredText(message, COUNTRY_CODE_MAX);

export const NewPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(z.minLength(1, messages.passwordRequired), z.regex(PASSWORD_PATTERN, messages.passwordRule));

export const ConfirmPasswordSchema = z.string({ error: messages.passwordRequired }).check(z.minLength(1, messages.passwordRequired));

/**
 * Adds the 'Password does not match' rule to an object schema with password and confirmPassword. Pure, so a
 * chunk that uses none of the password forms drops them.
 */
/* @__NO_SIDE_EFFECTS__ */
export const withMatchingPasswords = <
  T extends z.ZodMiniObject<{ password: z.core.$ZodType<string>; confirmPassword: z.core.$ZodType<string> }>,
>(
  schema: T,
): T =>
  schema.check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: messages.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );

export const IdNumberSchema = z
  .string({ error: messages.idRequired })
  .check(z.trim(), z.minLength(1, messages.idRequired), z.minLength(6, messages.idTooShort), z.maxLength(50, tooLongFor(50)));

/**
 * A phone as the portal stores and sends it (issue 34 item 4): its 10 digits, the local form of spec 3 §9's "Phone
 * pattern 10 digits" (0712345678), so a texted code reaches it; nothing else (spaces, a +, a masked `*`) is taken.
 */
const PHONE_DIGITS = /^\d{10}$/;

/** A stored phone: `required` when empty, else exactly 10 digits, said as 'Enter the phone number as digits only…'. */
export const phoneDigitsSchema = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(PHONE_DIGITS, messages.phoneDigits));

export const PhoneSchema = phoneDigitsSchema(messages.phoneRequired);

/**
 * A phone as a person types it, as the portal stores it: spaces, dashes, dots and brackets dropped, and Kenya's
 * country code (+254 or 254) before the 9 digits of a number written as 0 (+254 712 345 678 → 0712345678). Anything
 * else (a letter, a masked `*`, another country's +) is given back trimmed, for the digits rule to refuse.
 */
export function phoneDigits(typed: string): string {
  const text = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return text;
  const digits = text.replace(/[\s().-]/g, '');
  const kenyan = /^\+?254(\d{9})$/.exec(digits);
  return kenyan ? `0${kenyan[1]}` : digits;
}

/** Whether what was typed is a phone once written as its digits. */
export const isPhoneInput = (typed: string) => PHONE_DIGITS.test(phoneDigits(typed));

/** A phone field of a form that stores it with `phoneDigits`: what is typed is fine when its digits are. */
export const phoneInputSchema = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.refine(isPhoneInput, { message: messages.phoneDigits }));

export const StrictPhoneSchema = z
  .string({ error: messages.fieldRequired })
  .check(z.trim(), z.minLength(1, messages.fieldRequired), z.regex(PHONE_PATTERN, messages.phoneFormat));

export const OtpSchema = z
  .string({ error: messages.fieldRequired })
  .check(z.trim(), z.minLength(1, messages.fieldRequired), z.regex(/^\d{6}$/, messages.otpLength));

const ENTER_A_DATE = 'Enter a date as YYYY-MM-DD';
/** A calendar day that exists (2024-02-29 yes, 2026-02-30 no): `format: date` and its pattern in the OpenAPI. */
const calendarDay = (error: string) => z.iso.date({ error });

/** A yyyy-mm-dd date. */
export const IsoDateSchema = z.string().check(calendarDay(ENTER_A_DATE));

/**
 * A date field the user must fill: `message` when empty, then a real yyyy-mm-dd day. One check list rather than a
 * pipe, so the OpenAPI (which shows a pipe's first part only) carries the date's format too.
 */
export const requiredIsoDate = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), calendarDay(ENTER_A_DATE));

/**
 * A day a backend answers with: a calendar date (2026-11-01) or a moment (2026-11-01T10:00:00Z, with or without its
 * offset). Typed as such in the OpenAPI (`format: date` or a date-time pattern), so a backend that keeps the contract
 * cannot send a text the screens would turn into "NaN" (issue 24 item 1).
 */
const answerDay = () => [
  calendarDay('Expected a date (YYYY-MM-DD).'),
  z.iso.datetime({ offset: true, local: true, error: 'Expected a date (YYYY-MM-DD) or a date and time (ISO 8601).' }),
];
export const AnswerDaySchema = z.union(answerDay());

/**
 * A day, or empty where the record may have none (an unpaid subscription's last payment, an event without an end
 * day): said as such in the OpenAPI (one more `anyOf` branch, `const: ""`), so a backend may send '' and nothing
 * else that is not a day. The backend's "no date" 0001-01-01 is a day here; the screens show it blank
 * (src/contract/medium-date.ts).
 */
export const AnswerDayOrEmptySchema = z.union([...answerDay(), z.literal('')]);

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
// Not aborting (z.custom's default is to abort): a form without its file still gets its other rules checked, so one
// Save names every missing field.
export const FileSchema = z.custom<Blob>(isBlob, { error: messages.attachmentRequired, abort: false });

/**
 * An uploaded PDF's synchronous rules: under the limit and not empty. Whether it is a PDF is read from its content,
 * never its name (`screenPdf` in upload.ts before it is chosen; the fake server again when it arrives).
 */
export const PdfFileSchema = FileSchema.check(
  z.refine((f) => !isBlob(f) || f.size < ATTACHMENT_MAX_BYTES, messages.attachmentTooLarge),
  z.refine((f) => !isBlob(f) || f.size > 0, messages.attachmentNotPdf),
);
