// Spec 1 §7: the account calls other than signing in and out (endpoints/sign-in.ts); both are the `auth`
// area of the table.
import { z } from '../mini';
import { defineEndpoint } from '../endpoint';
import { envelope, MessageAnswerSchema } from '../envelope';
import {
  ActivateSchema,
  ActivationRequestSchema,
  NotificationPayloadSchema,
  OtpPayloadSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  RegisteredSchema,
  RegisterSchema,
  SendOtpQuerySchema,
  SessionAnswerSchema,
  SetPasswordSchema,
  VerifyEmailSchema,
} from '../auth';
import { UserSchema } from '../user';

const spec = '1 §7';

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: 'auth/register',
    access: 'public',
    // Registration closed in the settings.
    errors: [403],
    spec,
    summary: 'Create an account; sends the e-mail link and the OTP',
    once: true,
    body: RegisterSchema,
    answer: envelope(RegisteredSchema),
  }),
  verifyEmail: defineEndpoint({
    method: 'POST',
    path: 'auth/verify',
    access: 'public',
    spec,
    summary: 'Activate an account from the e-mail link',
    body: VerifyEmailSchema,
    answer: SessionAnswerSchema,
  }),
  sendOtp: defineEndpoint({
    method: 'GET',
    path: 'auth/send-otp',
    access: 'public',
    // One answer for every id (unknown, verified, waiting): ids are not told apart (issue 35 item 1).
    errors: [],
    spec,
    summary: 'Send (again) the one-time code by SMS and e-mail',
    limit: 'At most 3 codes per account (per id asked for, existing or not) in 15 minutes.',
    query: SendOtpQuerySchema,
    answer: MessageAnswerSchema,
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: 'auth/verify-otp',
    access: 'public',
    spec,
    summary: 'Check a one-time code (signed in: the check an application submission needs; spec 3 §2)',
    limit: 'At most 5 wrong codes per account in 15 minutes; then even the right code is refused until the wait is over.',
    once: true,
    body: OtpPayloadSchema,
    answer: SessionAnswerSchema,
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: 'auth/password-reset',
    access: 'public',
    spec,
    summary: 'E-mail a password-reset link',
    body: PasswordResetRequestSchema,
    answer: MessageAnswerSchema,
  }),
  password: defineEndpoint({
    method: 'POST',
    path: 'auth/password',
    access: 'public',
    spec,
    summary: 'Set a new password with the reset token',
    body: PasswordResetSchema,
    answer: MessageAnswerSchema,
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: 'auth/set-password',
    access: 'member',
    spec,
    summary: 'Change the password (Settings)',
    body: SetPasswordSchema,
    answer: MessageAnswerSchema,
  }),
  notification: defineEndpoint({
    method: 'POST',
    path: 'auth/notification',
    access: 'member',
    spec,
    summary: 'Save the four notification switches',
    body: NotificationPayloadSchema,
    answer: envelope(UserSchema),
  }),
  activation: defineEndpoint({
    method: 'POST',
    path: 'auth/activation',
    access: 'public',
    // No member has the number.
    errors: [404],
    spec,
    // 422: the ID number, e-mail or phone is not the member's on file (one message for any of them).
    summary:
      'Ask for an activation code for an existing member: sent only to the e-mail and phone on file, which the typed ones must match',
    body: ActivationRequestSchema,
    answer: MessageAnswerSchema,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: 'auth/activation/activate',
    access: 'public',
    spec,
    summary: 'Activate with the code and set a password',
    limit: 'At most 5 refused activations per ID number in 15 minutes.',
    body: ActivateSchema,
    answer: SessionAnswerSchema,
  }),
  memberLookup: defineEndpoint({
    method: 'GET',
    path: 'profile/search/member',
    access: 'public',
    // MemberNo is not base64.
    errors: [400],
    spec,
    summary: 'Names of a member number (activation step 1)',
    query: z.object({ MemberNo: z.string().check(z.minLength(1, 'Field is required'), z.maxLength(400)) }),
    answer: envelope(z.object({ FirstName: z.string(), LastName: z.string() })),
  }),
};
