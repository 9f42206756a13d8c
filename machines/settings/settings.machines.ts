// Member Settings (spec 1 §2.4, §7): the password change (both fields required, 'Password Changed Successful')
// and the four notification switches, each saved at once; the server's answer is told as a `user` change
// (the session hears it).
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, authEndpoints, type NotificationSettings, SetPasswordSchema, type User } from '#contract';
import { describeError } from '#contract/error-text.ts';
import { createFormMachine } from '../form/form.machine';
import { tellChange } from '../changes/change-bus';
import { accessMessages } from '#contract/access-messages.ts';
import type { EventsOf } from '../event-schemas';
import type { notificationsEventSchemas } from './settings.events';

export const PASSWORD_CHANGED = accessMessages.passwordChanged;

export const changePasswordMachine = createFormMachine<{ password: string; confirmPassword: string }, string>({
  id: 'changePassword',
  schema: SetPasswordSchema,
  initial: { password: '', confirmPassword: '' },
  submit: async ({ api, values }) => {
    await api.call(authEndpoints.setPassword, { body: values });
    return PASSWORD_CHANGED;
  },
});

export const notificationsMachine = setup({
  types: {
    input: {} as { api: ApiClient; settings: NotificationSettings },
    context: {} as {
      api: ApiClient;
      settings: NotificationSettings;
      saved: NotificationSettings;
      error: string | null;
      user: User | null;
    },
    events: {} as EventsOf<typeof notificationsEventSchemas>,
  },
  actors: {
    save: fromPromise<User, { api: ApiClient; settings: NotificationSettings }>(
      async ({ input }) => (await input.api.call(authEndpoints.notification, { body: input.settings })).data,
    ),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    api: input.api,
    settings: input.settings,
    saved: input.settings,
    error: null,
    user: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'notifications.toggle': {
          target: 'saving',
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings, [event.name]: !context.settings[event.name] }),
            error: null,
          }),
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ api: context.api, settings: context.settings }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({ user: event.output, saved: pickSettings(event.output), settings: pickSettings(event.output) })),
            ({ system, event }) => tellChange(system, 'user', event.output),
          ],
        },
        // The switch goes back to what the server has, with the reason.
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({ settings: context.saved, error: describeError(event.error) })),
        },
      },
    },
  },
});

export const pickSettings = (u: NotificationSettings): NotificationSettings => ({
  email_reminders: u.email_reminders,
  email_updates: u.email_updates,
  sms_reminders: u.sms_reminders,
  sms_updates: u.sms_updates,
});
