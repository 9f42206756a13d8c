// /admin/settings (spec 1 §2.6, §4, §8): read the settings record (none yet: the form starts from the portal's
// defaults and its save creates the record), edit it in the shared form machine (every colour readable where the
// portal uses it), save ('Setting Saved Successfully'), and start again from what was stored. A save tells a
// `site` change, so the portal repaints at once for the admin (the site loader hears it); everyone else reads it on next load.
import { type MinorSettings, type Settings, setupEndpoints, siteEndpoints } from '#contract';
import { adminSettingsValues, AdminSettingsFormSchema, settingsSaveBody, type AdminSettingsValues } from '#contract/admin-settings.ts';
import { statusOf } from '#contract/error-text.ts';
import type { ThemeColorName } from '#contract/theme-contrast.ts';
import { createFormMachine } from '../form/form.machine';
import { createRecordEditorMachine, selectRecordForm } from '../form/record-editor.machine';

/** What the form shows for a colour or minor setting the record does not have (the portal's own defaults). */
export interface SettingsDefaults {
  colors: Record<ThemeColorName, string>;
  minor: MinorSettings;
}

export const createAdminSettingsMachine = (defaults: SettingsDefaults) =>
  createRecordEditorMachine<Settings | null, AdminSettingsValues, Settings>({
    id: 'adminSettings',
    load: async (api) => {
      try {
        return (await api.call(siteEndpoints.settings)).data;
      } catch (e) {
        // No record yet: the first save creates it (spec 1 §4).
        if (statusOf(e) === 404) return null;
        throw e;
      }
    },
    valuesOf: (settings) => adminSettingsValues(settings, defaults.colors, defaults.minor),
    form: createFormMachine<AdminSettingsValues, Settings>({
      id: 'adminSettingsForm',
      schema: AdminSettingsFormSchema,
      initial: {} as AdminSettingsValues,
      submit: async ({ api, values }) => (await api.call(setupEndpoints.saveSettings, { body: settingsSaveBody(values) })).data,
    }),
    savedRecord: (saved) => saved,
    tells: () => [{ change: 'site' }],
  });

export const selectSettingsForm = selectRecordForm<AdminSettingsValues, Settings>;
export type AdminSettingsFormActor = NonNullable<ReturnType<typeof selectSettingsForm>>;
