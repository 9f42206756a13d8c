// The login form (/): e-mail and password checked with the contract's rules before any call; the server's
// refusal is shown above the form with the typed values kept. The session it ends with is told as a `session` change, where
// the session actor takes it (machines/changes/change-bus.ts).
import { signInEndpoints, type Login, LoginSchema, type Session } from '#contract';
import { createFormMachine } from '../form/form.machine';

export const loginMachine = createFormMachine<Login, Session>({
  id: 'login',
  schema: LoginSchema,
  initial: { email: '', password: '' },
  submit: async ({ api, values }) => (await api.call(signInEndpoints.login, { body: values })).data,
  tells: (session) => [{ change: 'session', detail: { established: session } }],
});
