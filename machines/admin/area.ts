// The flows of machines/admin/ (decision 029): what each is for, how `portal` creates it headlessly, and the sample
// data its generated paths are walked with. machines/flows.ts gathers every manifest.
import { MinorSettingsSchema } from '#contract/site.ts';
import { DEFAULT_THEME_COLORS } from '#contract/theme-contrast.ts';
import { createAdminSettingsMachine } from './admin-settings.machine';
import { paymentOptionsMachine } from './payment-options';
import { ADMIN_USERS_PAGE_SIZE } from '#contract';
import { usersMachine } from './users.machine';
import { defineFlow, type FlowPaths } from '../flow-manifest';
import { loads, sampleSession as session } from '../flow-samples';

/**
 * The registration flow's steps for as many new accounts as the seeded world lacks for a second page of All Users
 * (50 a page): each a new e-mail, phone and ID number, as a visitor registers.
 */
function registrationsToFillAPage(seeded: number) {
  return Array.from({ length: Math.max(0, ADMIN_USERS_PAGE_SIZE + 1 - seeded) }, (_, i) => ({
    flow: 'registration',
    steps: [
      ['email', `paging.${i}@example.test`],
      ['phone', `07990${String(i).padStart(5, '0')}`],
      ['id_number', String(40_000_000 + i)],
      ['password', 'Passw0rd!'],
      ['confirmPassword', 'Passw0rd!'],
    ]
      .map(([name, value]) => ({ send: { type: 'form.change', name, value } }))
      .concat([{ send: { type: 'form.submit' } }, { wait: 'done' }] as never[]),
  }));
}

export const flows = [
  defineFlow({
    name: 'payment-options',
    description: "The super administrator's Payment Options list, on the shared crud-list machine",
    source: 'machines/admin/payment-options.ts',
    machine: () => paymentOptionsMachine,
    input: (env) => ({ api: env.api }),
    paths: (facts): FlowPaths => {
      const cardOption = facts.paymentOption('CARD');
      return {
        starts: [
          {
            as: 'superadmin@demo.test',
            events: [
              { type: 'list.add' },
              { type: 'list.edit', row: cardOption },
              { type: 'list.delete', row: cardOption },
              { type: 'list.cancel' },
              { type: 'list.confirm' },
              { type: 'load.reload' },
            ],
            answers: { load: { done: [cardOption] }, remove: { done: null }, addForm: 'none', editForm: 'none' },
          },
          { as: 'superadmin@demo.test', events: [], answers: { load: 'fail' } },
        ],
      };
    },
  }),
  defineFlow({
    name: 'admin-settings',
    description: "The super administrator's Admin Settings: colours (readable only), packages, minor settings",
    source: 'machines/admin/admin-settings.machine.ts',
    machine: () => createAdminSettingsMachine({ colors: DEFAULT_THEME_COLORS, minor: MinorSettingsSchema.parse({}) }),
    input: (env) => ({ api: env.api }),
    paths: (): FlowPaths => loads('superadmin@demo.test'),
  }),
  defineFlow({
    name: 'users',
    description: 'All Users: search, paging, edit, delete, password-reset link, log in as',
    source: 'machines/admin/users.machine.ts',
    machine: () => usersMachine,
    input: (env) => ({ api: env.api }),
    paths: (facts): FlowPaths => {
      const member = facts.persona('member@demo.test');
      const arrears = facts.persona('arrears@demo.test');
      return {
        starts: [
          {
            as: 'superadmin@demo.test',
            events: [
              { type: 'users.search', term: 'Kamau' },
              { type: 'users.edit', user: member.row },
              { type: 'users.delete', user: arrears.row },
              { type: 'users.sendReset', user: member.row },
              { type: 'users.loginAs', user: member.row },
              { type: 'users.confirm' },
              { type: 'users.cancel' },
            ],
            answers: {
              loadPage: { done: { data: [member.row, arrears.row], total: 9 } },
              // The edit dialog: a new phone number, checked by the form, then 'Are you sure…?'.
              editForm: { fill: { phone_no: '0712345670' }, done: { email: 'member@demo.test', phone_no: '0712345670' } },
              loginAs: { done: { data: session, message: 'Logged in as user successfully' } },
            },
          },
          { as: 'superadmin@demo.test', events: [], answers: { loadPage: 'fail' } },
          // The seeded accounts fit on one page: registrations first (`run`) make a second, and Next shows it.
          {
            run: registrationsToFillAPage(facts.accountCount()),
            as: 'superadmin@demo.test',
            events: [{ type: 'users.page', page: 2 }],
            answers: { loadPage: { done: { data: [member.row], total: ADMIN_USERS_PAGE_SIZE + 1 } } },
          },
        ],
      };
    },
  }),
];
