// The part of the spec's validation rules the first screen needs, in zod/mini so the login page carries neither
// zod's full build nor the other rules: every message and limit (spec 1 §5, spec 3 §5, spec §A),
// the e-mail and login-password rules, and reading a failed parse. rules.ts re-exports all of it.
import { z } from './mini';

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

export const EmailSchema = z
  .string({ error: messages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, messages.emailRequired),
    z.maxLength(MAX_TEXT, messages.tooLong),
    z.regex(EMAIL_PATTERN, messages.emailInvalid),
  );

export const LoginPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .check(z.minLength(1, messages.passwordRequired), z.maxLength(MAX_TEXT, messages.tooLong));

/** First message of a failed parse: what a form shows next to a field or a toast shows alone. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'The data is not valid';
}

/** Field path → first message, for inline form messages. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
