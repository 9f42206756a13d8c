// The part of the spec's validation rules the first screen needs, in zod/mini so the login page carries neither
// zod's full build nor the other rules: every limit (spec 1 §5, spec 3 §5, spec §A), the messages of the first
// screen, the e-mail and login-password rules, and reading a failed parse. rules.ts re-exports all of it and holds
// the other messages.
import { z } from './mini';

export const MAX_TEXT = 255;
/** Anything longer than this in a free-text field is refused: nobody types 10 MB into a form. */
export const MAX_LONG_TEXT = 5000;
export const ATTACHMENT_MAX_BYTES = 10_000_000;
export const LICENCE_UPLOAD_MAX_BYTES = 3_145_728;

/** The messages of the first screen's rules (the login form, the site's captions); rules.ts's `messages` has all. */
export const signInMessages = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
  tooLong: 'Max 255 characters.',
  textTooLong: `This text is too long (at most ${MAX_LONG_TEXT} characters)`,
} as const;

/** text, an @, text */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const EmailSchema = z
  .string({ error: signInMessages.emailRequired })
  .check(
    z.trim(),
    z.minLength(1, signInMessages.emailRequired),
    z.maxLength(MAX_TEXT, signInMessages.tooLong),
    z.regex(EMAIL_PATTERN, signInMessages.emailInvalid),
  );

export const LoginPasswordSchema = z
  .string({ error: signInMessages.passwordRequired })
  .check(z.minLength(1, signInMessages.passwordRequired), z.maxLength(MAX_TEXT, signInMessages.tooLong));

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
