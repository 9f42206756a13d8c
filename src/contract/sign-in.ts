// Signing in (spec 1 §3, §5): the login form's rule and the session and user answers, all the first screen
// and the session need of the account calls. auth.ts re-exports it with the other account forms.
import { z } from './mini';
import { envelope } from './envelope';
import { EmailSchema, LoginPasswordSchema } from './sign-in-rules';
import { SessionSchema, UserSchema } from './user';

export const LoginSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
export type Login = z.infer<typeof LoginSchema>;

export const SessionAnswerSchema = envelope(SessionSchema);
export const UserAnswerSchema = envelope(UserSchema);
