// Validation rules of the spec with their exact messages (document 1 §5, document 3 §5, DECISIONS.md §A).
// Shared by views (inline messages), machines (guards) and the fake server (400/422 with the message).
import { z } from 'zod';

export const MAX_TEXT = 255;
/** Anything longer than this in a free-text field is refused: nobody types 10 MB into a form. */
export const MAX_LONG_TEXT = 5000;
export const ATTACHMENT_MAX_BYTES = 10_000_000;
export const LICENCE_UPLOAD_MAX_BYTES = 3_145_728;

export const messages = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
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
  tooLong: 'Max 255 characters.',
  textTooLong: `This text is too long (at most ${MAX_LONG_TEXT} characters)`,
  attachmentTooLarge: 'Attachment should be less than 10MB',
  attachmentNotPdf: 'Attachment must be a Pdf',
  attachmentRequired: 'Attachment is required',
  licenceTooLarge: 'File too large. max allowed size is 3MB',
} as const;

/** text, an @, text */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!#~^()`.,;:{}_/%*?&])[A-Za-z\d@$!#~^()`.,;:{}_/%*?&]{8,16}$/;
/** 10 digits with optional brackets and separators - . or space */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, max === MAX_TEXT ? messages.tooLong : messages.textTooLong);

export const optionalText = (max = MAX_TEXT) =>
  z.string().max(max, max === MAX_TEXT ? messages.tooLong : messages.textTooLong);

export const EmailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(MAX_TEXT, messages.tooLong)
  .regex(EMAIL_PATTERN, messages.emailInvalid);

export const LoginPasswordSchema = z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(MAX_TEXT, messages.tooLong);

export const NewPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .regex(PASSWORD_PATTERN, messages.passwordRule);

export const ConfirmPasswordSchema = z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired);

/** Adds the 'Password does not match' rule to any schema with password and confirmPassword. */
export const withMatchingPasswords = <T extends z.ZodObject<{ password: z.ZodType; confirmPassword: z.ZodType }>>(schema: T) =>
  schema.refine((v) => (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });

export const IdNumberSchema = z
  .string({ error: messages.idRequired })
  .trim()
  .min(1, messages.idRequired)
  .min(6, messages.idTooShort)
  .max(50, messages.tooLong);

export const PhoneSchema = z.string({ error: messages.phoneRequired }).trim().min(1, messages.phoneRequired).max(20, messages.phoneFormat).regex(/^\+?[\d\s()-.]{7,20}$/, messages.phoneFormat);

export const StrictPhoneSchema = z.string({ error: messages.fieldRequired }).trim().min(1, messages.fieldRequired).regex(PHONE_PATTERN, messages.phoneFormat);

export const OtpSchema = z
  .string({ error: messages.fieldRequired })
  .trim()
  .min(1, messages.fieldRequired)
  .regex(/^\d{6}$/, messages.otpLength);

/** A yyyy-mm-dd date. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

/** A date that is not after today (today is passed in so the rule stays pure and testable). */
export const notInFuture = (today: string) => (value: string) => value.slice(0, 10) <= today;

export const FileSchema = z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, messages.attachmentRequired);

export const PdfFileSchema = FileSchema.refine((f) => f.size < ATTACHMENT_MAX_BYTES, messages.attachmentTooLarge).refine(
  (f) => f.type === 'application/pdf' || (f instanceof File && /\.pdf$/i.test(f.name)),
  messages.attachmentNotPdf,
);

/** First message of a failed parse: what a form shows next to a field or a toast shows alone. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The data is not valid';
}

/** Field path → first message, for inline form messages. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
