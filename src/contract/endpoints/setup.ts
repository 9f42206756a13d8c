// Spec 1 §7: settings, company, terms, requirements, disclaimers, admin users, payment options and the setup
// lookups. Settings are read before sign-in (the login page shows the registration switch and captions), so
// GET admin/settings is public; saving them and the payment options belong to the super administrator
// (enforced by the resolvers with a 403), the user list to any administrator. The settings and company reads
// are in endpoints/site.ts, the membership categories in endpoints/categories.ts; the three modules are the `setup`
// area of the table.
import { z } from '../mini';
import { defineEndpoint } from '../endpoint';
import { envelope, listEnvelope, MessageAnswerSchema } from '../envelope';
import { SessionSchema } from '../user';
import {
  AdminUserSchema,
  AdminUsersAnswerSchema,
  AdminUsersQuerySchema,
  AdminUserUpdateSchema,
  CitiesQuerySchema,
  CitySchema,
  CountrySchema,
  CountySchema,
  DisclaimerSchema,
  FirmLookupSchema,
  LookupSchema,
  PaymentOptionInputSchema,
  PaymentOptionSchema,
  RequirementSchema,
  RequirementsQuerySchema,
  SettingsSaveSchema,
  SettingsSchema,
  SettingsUpdateSchema,
  TermsSchema,
  UserRefSchema,
} from '../setup';

const spec = '1 §7';
/* @__NO_SIDE_EFFECTS__ */
const listOf = <P extends string, T extends z.core.$ZodType>(path: P, summary: string, item: T) =>
  defineEndpoint({ method: 'GET', path, access: 'public', spec, summary, answer: listEnvelope(item) });
/* @__NO_SIDE_EFFECTS__ */
const lookup = <P extends string>(path: P, summary: string) => listOf(path, summary, LookupSchema);

export const setupEndpoints = {
  saveSettings: defineEndpoint({
    method: 'POST',
    path: 'admin/settings',
    access: 'admin',
    spec,
    summary: 'Create (no id) or update the settings; the three lists as JSON strings (super admin)',
    body: SettingsSaveSchema,
    encoding: 'form',
    answer: envelope(SettingsSchema),
  }),
  updateSettings: defineEndpoint({
    method: 'POST',
    path: 'admin/updateSettings',
    access: 'admin',
    spec,
    summary:
      'Our choice (the spec shows no payload): JSON { minor_settings: { …some keys } } changes those minor settings and keeps the rest (super admin)',
    body: SettingsUpdateSchema,
    answer: envelope(SettingsSchema),
  }),
  users: defineEndpoint({
    method: 'GET',
    path: 'admin/users',
    access: 'admin',
    spec,
    summary:
      'Users, newest first; optional search over name and e-mail, optional page (50 a page; all without it); total counts the matches',
    query: AdminUsersQuerySchema,
    answer: AdminUsersAnswerSchema,
  }),
  updateUser: defineEndpoint({
    method: 'POST',
    path: 'admin/updateUser/:id',
    access: 'admin',
    // Another account already uses the e-mail.
    errors: [409],
    spec,
    summary: 'Update a user (not an admin or approver)',
    body: AdminUserUpdateSchema,
    answer: envelope(AdminUserSchema),
  }),
  deleteUser: defineEndpoint({
    method: 'POST',
    path: 'admin/deleteUser/:id',
    access: 'admin',
    spec,
    summary: 'Delete a user (not an admin or approver)',
    answer: MessageAnswerSchema,
  }),
  sendActivationLink: defineEndpoint({
    method: 'POST',
    path: 'admin/sendActivationLink',
    access: 'admin',
    // No such user.
    errors: [404],
    spec,
    summary: 'E-mail a password-reset link to a user (not an admin or approver)',
    body: UserRefSchema,
    answer: MessageAnswerSchema,
  }),
  loginAs: defineEndpoint({
    method: 'POST',
    path: 'admin/loginas',
    access: 'admin',
    // No such user.
    errors: [404],
    spec,
    summary: 'A session as that user (not an admin or approver)',
    body: UserRefSchema,
    answer: envelope(SessionSchema),
  }),
  paymentOptions: defineEndpoint({
    method: 'GET',
    path: 'admin/payment-options',
    access: 'admin',
    spec,
    summary: 'Payment options by priority (super admin)',
    answer: envelope(z.object({ data: z.array(PaymentOptionSchema) })),
  }),
  createPaymentOption: defineEndpoint({
    method: 'POST',
    path: 'admin/payment-options',
    access: 'admin',
    spec,
    summary: 'Create a payment option (super admin)',
    once: true,
    body: PaymentOptionInputSchema,
    answer: envelope(PaymentOptionSchema),
  }),
  updatePaymentOption: defineEndpoint({
    method: 'PUT',
    path: 'admin/payment-options/:id',
    access: 'admin',
    spec,
    summary: 'Update a payment option (super admin)',
    body: PaymentOptionInputSchema,
    answer: envelope(PaymentOptionSchema),
  }),
  deletePaymentOption: defineEndpoint({
    method: 'DELETE',
    path: 'admin/payment-options/:id',
    access: 'admin',
    spec,
    summary: 'Delete a payment option (super admin)',
    answer: MessageAnswerSchema,
  }),
  terms: defineEndpoint({
    method: 'GET',
    path: 'company/terms',
    access: 'public',
    spec,
    summary: 'Terms and conditions (HTML)',
    answer: envelope(TermsSchema),
  }),
  requirements: defineEndpoint({
    method: 'GET',
    path: 'application/requirements',
    access: 'public',
    // An unknown category.
    errors: [404],
    spec,
    summary: "Requirements of a category's application (the signup checklist)",
    query: RequirementsQuerySchema,
    answer: listEnvelope(RequirementSchema),
  }),
  disclaimers: listOf('setup/disclaimers', 'Activation and Application disclaimers', DisclaimerSchema),
  countries: listOf('setup/countries', 'Countries', CountrySchema),
  counties: listOf('setup/counties', 'Counties of Kenya with their official codes', CountySchema),
  cities: defineEndpoint({
    method: 'GET',
    path: 'setup/cities',
    access: 'public',
    spec,
    summary: 'Towns by county',
    query: CitiesQuerySchema,
    answer: listEnvelope(CitySchema),
  }),
  qualificationCodes: lookup('setup/qualification-codes', 'Qualifications'),
  certificationCodes: lookup('setup/certification-code', 'Certification codes'),
  industryGroups: lookup('setup/industry-group', 'Industry groups'),
  specializationTypes: lookup('setup/specialization-types', 'Specialisation types'),
  postalCodes: lookup('setup/postal-codes', 'Postal codes'),
  certificationClasses: lookup('setup/certification-class', 'Certification classes'),
  disciplines: lookup('setup/discipline', 'Engineering disciplines'),
  titles: lookup('setup/title', 'Titles'),
  universities: lookup('setup/universities', 'Universities'),
  accreditedProgrammes: lookup(
    'setup/accredited-programmes',
    'EBK-accredited programmes (the university drop-down under the EBK caption, spec §B)',
  ),
  attachmentTypes: lookup('setup/attachmentTypes', 'Attachment types'),
  firms: listOf('setup/firms', 'Registered firms', FirmLookupSchema),
  refereeTypes: lookup('setup/referee-types', 'Referee types'),
  divisions: lookup('setup/divisions', 'Divisions'),
};
