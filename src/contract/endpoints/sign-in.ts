// Spec 1 §7: signing in and out and reading the signed-in user, what the login page and the session need.
// Part of the `auth` area of the table with endpoints/auth.ts.
import { defineEndpoint } from '../endpoint';
import { MessageAnswerSchema } from '../envelope';
import { LoginSchema, SessionAnswerSchema, UserAnswerSchema } from '../sign-in';

const spec = '1 §7';

export const signInEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: 'auth/login',
    access: 'public',
    // An account not activated yet.
    errors: [403],
    spec,
    summary: 'Sign in',
    limit:
      'At most 5 wrong passwords per e-mail address in 15 minutes; the sign-in of an account never activated sends a code, counted as a send of auth/send-otp.',
    body: LoginSchema,
    answer: SessionAnswerSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'auth/logout',
    access: 'member',
    spec,
    summary: 'End the session on the server',
    answer: MessageAnswerSchema,
  }),
  user: defineEndpoint({
    method: 'GET',
    path: 'auth/user',
    access: 'member',
    spec,
    summary: 'The signed-in user',
    answer: UserAnswerSchema,
  }),
};
