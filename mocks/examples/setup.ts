// Working requests for the setup area (settings, admin, company, setup lookups), in an order where each call's
// preconditions hold. Admin actions target applicant@ (an ordinary account), log-in-as member@; deleting uses a
// throwaway account, last. A plain read (a GET with no input: the lookups, the settings, the payment options) has
// no line: its example is derived from its access (./example.ts).
import { endpoints } from '#contract';
import { personaByKey } from '../scenarios/personas';
import { example, type ExamplesOf } from './example';

const e = endpoints.setup;
const applicant = personaByKey('applicant');
const member = personaByKey('member');
const THROWAWAY_ID = 90;

export const setupExamples: ExamplesOf<typeof e> = {
  requirements: example(e.requirements, null, () => ({ query: { category: 'PE' } })),
  cities: example(e.cities, null, () => ({ query: { County: 'Nairobi City' } })),

  saveSettings: example(e.saveSettings, 'superadmin', ({ db }) => {
    const s = db.settings.findFirst();
    return {
      body: {
        id: s?.id ?? 1,
        site_colors: JSON.stringify(s?.site_colors ?? []),
        site_installed_packages: JSON.stringify(s?.site_installed_packages ?? []),
        minor_settings: JSON.stringify(s?.minor_settings ?? {}),
      },
    };
  }),
  updateSettings: example(e.updateSettings, 'superadmin', () => ({ body: { minor_settings: { login_caption: 'Member portal sign-in' } } })),
  users: example(e.users, 'admin', () => ({ query: { search: 'demo.test', page: 1 } })),
  updateUser: example(e.updateUser, 'admin', () => ({
    params: { id: applicant.userId },
    body: { email: applicant.email, phone_no: applicant.phone ?? '0734567890', name: applicant.name },
  })),
  sendActivationLink: example(e.sendActivationLink, 'admin', () => ({ body: { id: applicant.userId } })),
  loginAs: example(e.loginAs, 'admin', () => ({ body: { id: member.userId } })),
  deleteUser: example(e.deleteUser, 'admin', async ({ db }) => {
    if (!db.accounts.findFirst((q) => q.where({ id: THROWAWAY_ID }))) {
      await db.accounts.create({
        id: THROWAWAY_ID,
        email: 'throwaway@demo.test',
        name: 'Throwaway Account',
        is_admin: false,
        is_approver: false,
        type: 'Individual',
        category: 'GRADUATE',
        profile: false,
        profile_id: null,
        id_number: '30000090',
        phone_no: '0700000090',
        email_verified_at: null,
        email_reminders: false,
        email_updates: false,
        sms_reminders: false,
        sms_updates: false,
        passwordHash: 'x',
        deleted: false,
        created_at: '2026-11-01T08:00:00.000Z',
      });
    }
    return { params: { id: THROWAWAY_ID } };
  }),
  createPaymentOption: example(e.createPaymentOption, 'superadmin', () => ({
    body: { description: 'Airtel Money', code: 'AIRTEL', ref: 'AIRTEL-01', checkoutCode: 104, priority: 4, isConfirmPayment: true },
  })),
  updatePaymentOption: example(e.updatePaymentOption, 'superadmin', () => ({
    params: { id: 1 },
    body: {
      description: 'Card (Visa, Mastercard, Amex)',
      code: 'CARD',
      ref: 'CARD-01',
      checkoutCode: 101,
      priority: 1,
      isConfirmPayment: false,
    },
  })),
  deletePaymentOption: example(e.deletePaymentOption, 'superadmin', () => ({ params: { id: 3 } })),
};
