// Visitor access and account lifecycle: payloads and answers (spec 1 §3, §5, §7). Signing in is in
// sign-in.ts (re-exported here) so the login page carries none of the other account forms.
import { z } from './mini';
import {
  ConfirmPasswordSchema,
  EmailSchema,
  IdNumberSchema,
  messages,
  NewPasswordSchema,
  OtpSchema,
  PhoneSchema,
  phoneDigits,
  phoneInputSchema,
  requiredText,
  withMatchingPasswords,
  MAX_TEXT,
} from './rules';
import { UserTypeSchema, NotificationSettingsSchema, USER_TYPES } from './user';

export * from './sign-in';

const RegisterFields = z.object({
  email: EmailSchema,
  phone: PhoneSchema,
  id_number: IdNumberSchema,
  password: NewPasswordSchema,
  confirmPassword: ConfirmPasswordSchema,
  category: requiredText(messages.fieldRequired, 50),
  type: UserTypeSchema,
});
export const RegisterSchema = withMatchingPasswords(RegisterFields);
/** For CORPORATE the id_number field carries the firm's tax PIN (spec 1 §2.1). */
export const RegisterFirmSchema = withMatchingPasswords(z.extend(RegisterFields, { id_number: requiredText(messages.taxPinRequired, 50) }));
export type Register = z.infer<typeof RegisterSchema>;
/**
 * The register forms (issue 34 item 4): the phone as a person types it ("0712 345 678", "+254 712 345 678"), sent
 * as its digits (`phoneDigits`); the call itself takes digits only (RegisterSchema).
 */
const typedPhone = { phone: phoneInputSchema(messages.phoneRequired) };
export const RegisterFormSchema = withMatchingPasswords(z.extend(RegisterFields, typedPhone));
export const RegisterFirmFormSchema = withMatchingPasswords(
  z.extend(RegisterFields, { ...typedPhone, id_number: requiredText(messages.taxPinRequired, 50) }),
);

export const RegisteredSchema = z.object({ id: z.number().check(z.int()), phone_no: z.string() });
export type Registered = z.infer<typeof RegisteredSchema>;

/** The :type and :code of /signup and /register: anything else is a broken link, said in words. */
export const RegistrationRouteSchema = z.object({
  type: z.enum(USER_TYPES, { error: 'This registration link is not valid.' }),
  code: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,20}$/, 'This registration link is not valid.')),
});
export const FIRM_CATEGORY = 'CORPORATE';

export const VerifyEmailSchema = z.object({ activation_code: requiredText(messages.fieldRequired, MAX_TEXT) });
/**
 * The account the code was sent to is part of the check (DECISIONS §F): a code opens only that account, and a
 * wrong code and another account's code are the same refusal. Signed in (spec 3 §2) it is the member's own id.
 */
export const OtpPayloadSchema = z.object({
  otp_code: OtpSchema,
  user_id: z.number({ error: 'A user id is required' }).check(z.int('A user id is required'), z.positive('A user id is required')),
});
export const SendOtpQuerySchema = z.object({ user_id: z.string().check(z.regex(/^\d+$/, 'A user id is required')) });

export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export const PasswordResetSchema = withMatchingPasswords(
  z.object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema, token: requiredText(messages.fieldRequired) }),
);
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** Settings → password change: both fields only 'Password is required' in the spec; we keep the strong rule too. */
export const SetPasswordSchema = withMatchingPasswords(z.object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema }));

export const ActivationRequestSchema = z.object({
  memberNo: requiredText(messages.fieldRequired, 50),
  eMailAddress: EmailSchema,
  memberNameFirst: z.string().check(z.maxLength(MAX_TEXT, messages.tooLong)),
  memberNameLast: z.string().check(z.maxLength(MAX_TEXT, messages.tooLong)),
  identificationDocumentNo: requiredText(messages.fieldRequired, 50),
  phoneNo: PhoneSchema,
  voterToken: z.optional(z.string().check(z.maxLength(MAX_TEXT))),
});
export type ActivationRequest = z.infer<typeof ActivationRequestSchema>;

/**
 * Whether an activation request is the member's own (issue 35 item 6): the ID number, the e-mail and the phone
 * typed are those on file for the member number, the e-mail without regard to case, the phone in any of its written
 * forms (0712 345 678, +254712345678). The backend then sends the code to the addresses on file, never to the typed ones.
 */
export function claimMatchesRecord(
  onFile: { IdentificationDocumentNo: string; Email: string; PhoneNo: string },
  typed: Pick<ActivationRequest, 'identificationDocumentNo' | 'eMailAddress' | 'phoneNo'>,
): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return (
    onFile.Email.trim() !== '' &&
    onFile.PhoneNo.trim() !== '' &&
    same(onFile.IdentificationDocumentNo, typed.identificationDocumentNo) &&
    same(onFile.Email, typed.eMailAddress) &&
    phoneDigits(onFile.PhoneNo) === phoneDigits(typed.phoneNo)
  );
}
/** The activation request's form: the phone as typed, sent as its digits (as the register forms). */
export const ActivationRequestFormSchema = z.extend(ActivationRequestSchema, { phoneNo: phoneInputSchema(messages.phoneRequired) });

export const ActivateSchema = withMatchingPasswords(
  z.object({
    otp_code: requiredText(messages.fieldRequired, 50),
    password: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
    email: EmailSchema,
    identificationDocumentNo: requiredText(messages.fieldRequired, 50),
  }),
);
export type Activate = z.infer<typeof ActivateSchema>;

export const NotificationPayloadSchema = NotificationSettingsSchema;
