// What every screen's frame reads before anyone signs in (spec 1 §3, §7): the settings record (theme colours,
// installed packages, minor settings) and the company. zod/mini, so the login page carries no admin schema;
// setup.ts re-exports it with the admin and lookup schemas.
import { z } from './mini';
import { MAX_LONG_TEXT, MAX_TEXT, signInMessages } from './sign-in-rules';

export const THEME_COLOR_NAMES = [
  'primary',
  'secondary',
  'accent',
  'error',
  'info',
  'success',
  'warning',
  'BackTheme',
  'BadgeTheme',
] as const;
export const PORTAL_PACKAGES = [
  'Dashboard',
  'Profile',
  'CPD',
  'Application',
  'Subscription',
  'Upgrade',
  'License',
  'Billing',
  'Certificate',
  'MyProjects',
  'Events',
] as const;
export type PortalPackage = (typeof PORTAL_PACKAGES)[number];

const CSS_COLOR =
  /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{4}|#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\))$/;

export const SiteColorSchema = z.object({
  colorName: z.enum(THEME_COLOR_NAMES, { error: `A theme colour is one of ${THEME_COLOR_NAMES.join(', ')}.` }),
  color: z.string().check(z.trim(), z.regex(CSS_COLOR, 'A colour is written like #1a2b3c or rgb(26, 43, 60).')),
});
export type SiteColor = z.infer<typeof SiteColorSchema>;

const caption = z.string({ error: 'Must be text.' }).check(z.maxLength(MAX_TEXT, signInMessages.tooLong));
const flag = z.boolean({ error: 'Must be true or false.' });

/**
 * A settings column that may arrive as JSON text or as the value itself (spec 1 §7: the three lists are sent
 * as JSON strings; some backends also store them as text). Always yields the parsed, checked value, and says which
 * field is wrong in plain words instead of zod's "Invalid input" of a union. `label` is plural ("Site colours").
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonField<T extends z.core.$ZodType>(label: string, schema: T) {
  // zod's preprocess: a transform piped into the schema (zod/mini has no preprocess helper).
  const read = z.transform((value: unknown, payload) => {
    const fail = (message: string) => {
      payload.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (value === undefined || value === null || value === '') return fail(`${label} are required.`);
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return fail(`${label} must be valid JSON text.`);
    }
  });
  return z.pipe(read, schema) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<unknown, string | z.input<T>>, T>;
}

/**
 * `registration` off (spec §B): the fake server refuses auth/register with this, and /categories, /signup/… and
 * /register/… show it instead of their forms.
 */
export const REGISTRATION_CLOSED = 'Registration of new applicants is closed at the moment.';

/** The minor settings without their defaults: a partial update must not fill in the keys it leaves out. */
export const minorSettingsFields = {
  login_caption: caption,
  organisation_caption: caption,
  registration: flag,
  license_alternative_caption: caption,
  countyField: flag,
  practicing_firm: flag,
  inactivityLogout: flag,
  certificate_of_good_standing: flag,
  certificate_of_good_standing_caption: caption,
  acceptance_letter_caption: caption,
  referee_disclaimer: flag,
  referee_disclaimer_caption: z.string({ error: 'Must be text.' }).check(z.maxLength(MAX_LONG_TEXT, signInMessages.textTooLong)),
  showWorkPlace: flag,
  contact_caption: caption,
};
const f = minorSettingsFields;
export const minorSettingsShape = {
  login_caption: z._default(f.login_caption, ''),
  organisation_caption: z._default(f.organisation_caption, ''),
  registration: z._default(f.registration, true),
  license_alternative_caption: z._default(f.license_alternative_caption, 'License'),
  countyField: z._default(f.countyField, true),
  practicing_firm: z._default(f.practicing_firm, false),
  inactivityLogout: z._default(f.inactivityLogout, false),
  certificate_of_good_standing: z._default(f.certificate_of_good_standing, false),
  certificate_of_good_standing_caption: z._default(f.certificate_of_good_standing_caption, ''),
  acceptance_letter_caption: z._default(f.acceptance_letter_caption, ''),
  referee_disclaimer: z._default(f.referee_disclaimer, false),
  referee_disclaimer_caption: z._default(f.referee_disclaimer_caption, ''),
  showWorkPlace: z._default(f.showWorkPlace, true),
  /** How to reach the body (an e-mail or a phone): the expired referee link names it (DECISIONS §F). */
  contact_caption: z._default(f.contact_caption, ''),
};
export const minorSettingsError = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown minor setting: ${(issue.keys ?? []).join(', ')}.`
    : 'Minor settings are an object of named values.';
export const MinorSettingsSchema = z.object(minorSettingsShape, { error: minorSettingsError });
export type MinorSettings = z.infer<typeof MinorSettingsSchema>;

/**
 * A theme colour named twice is read as a map (the last one counts: machines/site/site.machine.ts), not refused:
 * JSON Schema cannot say "unique by colorName", so a backend keeping the published contract may send a name twice,
 * and refusing the settings would stop every screen (issue 24). The admin form always writes each name once.
 */
export const SiteColorsSchema = z
  .array(SiteColorSchema, { error: 'Site colours are a list of { colorName, color }.' })
  .check(z.maxLength(THEME_COLOR_NAMES.length * 2, 'Too many colours.'))
  .register(z.globalRegistry, { description: 'A theme colour named more than once: the last one counts.' });
export const PackagesSchema = z
  .array(z.enum(PORTAL_PACKAGES, { error: `A package is one of ${PORTAL_PACKAGES.join(', ')}.` }), {
    error: 'Installed packages are a list of link titles.',
  })
  .check(
    z.maxLength(PORTAL_PACKAGES.length, 'Too many packages.'),
    z.refine((list) => new Set(list).size === list.length, 'Each package is listed once.'),
  )
  // The refine above, said so JSON Schema (and a generator such as Prism's) knows it.
  .register(z.globalRegistry, { uniqueItems: true });

/**
 * An address taken from the settings and given to the page as a link (issue 35 item 5, docs/security.md §5):
 * empty, an https URL without credentials, or a path of the portal's own origin (`/…`, not `//host` or `/\host`,
 * which browsers read as another host). No `http:`, `javascript:` or `data:`, no whitespace or backslash anywhere.
 * A pattern rather than a refine, so the OpenAPI export carries the rule for the backend team.
 */
export const SETTINGS_ADDRESS_MESSAGE = 'An address must start with https:// or be a path of this portal (starting with /).';
export const SETTINGS_ADDRESS_MAX = 2000;
export const SettingsAddressSchema = z
  .string()
  .check(
    z.maxLength(SETTINGS_ADDRESS_MAX, `An address is at most ${SETTINGS_ADDRESS_MAX} characters.`),
    z.regex(/^(|\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\/?#@]+([/?#][^\s\\]*)?)$/, SETTINGS_ADDRESS_MESSAGE),
  );

/** The settings record; the backend may keep the three JSON columns as text. */
export const SettingsSchema = z.object({
  id: z.number().check(z.int()),
  site_colors: jsonField('Site colours', SiteColorsSchema),
  site_installed_packages: jsonField('Installed packages', PackagesSchema),
  minor_settings: jsonField('Minor settings', MinorSettingsSchema),
  /** Address of the terms page (spec 1 §3: "Also terms (projectURL)"). */
  projectURL: z._default(SettingsAddressSchema, ''),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const CompanySchema = z.object({
  /** Base64 image (PNG), or empty. */
  logo: z.string(),
  displayName: z.string(),
});
