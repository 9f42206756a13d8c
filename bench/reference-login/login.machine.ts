// The reference page's one machine: two fields checked with zod/mini, one POST through ofetch, the server's
// refusal shown; the floor the portal's login page is measured against (`npm run bench`).
import { ofetch } from 'ofetch';
import { assign, fromPromise, setup } from 'xstate';
import { z } from 'zod/mini';

const CredentialsSchema = z.object({
  email: z.email('Enter a valid e-mail address.'),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

const SessionSchema = z.object({ data: z.object({ token: z.string() }) });

export const loginMachine = setup({
  types: {
    context: {} as {
      values: Credentials;
      errors: Partial<Record<keyof Credentials, string>>;
      serverError: string | null;
      token: string | null;
    },
    events: {} as { type: 'change'; name: keyof Credentials; value: string } | { type: 'submit' },
  },
  actors: {
    login: fromPromise(
      async ({ input }: { input: Credentials }) =>
        z.parse(SessionSchema, await ofetch('/api/auth/login', { method: 'POST', body: input })).data.token,
    ),
  },
  guards: { isValid: ({ context }) => z.safeParse(CredentialsSchema, context.values).success },
}).createMachine({
  id: 'referenceLogin',
  context: { values: { email: '', password: '' }, errors: {}, serverError: null, token: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.name]: event.value }) }) },
        submit: [
          { guard: 'isValid', target: 'submitting' },
          {
            actions: assign({
              errors: ({ context }) => {
                const issues = z.safeParse(CredentialsSchema, context.values).error?.issues ?? [];
                return Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
              },
            }),
          },
        ],
      },
    },
    submitting: {
      entry: assign({ errors: {}, serverError: null }),
      invoke: {
        src: 'login',
        input: ({ context }) => context.values,
        onDone: { target: 'signedIn', actions: assign({ token: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ serverError: 'The e-mail or password is wrong.' }) },
      },
    },
    signedIn: { type: 'final' },
  },
});
