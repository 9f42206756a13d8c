// The portal's setup (spec 1 §3, §5, §7): settings, company, terms, requirements, disclaimers, admin
// users, payment options and the setup lookups. What the login page needs (settings record, company) is in
// site.ts (zod/mini) and re-exported here.
import { z } from './mini';
import { AnswerDaySchema, EMAIL_PATTERN, MAX_TEXT, isPhoneInput, messages, phoneDigitsSchema } from './rules';
import {
  jsonField,
  minorSettingsError,
  minorSettingsFields,
  minorSettingsShape,
  PackagesSchema,
  SettingsAddressSchema,
  SiteColorsSchema,
} from './site';
import { contrastProblem } from './theme-contrast';
import { UserSchema } from './user';

// ——— Settings (the record itself is in site.ts) ———

export * from './site';

/** POST admin/settings, multipart: id (absent → create), and the three lists as JSON strings. */
export const SettingsSaveSchema = z.object({
  id: z.optional(z.coerce.number({ error: 'The settings id must be a number.' }).check(z.int(), z.positive())),
  // A theme that makes the portal unreadable is refused (theme-contrast.ts), whoever sends it.
  site_colors: jsonField(
    'Site colours',
    SiteColorsSchema.check(
      z.superRefine((list, ctx) =>
        list.forEach((c, i) => {
          const problem = contrastProblem(c.colorName, c.color);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [i, 'color'], input: c.color });
        }),
      ),
    ),
  ),
  site_installed_packages: jsonField('Installed packages', PackagesSchema),
  // Strict: a key the portal does not know is a mistake to report, not something to drop silently.
  minor_settings: jsonField('Minor settings', z.strictObject(minorSettingsShape, { error: minorSettingsError })),
  /** The My Projects link (issue 35 item 5): absent keeps the stored one; an http: or javascript: address is refused. */
  projectURL: z.optional(SettingsAddressSchema),
});
export type SettingsSave = z.input<typeof SettingsSaveSchema>;

/** POST admin/updateSettings ("not shown" in document 1): changes some minor settings, leaves the rest. */
export const SettingsUpdateSchema = z.object({
  minor_settings: z
    .partial(z.strictObject(minorSettingsFields, { error: minorSettingsError }))
    .check(z.refine((v) => Object.keys(v).length > 0, 'Give at least one minor setting to change.')),
});

// ——— Company, terms, requirements, disclaimers ———

export const TermsSchema = z.object({ termsAndConditions: z.string() });

export const RequirementSchema = z.object({ description: z.string(), checkListType: z.optional(z.string()) });
export const RequirementsQuerySchema = z.object({
  category: z.optional(z.string().check(z.maxLength(50), z.regex(/^[A-Za-z0-9_-]*$/, 'Unknown category.'))),
});

export const DisclaimerTypeSchema = z.enum(['Activation', 'Application']);
export type DisclaimerType = z.infer<typeof DisclaimerTypeSchema>;
export const DisclaimerSchema = z.object({ disclaimerType: DisclaimerTypeSchema, description: z.string() });

// ——— Admin users ———

export const ADMIN_MESSAGES = {
  required: 'Required.',
  protectedUser: 'Administrators and approvers cannot be changed here.',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  resetSent: 'Password Reset link sent successfully',
  loggedInAs: 'Logged in as user successfully',
  settingsSaved: 'Setting Saved Successfully',
  superAdminOnly: 'Only the super administrator can do this.',
} as const;

export const AdminUserSchema = z.object({ ...UserSchema.shape, created_at: AnswerDaySchema });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_USERS_PAGE_SIZE = 50;
export const AdminUsersQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(MAX_TEXT, messages.tooLong))),
  /** 1-based; without it every user is listed. */
  page: z.optional(
    z.coerce
      .number({ error: 'The page must be a whole number from 1.' })
      .check(
        z.int('The page must be a whole number from 1.'),
        z.gte(1, 'The page must be a whole number from 1.'),
        z.lte(1_000_000, 'The page must be a whole number from 1.'),
      ),
  ),
});
/** The user list; `total` counts every match, so the table can page. */
export const AdminUsersAnswerSchema = z.object({
  data: z.array(AdminUserSchema),
  total: z.number().check(z.int()),
  message: z.optional(z.string()),
});

