// Signing in (spec 1 §3, §5): the login form's rule and the session and user answers, all the first screen
// and the session need of the account calls. auth.ts re-exports it with the other account forms.
import { z } from './mini';
import { envelope } from './envelope';
import { EmailSchema, LoginPasswordSchema } from './sign-in-rules';
import { SessionSchema, UserSchema } from './user';

export const LoginSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });

/**
 * auth/login's 403 for an account whose one-time code was never entered (issue 34): the right password sends a
 * new code, and the e-mail's link opens the code page of that account. The login page knows it by this text and
 * says Activate Account is not the way (that is for members with a membership number).
 */
export const NOT_ACTIVATED_MESSAGE =
  'Your account is not activated yet. We have sent you a new code by text message and e-mail: open the link in the e-mail and enter the code.';
export type Login = z.infer<typeof LoginSchema>;

export const SessionAnswerSchema = envelope(SessionSchema);
export const UserAnswerSchema = envelope(UserSchema);
