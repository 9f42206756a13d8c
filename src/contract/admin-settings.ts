// The Admin Settings form (spec 1 §2.6, §3, §4; spec §A): every theme colour (readable where the portal
// uses it: theme-contrast.ts), the installed packages, and every minor setting, as one flat form; and the save
// call's body built from it (create without an id, update with one; the three lists as JSON strings).
import { z } from './mini';
import {
  minorSettingsFields,
  PackagesSchema,
  SettingsAddressSchema,
  SiteColorSchema,
  THEME_COLOR_NAMES,
  type MinorSettings,
  type PortalPackage,
  type Settings,
} from './site';
import type { SettingsSave } from './setup';
import { contrastProblem, type ThemeColorName } from './theme-contrast';

/** The form's name of a theme colour's field. */
export const colorField = (name: ThemeColorName) => `color_${name}` as const;
type ColorFields = { [K in ThemeColorName as `color_${K}`]: string };

/** The captions that are edited only while their switch is on (spec 1 §5 Admin settings). */
export const CAPTION_SWITCHES = {
  referee_disclaimer_caption: 'referee_disclaimer',
  certificate_of_good_standing_caption: 'certificate_of_good_standing',
} as const satisfies Partial<Record<keyof MinorSettings, keyof MinorSettings>>;

const readableColor = (name: ThemeColorName) =>
  SiteColorSchema.shape.color.check(
    z.superRefine((value, ctx) => {
      const problem = contrastProblem(name, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

export const AdminSettingsFormSchema = z.object({
  /** Absent until a settings record exists (the save then creates it). */
  id: z.optional(z.number().check(z.int())),
  ...(Object.fromEntries(THEME_COLOR_NAMES.map((n) => [colorField(n), readableColor(n)])) as {
    [K in keyof ColorFields]: ReturnType<typeof readableColor>;
  }),
  packages: PackagesSchema,
  /** The My Projects link (issue 35 item 5): https or a path of the portal, refused under its field otherwise. */
  projectURL: SettingsAddressSchema,
  ...minorSettingsFields,
});
export type AdminSettingsValues = z.infer<typeof AdminSettingsFormSchema>;

/** The form as the stored record fills it (a colour the record lacks takes the portal's default). */
export function adminSettingsValues(
  settings: Settings | null,
  defaults: Record<ThemeColorName, string>,
  minor: MinorSettings,
): AdminSettingsValues {
  const stored = Object.fromEntries((settings?.site_colors ?? []).map((c) => [c.colorName, c.color]));
  return {
    ...(settings ? { id: settings.id } : {}),
    ...(Object.fromEntries(THEME_COLOR_NAMES.map((n) => [colorField(n), stored[n] ?? defaults[n]])) as ColorFields),
    packages: [...(settings?.site_installed_packages ?? [])] as PortalPackage[],
    projectURL: settings?.projectURL ?? '',
    ...(settings?.minor_settings ?? minor),
  };
}

/** POST admin/settings from the form: the record's id when it exists, the lists as the contract sends them. */
export function settingsSaveBody(values: AdminSettingsValues): SettingsSave {
  const minor = Object.fromEntries(Object.keys(minorSettingsFields).map((k) => [k, values[k as keyof MinorSettings]])) as MinorSettings;
  return {
    ...(values.id !== undefined ? { id: values.id } : {}),
    site_colors: JSON.stringify(THEME_COLOR_NAMES.map((n) => ({ colorName: n, color: values[colorField(n)].trim() }))),
    site_installed_packages: JSON.stringify(values.packages),
    minor_settings: JSON.stringify(minor),
    projectURL: values.projectURL,
  };
}
