// The login form (/): e-mail and password checked with the contract's rules before any call; the server's
// refusal is shown above the form with the typed values kept. Its output is the session the root actor takes.
import { signInEndpoints, type Login, LoginSchema, type Session } from '#contract';
import { createFormMachine } from '../form/form.machine';

export const loginMachine = createFormMachine<Login, Session>({
  id: 'login',
  schema: LoginSchema,
  initial: { email: '', password: '' },
  submit: async ({ api, values }) => (await api.call(signInEndpoints.login, { body: values })).data,
});
