// Validation rules of the spec with their exact messages (document 1 §5, document 3 §5, decisions §A).
// Shared by views (inline messages), machines (guards) and the fake server (400/422 with the message). The
// messages, limits and the rules of the login form live in sign-in-rules.ts (zod/mini) and are re-exported here.
import { z } from 'zod';
import { z as mini } from './mini';
import { messages, MAX_TEXT, ATTACHMENT_MAX_BYTES } from './sign-in-rules';

export * from './sign-in-rules';

const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!#~^()`.,;:{}_/%*?&])[A-Za-z\d@$!#~^()`.,;:{}_/%*?&]{8,16}$/;
/** 10 digits with optional brackets and separators - . or space */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;

export const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, max === MAX_TEXT ? messages.tooLong : messages.textTooLong);

export const optionalText = (max = MAX_TEXT) =>
  z.string().max(max, max === MAX_TEXT ? messages.tooLong : messages.textTooLong);

export const NewPasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .regex(PASSWORD_PATTERN, messages.passwordRule);

export const ConfirmPasswordSchema = z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired);

/**
 * Adds the 'Password does not match' rule to an object schema with password and confirmPassword. Pure, so a
 * chunk that uses none of the password forms drops them.
 */
/* @__NO_SIDE_EFFECTS__ */
export const withMatchingPasswords = <T extends mini.ZodMiniObject<{ password: z.core.$ZodType<string>; confirmPassword: z.core.$ZodType<string> }>>(schema: T): T =>
  schema.check(
    mini.refine((v) => v.password === v.confirmPassword, {
      message: messages.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );

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
