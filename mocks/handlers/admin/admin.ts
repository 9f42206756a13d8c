// Administration (spec 1 §2.6, §6): settings and payment options for the super administrator; users for any
// administrator, who may edit, delete, send a reset link to and log in as a user — never an admin or approver.
import { ADMIN_MESSAGES, ADMIN_USERS_PAGE_SIZE, endpoints, PAYMENT_OPTION_MESSAGES } from '#contract';
import { findAccountByEmail, findAccountById, toUser, type StoredAccount } from '../../core/accounts';
import { openActingSession } from '../../core/acting-sessions';
import { conflict, forbidden, notFound } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import type { Simulation } from '../../simulation/simulation';
import { sendResetLink } from '../access/codes';
import { currentSettings } from '../site/site';

const e = endpoints.setup;

/** The super administrator is the one configured address (spec 1 §6; the simulation carries it). */
function requireSuperAdmin(user: StoredAccount, simulation: Simulation): void {
  if (user.email.trim().toLowerCase() !== simulation.superAdminEmail) throw forbidden(ADMIN_MESSAGES.superAdminOnly);
}

/** The user an admin may act on: exists, is not deleted, and is neither an admin nor an approver. */
function actionableUser(db: Db, id: number | string): StoredAccount {
  // A path id is digits only: '0x10', '1e3' or ' 7' name no user rather than some other one.
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const account = Number.isSafeInteger(n) && n > 0 ? findAccountById(db, n) : undefined;
  if (!account) throw notFound('No such user.');
  if (account.is_admin || account.is_approver) throw forbidden(ADMIN_MESSAGES.protectedUser);
  return account;
}

const toAdminUser = (a: StoredAccount) => ({ ...toUser(a), created_at: a.created_at });

function paymentOption(db: Db, id: string) {
  const option = /^\d{1,9}$/.test(id) ? db.paymentOptions.findFirst((q) => q.where({ id: Number(id) })) : undefined;
  if (!option) throw notFound('No such payment option.');
  return option;
}

export const adminRoutes: MockRoute[] = [
  route(e.saveSettings, async ({ db, simulation, user, body }) => {
    requireSuperAdmin(user, simulation);
    const existing = db.settings.findFirst();
    if (body.id !== undefined && existing && body.id !== existing.id) throw notFound('No such settings record.');
    const values = {
      site_colors: body.site_colors,
      site_installed_packages: body.site_installed_packages,
      minor_settings: body.minor_settings,
      ...(body.projectURL !== undefined ? { projectURL: body.projectURL } : {}),
    };
    // An admin settings record is created when none exists (no id) and updated otherwise (spec 1 §4).
    const saved = existing
      ? await db.settings.update(existing, { data: (s) => void Object.assign(s, values) })
      : await db.settings.create({ id: 1, projectURL: '', ...values });
    return { data: saved ?? currentSettings(db), message: ADMIN_MESSAGES.settingsSaved };
  }),
  route(e.updateSettings, async ({ db, simulation, user, body }) => {
    requireSuperAdmin(user, simulation);
    const existing = currentSettings(db);
    const saved = await db.settings.update(existing, {
      data: (s) => void (s.minor_settings = { ...s.minor_settings, ...body.minor_settings }),
    });
    return { data: saved ?? existing, message: ADMIN_MESSAGES.settingsSaved };
  }),

  route(e.users, ({ db, query }) => {
    const term = query.search?.trim().toLowerCase() ?? '';
    const users = db.accounts
      .findMany((q) => q.where({ deleted: false }), { orderBy: { id: 'desc' } })
      .filter((a) => term === '' || a.email.toLowerCase().includes(term) || a.name.toLowerCase().includes(term));
    const page = query.page ? users.slice((query.page - 1) * ADMIN_USERS_PAGE_SIZE, query.page * ADMIN_USERS_PAGE_SIZE) : users;
    return { data: page.map(toAdminUser), total: users.length };
  }),
  route(e.updateUser, async ({ db, params, body }) => {
    const account = actionableUser(db, params.id);
    const other = findAccountByEmail(db, body.email);
    if (other && other.id !== account.id) throw conflict('Another account already uses this e-mail.');
    const saved = await db.accounts.update(account, {
      data: (a) => {
        a.email = body.email.trim();
        a.phone_no = body.phone_no.trim();
        if (body.name) a.name = body.name.trim();
      },
    });
    return { data: toAdminUser(saved ?? account), message: ADMIN_MESSAGES.updated };
  }),
  route(e.deleteUser, async ({ db, params }) => {
    const account = actionableUser(db, params.id);
    await db.accounts.update(account, { data: (a) => void (a.deleted = true) });
    db.sessions.deleteMany((q) => q.where({ userId: account.id }));
    return { message: ADMIN_MESSAGES.deleted };
  }),
  route(e.sendActivationLink, async ({ db, simulation, body }) => {
    const account = actionableUser(db, body.id);
    await sendResetLink(db, simulation, account);
    return { message: ADMIN_MESSAGES.resetSent };
  }),
  route(e.loginAs, async ({ db, simulation, body, token }) => {
    const account = actionableUser(db, body.id);
    return { data: await openActingSession(db, simulation, account, token), message: ADMIN_MESSAGES.loggedInAs };
  }),

  route(e.paymentOptions, ({ db, simulation, user }) => {
    requireSuperAdmin(user, simulation);
    return { data: { data: db.paymentOptions.findMany(undefined, { orderBy: { priority: 'asc' } }) } };
  }),
  route(e.createPaymentOption, async ({ db, simulation, user, body }) => {
    requireSuperAdmin(user, simulation);
    const id = Math.max(0, ...db.paymentOptions.findMany().map((o) => o.id)) + 1;
    return { data: await db.paymentOptions.create({ id, ...body }), message: PAYMENT_OPTION_MESSAGES.saved };
  }),
  route(e.updatePaymentOption, async ({ db, simulation, user, params, body }) => {
    requireSuperAdmin(user, simulation);
    const option = paymentOption(db, params.id);
    const saved = await db.paymentOptions.update(option, { data: (o) => void Object.assign(o, body) });
    return { data: saved ?? option, message: PAYMENT_OPTION_MESSAGES.saved };
  }),
  route(e.deletePaymentOption, ({ db, simulation, user, params }) => {
    requireSuperAdmin(user, simulation);
    const option = paymentOption(db, params.id);
    db.paymentOptions.delete(option);
    return { message: PAYMENT_OPTION_MESSAGES.saved };
  }),
];