export const AdminUserUpdateSchema = z.object({
  email: z
    .string({ error: ADMIN_MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, ADMIN_MESSAGES.required),
      z.maxLength(MAX_TEXT, messages.tooLong),
      z.regex(EMAIL_PATTERN, messages.emailInvalid),
    ),
  // Issue 34 item 4: digits only, so a masked value ("073****890") can never be saved as the member's phone.
  phone_no: phoneDigitsSchema(ADMIN_MESSAGES.required),
  name: z.optional(z.string().check(z.trim(), z.minLength(1, ADMIN_MESSAGES.required), z.maxLength(MAX_TEXT, messages.tooLong))),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/**
 * The edit dialog's form (issue 34 item 4): the phone field starts empty, the number shown masked beside it; left
 * empty it keeps the number, else a new number as typed (sent as its digits). A masked value is never sent.
 */
export const AdminUserEditSchema = z.extend(AdminUserUpdateSchema, {
  phone_no: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isPhoneInput(v), { message: messages.phoneDigits }),
  ),
});
export type AdminUserEdit = z.infer<typeof AdminUserEditSchema>;

/** The user an admin acts on (send a reset link, log in as). */
export const UserRefSchema = z.object({
  id: z.coerce.number({ error: 'A user is required.' }).check(z.int('A user is required.'), z.positive('A user is required.')),
});

// ——— Payment options (spec 1 §5) ———

export const PAYMENT_OPTION_MESSAGES = {
  description: 'Description is required.',
  code: 'Code is required.',
  ref: 'Reference is required.',
  tooLong: 'Max 255 characters.',
  checkoutCode: 'Checkout Code is required.',
  priority: 'Priority is required.',
  integer: 'Must be an integer.',
  saved: 'Payment option created successfully.',
  fetchFailed: 'Failed to fetch payment options.',
  saveFailed: 'Failed to save payment option.',
  deleteFailed: 'Failed to delete payment option.',
} as const;

const m = PAYMENT_OPTION_MESSAGES;
const optionText = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(MAX_TEXT, m.tooLong));
const optionInteger = (required: string) =>
  // zod's preprocess: a transform piped into the schema (zod/mini has no preprocess helper).
  z.pipe(
    z.transform((v: number | string | null | undefined) =>
      typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v === null ? undefined : v,
    ),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : m.integer) })
      .check(z.int(m.integer), z.gte(0, m.integer), z.lte(2_147_483_647, m.integer)),
  );

export const PaymentOptionInputSchema = z.object({
  description: optionText(m.description),
  code: optionText(m.code),
  ref: optionText(m.ref),
  checkoutCode: optionInteger(m.checkoutCode),
  priority: optionInteger(m.priority),
  isConfirmPayment: z._default(z.boolean({ error: 'Must be true or false.' }), false),
});

export const PaymentOptionSchema = z.object({
  id: z.number().check(z.int()),
  description: z.string(),
  code: z.string(),
  ref: z.string(),
  checkoutCode: z.number().check(z.int()),
  priority: z.number().check(z.int()),
  isConfirmPayment: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

// ——— Setup lookups (spec 1 §3, §7) ———

export const CountrySchema = z.object({ code: z.string(), displayName: z.string() });
export const CountySchema = z.object({ countryCode: z.string(), CountyNo: z.string(), countyName: z.string() });
/** Spec 1 §3 names County and City; document 3 (licence form) reads City and Code. */
export const CitySchema = z.object({ County: z.string(), City: z.string(), Code: z.string() });
/** Most lookups are a code and its description. */
export const LookupSchema = z.object({ Code: z.string(), Description: z.string() });
export type Lookup = z.infer<typeof LookupSchema>;
export const FirmLookupSchema = z.object({ MemberNo: z.string(), Name: z.string() });
export const CitiesQuerySchema = z.object({ County: z.optional(z.string().check(z.maxLength(50))) });
