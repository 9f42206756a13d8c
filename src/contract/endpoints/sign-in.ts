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
  /**
   * The way back from "Log in as" (docs/decisions/026): the server bound the user's session it gave an
   * administrator to that administrator, so the acting token alone asks for it. The acting token ends; the answer is
   * a fresh session of the administrator, whose token was ended when they logged in as the user (nothing of the
   * administrator is kept in the browser meanwhile).
   */
  returnToAdmin: defineEndpoint({
    method: 'POST',
    path: 'auth/return',
    access: 'member',
    // The session was not given by "Log in as" (or its administrator can no longer administer).
    errors: [403],
    spec: '1 §4',
    summary: "End a Log in as session and answer the administrator's own session",
    answer: SessionAnswerSchema,
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
