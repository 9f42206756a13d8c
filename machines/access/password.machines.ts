// Forgot password (/forgot-password) and reset (/password/:code): two forms of the shared form machine.
import { authEndpoints, type PasswordReset, PasswordResetRequestSchema, PasswordResetSchema } from '#contract';
import { createFormMachine } from '../form/form.machine';

export const forgotPasswordMachine = createFormMachine<{ email: string }, string>({
  id: 'forgotPassword',
  schema: PasswordResetRequestSchema,
  initial: { email: '' },
  submit: async ({ api, values }) => (await api.call(authEndpoints.passwordReset, { body: values })).message,
});

/** The route's code goes in `values.token` through the machine's input. */
export const resetPasswordMachine = createFormMachine<PasswordReset, string>({
  id: 'resetPassword',
  schema: PasswordResetSchema,
  initial: { password: '', confirmPassword: '', token: '' },
  submit: async ({ api, values }) => (await api.call(authEndpoints.password, { body: values })).message,
});
