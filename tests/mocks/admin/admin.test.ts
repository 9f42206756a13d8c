// Administration in the fake server: who may do what, the protected users (admins and approvers), log-in-as,
// the password-reset link, and every payment-option message for its bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, endpoints, PAYMENT_OPTION_MESSAGES as M, type ApiClient } from '#contract';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { DEMO_PASSWORD } from '#mocks/scenarios/index.ts';
import { useBackend } from '../../support/backend';
import { raw } from '../site/support';

const e = endpoints.setup;
const member = personaByKey('member');
const approver = personaByKey('approver');
const adminPersona = personaByKey('admin');
const superPersona = personaByKey('superadmin');
const applicant = personaByKey('applicant');

describe('shell: administration', () => {
  const t = useBackend({ scenario: 'default' });
  let adminToken: string;
  let superToken: string;
  let memberToken: string;
  let admin: ApiClient;
  let superadmin: ApiClient;
  beforeAll(async () => {
    const login = async (email: string) =>
      (await t.anon.call(endpoints.auth.login, { body: { email, password: DEMO_PASSWORD } })).data.token;
    [adminToken, superToken, memberToken] = await Promise.all([login(adminPersona.email), login(superPersona.email), login(member.email)]);
    admin = t.clientWith(adminToken);
    superadmin = t.clientWith(superToken);
  });

  it('lists users with their role flags for any admin, with search and paging; refuses members', async () => {
    const all = await admin.call(e.users, { query: {} });
    expect(all.total).toBe(all.data.length);
    expect(all.data.find((u) => u.id === approver.userId)).toMatchObject({ is_approver: true, is_admin: false });
    expect(all.data.find((u) => u.id === superPersona.userId)).toMatchObject({ is_admin: true });
    for (const u of all.data) expect(u).not.toHaveProperty('passwordHash');
    const found = await admin.call(e.users, { query: { search: 'WANJIR' } });
    expect(found.data.map((u) => u.email)).toEqual([member.email]);
    const page1 = await admin.call(e.users, { query: { page: 1 } });
    expect(page1.total).toBe(all.total);
    expect(page1.data).toEqual(all.data.slice(0, 50));
    expect((await admin.call(e.users, { query: { page: 999 } })).data).toEqual([]);
    expect(await raw(memberToken, 'GET', 'admin/users')).toMatchObject({ status: 403, body: { message: expect.any(String) as unknown } });
    expect(await raw(null, 'GET', 'admin/users')).toMatchObject({ status: 401 });
  });

  it('updates an ordinary user with the dialog rules, and refuses bad input with the spec messages', async () => {
    const updated = await admin.call(e.updateUser, {
      params: { id: applicant.userId },
      body: { email: applicant.email, phone_no: '0799000111', name: 'Achieng A. Atieno' },
    });
    expect(updated).toMatchObject({
      message: 'User updated successfully',
      data: { id: applicant.userId, phone_no: '0799000111', name: 'Achieng A. Atieno' },
    });
    const path = `admin/updateUser/${applicant.userId}`;
    expect(await raw(adminToken, 'POST', path, { phone_no: '0799000111' })).toMatchObject({
      status: 422,
      body: { message: 'Required.', errors: { email: 'Required.' } },
    });
    expect(await raw(adminToken, 'POST', path, { email: 'not-an-address', phone_no: '0799000111' })).toMatchObject({
      status: 422,
      body: { message: 'E-mail must be valid' },
    });
    expect(await raw(adminToken, 'POST', path, { email: applicant.email, phone_no: '  ' })).toMatchObject({
      status: 422,
      body: { errors: { phone_no: 'Required.' } },
    });
    expect(await raw(adminToken, 'POST', path, { email: member.email, phone_no: '0799000111' })).toMatchObject({ status: 409 });
    // Issue 34 item 4: digits only; a masked value, spaces or a country code are refused with the form expected.
    for (const phone_no of ['0733****890', '073****890', '0799 000 111', '+254799000111', '079900011', '07990001112'])
      expect(await raw(adminToken, 'POST', path, { email: applicant.email, phone_no }), phone_no).toMatchObject({
        status: 422,
        body: { errors: { phone_no: 'Enter the phone number as digits only, e.g. 0712345678' } },
      });
  });

  it('answers an unknown or garbage user id with a 404 and a message, never a 500', async () => {
    for (const id of ['424242', 'abc', '0x7', '1e1', '-1', '%20']) {
      const answer = await raw(adminToken, 'POST', `admin/updateUser/${id}`, { email: 'x@demo.test', phone_no: '0700000000' });
      expect(answer, id).toMatchObject({ status: 404, body: { message: 'No such user.' } });
    }
    expect(await raw(adminToken, 'POST', 'admin/deleteUser/abc')).toMatchObject({ status: 404, body: { message: 'No such user.' } });
    expect(await raw(adminToken, 'POST', 'admin/loginas', { id: 424242 })).toMatchObject({ status: 404 });
  });

  it('refuses to update, delete, reset or impersonate an admin or approver, and changes nothing', async () => {
    const before = t.backend.db.accounts.findMany().map((a) => ({ ...a }));
    const outboxBefore = t.backend.db.outbox.count();
    for (const target of [approver, adminPersona, superPersona]) {
      const refused = { status: 403, body: { message: ADMIN_MESSAGES.protectedUser } };
      expect(
        await raw(adminToken, 'POST', `admin/updateUser/${target.userId}`, { email: 'taken@demo.test', phone_no: '0700000000' }),
      ).toMatchObject(refused);
      expect(await raw(adminToken, 'POST', `admin/deleteUser/${target.userId}`)).toMatchObject(refused);
      expect(await raw(adminToken, 'POST', 'admin/sendActivationLink', { id: target.userId })).toMatchObject(refused);
      expect(await raw(superToken, 'POST', 'admin/loginas', { id: target.userId })).toMatchObject(refused);
    }
    expect(t.backend.db.accounts.findMany()).toEqual(before);
    expect(t.backend.db.outbox.count()).toBe(outboxBefore);
  });

  it('logs in as member@ with a working session', async () => {
    // A session of its own: logging in as a user ends the administrator's (tests/mocks/access/acting-sessions.test.ts).
    const answer = await (await t.signIn(adminPersona.email)).call(e.loginAs, { body: { id: member.userId } });
    expect(answer).toMatchObject({ message: 'Logged in as user successfully', data: { user: { id: member.userId, email: member.email } } });
    const me = await t.clientWith(answer.data.token).call(endpoints.auth.user);
    expect(me.data).toMatchObject({ id: member.userId, email: member.email, is_admin: false });
  });

  it('deletes an ordinary user: gone from the list, sessions ended, cannot sign in', async () => {
    const created = await t.anon.call(endpoints.auth.register, {
      body: {
        email: 'leaving@demo.test',
        phone: '0700111222',
        id_number: '31234567',
        password: 'Str0ng!pass',
        confirmPassword: 'Str0ng!pass',
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    const id = created.data.id;
    expect(await admin.call(e.deleteUser, { params: { id } })).toMatchObject({ message: 'User deleted successfully' });
    expect((await admin.call(e.users, { query: {} })).data.some((u) => u.id === id)).toBe(false);
    expect(await raw(adminToken, 'POST', `admin/deleteUser/${id}`)).toMatchObject({ status: 404 });
    await expect(
      t.anon.call(endpoints.auth.login, { body: { email: 'leaving@demo.test', password: 'Str0ng!pass' } }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('keeps payment options to the super admin', async () => {
    const option = {
      description: 'Airtel Money',
      code: 'AIRTEL',
      ref: 'AIRTEL-01',
      checkoutCode: 104,
      priority: 4,
      isConfirmPayment: true,
    };
    const superOnly = { status: 403, body: { message: ADMIN_MESSAGES.superAdminOnly } };
    expect(await raw(adminToken, 'GET', 'admin/payment-options')).toMatchObject(superOnly);
    expect(await raw(adminToken, 'POST', 'admin/payment-options', option)).toMatchObject(superOnly);
    expect(await raw(adminToken, 'PUT', 'admin/payment-options/1', option)).toMatchObject(superOnly);
    expect(await raw(adminToken, 'DELETE', 'admin/payment-options/1')).toMatchObject(superOnly);
    expect(await raw(memberToken, 'GET', 'admin/payment-options')).toMatchObject({ status: 403 });
    expect((await superadmin.call(e.paymentOptions)).data.data).toHaveLength(3);
  });

  it('creates, updates and deletes a payment option', async () => {
    const seeded = (await superadmin.call(e.paymentOptions)).data.data;
    expect(seeded.map((o) => o.code)).toEqual(['CARD', 'MPESA', 'BANK']);
    const created = await superadmin.call(e.createPaymentOption, {
      body: { description: 'Airtel Money', code: 'AIRTEL', ref: 'AIRTEL-01', checkoutCode: '104', priority: 4 },
    });
    expect(created).toMatchObject({
      message: 'Payment option created successfully.',
      data: { checkoutCode: 104, isConfirmPayment: false },
    });
    const id = created.data.id;
    const updated = await superadmin.call(e.updatePaymentOption, {
      params: { id },
      body: { ...created.data, priority: 9, isConfirmPayment: true },
    });
    expect(updated.data).toMatchObject({ id, priority: 9, isConfirmPayment: true });
    expect((await superadmin.call(e.paymentOptions)).data.data.map((o) => o.code)).toEqual(['CARD', 'MPESA', 'BANK', 'AIRTEL']);
    await superadmin.call(e.deletePaymentOption, { params: { id } });
    expect((await superadmin.call(e.paymentOptions)).data.data).toEqual(seeded);
    expect(await raw(superToken, 'DELETE', `admin/payment-options/${id}`)).toMatchObject({
      status: 404,
      body: { message: 'No such payment option.' },
    });
    expect(await raw(superToken, 'PUT', 'admin/payment-options/abc', created.data)).toMatchObject({ status: 404 });
  });

  it('answers each payment-option message exactly for its bad input', async () => {
    const ok = { description: 'Card', code: 'CARD2', ref: 'REF', checkoutCode: 1, priority: 1, isConfirmPayment: false };
    const long = 'x'.repeat(256);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ok, description: undefined }, 'description', M.description],
      [{ ...ok, description: '   ' }, 'description', M.description],
      [{ ...ok, code: '' }, 'code', M.code],
      [{ ...ok, ref: undefined }, 'ref', M.ref],
      [{ ...ok, description: long }, 'description', M.tooLong],
      [{ ...ok, code: long }, 'code', M.tooLong],
      [{ ...ok, ref: long }, 'ref', M.tooLong],
      [{ ...ok, checkoutCode: undefined }, 'checkoutCode', M.checkoutCode],
      [{ ...ok, checkoutCode: '' }, 'checkoutCode', M.checkoutCode],
      [{ ...ok, checkoutCode: null }, 'checkoutCode', M.checkoutCode],
      [{ ...ok, priority: undefined }, 'priority', M.priority],
      [{ ...ok, checkoutCode: 1.5 }, 'checkoutCode', M.integer],
      [{ ...ok, checkoutCode: 'abc' }, 'checkoutCode', M.integer],
      [{ ...ok, priority: '2.5' }, 'priority', M.integer],
      [{ ...ok, priority: 'high' }, 'priority', M.integer],
    ];
    for (const [body, field, message] of cases) {
      const answer = await raw(superToken, 'POST', 'admin/payment-options', body);
      expect(answer.status, `${field}: ${message}`).toBe(422);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors?.[field]).toBe(message);
      expect((await raw(superToken, 'PUT', 'admin/payment-options/1', body)).body.message).toBe(message);
    }
    // The client refuses the same input before sending, with the same message.
    await expect(superadmin.call(e.createPaymentOption, { body: { ...ok, ref: long } })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: M.tooLong,
    });
    expect((await superadmin.call(e.paymentOptions)).data.data).toHaveLength(3);
  });

  it('e-mails member@ a reset link whose code sets a new password', async () => {
    const sent = await admin.call(e.sendActivationLink, { body: { id: member.userId } });
    expect(sent.message).toBe('Password Reset link sent successfully');
    const link = t.lastMessageTo(member.email)?.links[0] ?? '';
    expect(link).toMatch(/^\/password\/\S+$/);
    const token = link.slice('/password/'.length);
    const password = 'N3wPassw0rd!';
    await t.anon.call(endpoints.auth.password, { body: { password, confirmPassword: password, token } });
    await expect(t.signIn(member.email)).rejects.toMatchObject({ status: 422 });
    const signedIn = await t.signIn(member.email, password);
    expect((await signedIn.call(endpoints.auth.user)).data.id).toBe(member.userId);
    // A reset link works once.
    await expect(t.anon.call(endpoints.auth.password, { body: { password, confirmPassword: password, token } })).rejects.toMatchObject({
      status: 422,
    });
  });
});
