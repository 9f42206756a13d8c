// /admin/settings (document 1 §2.6, §4, §8): read the settings record (none yet: the form starts from the portal's
// defaults and its save creates the record), edit it in the shared form machine (every colour readable where the
// portal uses it), save ('Setting Saved Successfully'), and start again from what was stored. A saved record is
// announced (`settings.saved`) so the portal repaints at once for the admin; everyone else reads it on next load.
import { assign, emit, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { endpoints, type ApiClient, type MinorSettings, type Settings } from '../../src/contract';
import { adminSettingsValues, AdminSettingsFormSchema, settingsSaveBody, type AdminSettingsValues } from '../../src/contract/admin-settings';
import { failureOf, statusOf } from '../../src/contract/error-text';
import { ADMIN_MESSAGES } from '../../src/contract/shell';
import type { ThemeColorName } from '../../src/contract/theme-contrast';
import { createFormMachine, type FormEvent } from '../form/form.machine';

export interface AdminSettingsInput {
  api: ApiClient;
  /** What the form shows for a colour or minor setting the record does not have (the portal's own defaults). */
  defaults: { colors: Record<ThemeColorName, string>; minor: MinorSettings };
}

export interface AdminSettingsContext extends AdminSettingsInput {
  settings: Settings | null;
  error: string | null;
  retryable: boolean;
  /** 'Setting Saved Successfully' after a save, until the next change. */
  message: string | null;
}

export type AdminSettingsEvent = { type: 'settings.retry' } | FormEvent;

const settingsForm = createFormMachine<AdminSettingsValues, Settings>({
  id: 'adminSettingsForm',
  schema: AdminSettingsFormSchema,
  initial: {} as AdminSettingsValues,
  submit: async ({ api, values }) => (await api.call(endpoints.shell.saveSettings, { body: settingsSaveBody(values) })).data,
});

export const adminSettingsMachine = setup({
  types: {
    input: {} as AdminSettingsInput,
    context: {} as AdminSettingsContext,
    events: {} as AdminSettingsEvent,
    emitted: {} as { type: 'settings.saved' },
  },
  actors: {
    load: fromPromise<Settings | null, { api: ApiClient }>(async ({ input }) => {
      try {
        return (await input.api.call(endpoints.shell.settings)).data;
      } catch (e) {
        // No record yet: the first save creates it (document 1 §4).
        if (statusOf(e) === 404) return null;
        throw e;
      }
    }),
    form: settingsForm,
  },
}).createMachine({
  id: 'adminSettings',
  context: ({ input }) => ({ ...input, settings: null, error: null, retryable: false, message: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'editing', actions: assign({ settings: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    editing: {
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) => ({ api: context.api, values: adminSettingsValues(context.settings, context.defaults.colors, context.defaults.minor) }),
        // Start again from what was stored (the new record's id included).
        onDone: { target: 'editing', reenter: true, actions: [assign({ settings: ({ event }) => event.output, message: ADMIN_MESSAGES.settingsSaved }), emit({ type: 'settings.saved' })] },
      },
      on: {
        'form.change': { actions: [assign({ message: null }), sendTo('form', ({ event }) => event)] },
        'form.blur': { actions: sendTo('form', ({ event }) => event) },
        'form.refuse': { actions: sendTo('form', ({ event }) => event) },
        'form.submit': { actions: [assign({ message: null }), sendTo('form', ({ event }) => event)] },
        'form.reset': { actions: sendTo('form', ({ event }) => event) },
      },
    },
  },
});

export type AdminSettingsFormActor = ActorRefFrom<typeof settingsForm>;
/** The form while editing (the shared form machine, invoked as `form`). */
export const selectSettingsForm = (s: { children: Record<string, unknown> }): AdminSettingsFormActor | undefined => s.children.form as AdminSettingsFormActor | undefined;
