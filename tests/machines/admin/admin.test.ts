// The admin area's machines against the fake backend: who lands where and who is refused (spec §A), the
// All Users list (search, pages of 50, each action, nothing offered for a protected user), log in as and the way
// back, and the payment options with each rule of spec 1 §5 on both sides of its boundary.
import { createActor, waitFor } from 'xstate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#api/index.ts';
import {
  ADMIN_MESSAGES,
  endpoints,
  mask,
  messages,
  PAYMENT_OPTION_MESSAGES as M,
  type AdminUser,
  type ApiClient,
  type PaymentOption,
  type User,
} from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { adminLandingOf, adminLinksFor, decideAdminRoute } from '#machines/admin/admin-access.ts';
// The admin area's own links (its manifest), so these tests hold the navigation the app shows.
import { adminLinks } from '#app/admin-screen-table.ts';
import { area as adminArea } from '#features/admin/member-area.ts';
import { routeTable, type RouteName } from '#contract/routes.ts';
import { canActOn, phoneToSave, rowActionsWait, usersMachine, type UsersActor } from '#machines/admin/users.machine.ts';
import {
  canSavePaymentOption,
  paymentOptionsDefinition,
  paymentOptionsMachine,
  paymentOptionsWindow,
  PAYMENT_OPTION_BLANK,
} from '#machines/admin/payment-options.ts';
import { selectForm } from '#machines/crud-list/crud-list.machine.ts';
import { selectActingAdmin, selectToken, sessionMachine, type SessionActor } from '#machines/session/session.machine.ts';
import { sampleUser } from '#machines/flow-samples.ts';
import { useBackend } from '../../support/backend';
import { memorySessionStore } from '../../support/memory-session-store';
import { connectChanges, createChangeBus } from '#machines/changes/change-bus.ts';

const SUPER = 'superadmin@demo.test';
const member = personaByKey('member');
const approver = personaByKey('approver');
const adminPersona = personaByKey('admin');

const user = (fields: Partial<User>) =>
  sampleUser({ email: 'someone@demo.test', name: 'Someone', category: 'PE', profile: true, profile_id: 'P1', ...fields });

/** Every admin route of the table (the entrance `admin` too): a new admin screen is in these loops without a line. */
const ADMIN_ROUTES = (Object.keys(routeTable) as RouteName[]).filter((name) => routeTable[name].access === 'admin');
const ADMIN_SCREENS = ADMIN_ROUTES.filter((name) => name !== 'admin');

/** The admin manifest's links as written, by ascending `order` (the gate's `adminLinks` must agree). */
const MANIFEST_LINKS = adminArea.screens.flatMap((s) => ('nav' in s ? [s.nav] : [])).sort((a, b) => a.order - b.order);
/** The super administrator's screens of spec 1 §6, in their order. */
const SPEC_LINKS = ['Admin Settings', 'Paygate Setup', 'User Settings'];

describe('admin access', () => {
  it('has admin links with unique labels and places', () => {
    expect(new Set(MANIFEST_LINKS.map((l) => l.label)).size).toBe(MANIFEST_LINKS.length);
    expect(new Set(MANIFEST_LINKS.map((l) => l.order)).size).toBe(MANIFEST_LINKS.length);
    expect(MANIFEST_LINKS.length).toBeGreaterThanOrEqual(SPEC_LINKS.length);
  });

  const superadmin = user({ email: SUPER, is_admin: true, profile: false });
  const admin = user({ email: 'admin@demo.test', is_admin: true, profile: false });

  it('sends a non-admin to their own home from every admin route, whatever they hold', () => {
    for (const route of ADMIN_ROUTES) {
      expect(decideAdminRoute(user({}), SUPER, route, adminLinks)).toEqual({ redirect: 'dashboard' });
      expect(decideAdminRoute(user({ is_approver: true }), SUPER, route, adminLinks)).toEqual({ redirect: 'dashboard' });
      expect(decideAdminRoute(user({ profile: false }), SUPER, route, adminLinks)).toEqual({ redirect: 'initiateProfile' });
      expect(decideAdminRoute(user({ profile: false, type: 'Corporate' }), SUPER, route, adminLinks)).toEqual({ redirect: 'initiateFirm' });
      // The super administrator's address alone is not enough: the account must be an administrator.
      expect(decideAdminRoute(user({ email: SUPER }), SUPER, route, adminLinks)).toEqual({ redirect: 'dashboard' });
    }
  });

  it('gives the super administrator every admin screen, in the order the manifest states, landing on settings', () => {
    // Every screen of the admin manifest once, by its `order`: a new screen needs no line here (its own test asserts
    // its link); the three of spec 1 §6 keep their order among them, Admin Settings first.
    const labels = adminLinksFor(superadmin, SUPER, adminLinks).map((l) => l.label);
    expect(labels).toEqual(MANIFEST_LINKS.map((l) => l.label));
    expect(labels.filter((l) => SPEC_LINKS.includes(l))).toEqual(SPEC_LINKS);
    expect(labels[0]).toBe('Admin Settings');
    expect(adminLandingOf(superadmin, SUPER, adminLinks)).toBe('adminSettings');
    expect(decideAdminRoute(superadmin, SUPER, 'admin', adminLinks)).toEqual({ redirect: 'adminSettings' });
    for (const route of ADMIN_SCREENS) expect(decideAdminRoute(superadmin, SUPER, route, adminLinks)).toEqual({ show: route });
    // An admin path with no screen goes to the landing too.
    expect(decideAdminRoute(superadmin, SUPER, undefined, adminLinks)).toEqual({ redirect: 'adminSettings' });
  });

  it('gives any other administrator User Settings only, and sends them there from the others', () => {
    expect(adminLinksFor(admin, SUPER, adminLinks).map((l) => l.label)).toEqual(
      MANIFEST_LINKS.filter((l) => l.type === 'clientadmin').map((l) => l.label),
    );
    expect(adminLinksFor(admin, SUPER, adminLinks).map((l) => l.label)).toEqual(['User Settings']);
    expect(adminLandingOf(admin, SUPER, adminLinks)).toBe('adminUsers');
    expect(decideAdminRoute(admin, SUPER, 'adminUsers', adminLinks)).toEqual({ show: 'adminUsers' });
    for (const route of ADMIN_ROUTES.filter((name) => name !== 'adminUsers'))
      expect(decideAdminRoute(admin, SUPER, route, adminLinks)).toEqual({ redirect: 'adminUsers' });
  });

  it('takes the super administrator from the configuration, in any case', () => {
    expect(decideAdminRoute(admin, 'admin@demo.test', 'adminPaygate', adminLinks)).toEqual({ show: 'adminPaygate' });
    expect(decideAdminRoute(superadmin, 'admin@demo.test', 'adminPaygate', adminLinks)).toEqual({ redirect: 'adminUsers' });
    expect(decideAdminRoute(superadmin, 'SuperAdmin@Demo.test', 'adminSettings', adminLinks)).toEqual({ show: 'adminSettings' });
  });
});

describe('All Users machine', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  beforeAll(async () => {
    // Enough ordinary accounts for two pages of 50.
    const db = t.backend.db;
    for (let i = 1; i <= 55; i++) {
      await db.accounts.create({
        ...db.accounts.findFirst((q) => q.where({ id: member.userId }))!,
        id: 1000 + i,
        email: `extra${i}@demo.test`,
        name: `Extra Person ${i}`,
        profile: false,
        profile_id: null,
        created_at: new Date(2020, 0, i).toISOString(),
      });
    }
    api = await t.signIn(adminPersona.email);
  });

  async function started(): Promise<UsersActor> {
    const actor = createActor(usersMachine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    return actor;
  }
  const idle = (actor: UsersActor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const row = (actor: UsersActor, email: string) => actor.getSnapshot().context.users.find((u) => u.email === email)!;
  const formOf = (actor: UsersActor) => selectForm(actor.getSnapshot())!;

  it('pages by 50 with the total, and searches name and e-mail (trimmed) from the first page', async () => {
    const actor = await started();
    const { users, total } = actor.getSnapshot().context;
    expect(users).toHaveLength(50);
    expect(total).toBe(t.backend.db.accounts.findMany((q) => q.where({ deleted: false })).length);
    expect(total).toBeGreaterThan(50);
    actor.send({ type: 'users.page', page: 2 });
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ page: 2 });
    expect(actor.getSnapshot().context.users).toHaveLength(total - 50);
    expect(actor.getSnapshot().context.users.some((u) => users.some((v) => v.id === u.id))).toBe(false);
    // No page beyond the last, none before the first.
    actor.send({ type: 'users.page', page: 3 });
    actor.send({ type: 'users.page', page: 0 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.page).toBe(2);

    actor.send({ type: 'users.search', term: '  wanjir ' });
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, search: 'wanjir', total: 1 });
    expect(actor.getSnapshot().context.users.map((u) => u.email)).toEqual([member.email]);
    actor.send({ type: 'users.search', term: 'extra5' });
    await idle(actor);
    expect(
      actor
        .getSnapshot()
        .context.users.map((u) => u.email)
        .sort(),
    ).toEqual(
      [
        'extra5@demo.test',
        'extra50@demo.test',
        'extra51@demo.test',
        'extra52@demo.test',
        'extra53@demo.test',
        'extra54@demo.test',
        'extra55@demo.test',
      ].sort(),
    );
    actor.send({ type: 'users.search', term: 'nobody-by-this-name' });
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ users: [], total: 0 });
  });

  it('offers nothing for an administrator or approver: every action is ignored', async () => {
    const actor = await started();
    for (const email of [adminPersona.email, approver.email, SUPER]) {
      actor.send({ type: 'users.search', term: email });
      await idle(actor);
      const u = row(actor, email);
      expect(canActOn(u)).toBe(false);
      for (const type of ['users.edit', 'users.delete', 'users.sendReset', 'users.loginAs'] as const) {
        actor.send({ type, user: u });
        expect(actor.getSnapshot().matches({ ready: 'idle' }), `${type} ${u.email}`).toBe(true);
      }
    }
    actor.send({ type: 'users.search', term: member.email });
    await idle(actor);
    expect(canActOn(row(actor, member.email))).toBe(true);
    actor.send({ type: 'users.edit', user: row(actor, member.email) });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
  });

  it("edits a user: the inline messages first, then the confirmation, then the server's success message", async () => {
    const actor = await started();
    actor.send({ type: 'users.search', term: 'extra7@' });
    await idle(actor);
    const target = row(actor, 'extra7@demo.test');
    actor.send({ type: 'users.edit', user: target });
    // Issue 34 item 4: the phone starts empty (empty keeps the number); a masked value typed back is refused.
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ email: target.email, phone_no: '' });
    formOf(actor).send({ type: 'form.change', name: 'email', value: '' });
    formOf(actor).send({ type: 'form.change', name: 'phone_no', value: mask(target.phone_no ?? '') });
    formOf(actor).send({ type: 'form.submit' });
    expect(formOf(actor).getSnapshot().context.errors).toEqual({ email: ADMIN_MESSAGES.required, phone_no: messages.phoneDigits });
    expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    formOf(actor).send({ type: 'form.change', name: 'email', value: 'extra7-at-demo.test' });
    expect(formOf(actor).getSnapshot().context.errors.email).toBe('E-mail must be valid');
    formOf(actor).send({ type: 'form.change', name: 'email', value: 'seven@demo.test' });
    formOf(actor).send({ type: 'form.change', name: 'phone_no', value: '0711000007' });
    expect(formOf(actor).getSnapshot().context.errors).toEqual({});
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingUpdate' }));
    // No: back to the form as it was typed; nothing saved.
    actor.send({ type: 'users.cancel' });
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ email: 'seven@demo.test', phone_no: '0711000007' });
    expect(t.backend.db.accounts.findFirst((q) => q.where({ id: target.id }))?.email).toBe('extra7@demo.test');
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingUpdate' }));
    actor.send({ type: 'users.confirm' });
    await idle(actor);
    expect(actor.getSnapshot().context.notice).toBe('User updated successfully');
    expect(t.backend.db.accounts.findFirst((q) => q.where({ id: target.id }))).toMatchObject({
      email: 'seven@demo.test',
      phone_no: '0711000007',
    });
  });

  /** Opens `email`'s edit dialog, types `phone`, saves and confirms; what the server then holds. */
  const savePhone = async (email: string, phone: string | null) => {
    const actor = await started();
    actor.send({ type: 'users.search', term: email });
    await idle(actor);
    const target = row(actor, email);
    actor.send({ type: 'users.edit', user: target });
    expect(formOf(actor).getSnapshot().context.values.phone_no).toBe('');
    if (phone !== null) formOf(actor).send({ type: 'form.change', name: 'phone_no', value: phone });
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingUpdate' }));
    actor.send({ type: 'users.confirm' });
    await idle(actor);
    expect(actor.getSnapshot().context.notice).toBe('User updated successfully');
    return { before: target.phone_no, after: t.backend.db.accounts.findFirst((q) => q.where({ id: target.id }))?.phone_no };
  };

  it('issue 34 item 4: the phone field starts empty; left empty, the number stays as it was', async () => {
    const { before, after } = await savePhone('extra3@demo.test', null);
    expect(before?.length).toBe(10);
    expect(after).toBe(before);
  });

  it('issue 34 item 4: a new number typed as people write it is saved as its digits', async () => {
    expect((await savePhone('extra4@demo.test', '0733 000 222')).after).toBe('0733000222');
    expect((await savePhone('extra5@demo.test', '+254 733 000 223')).after).toBe('0733000223');
  });

  it('issue 34 item 4: a masked or edited masked value is refused inline, never sent', async () => {
    const actor = await started();
    actor.send({ type: 'users.search', term: 'extra6@' });
    await idle(actor);
    const target = row(actor, 'extra6@demo.test');
    actor.send({ type: 'users.edit', user: target });
    for (const typed of [mask(target.phone_no ?? ''), '0733****890', '071 234 567']) {
      formOf(actor).send({ type: 'form.change', name: 'phone_no', value: typed });
      formOf(actor).send({ type: 'form.submit' });
      expect(formOf(actor).getSnapshot().context.errors, typed).toEqual({ phone_no: messages.phoneDigits });
      expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true);
    }
    expect(t.backend.db.accounts.findFirst((q) => q.where({ id: target.id }))?.phone_no).toBe(target.phone_no);
  });

  it('issue 34 item 4: what a save sends for the phone', () => {
    expect(phoneToSave('', '0712345678')).toBe('0712345678');
    expect(phoneToSave('   ', '0712345678')).toBe('0712345678');
    expect(phoneToSave('0722 000 111', '0712345678')).toBe('0722000111');
    expect(phoneToSave('', null)).toBe('');
  });

  /** extra8@'s edit, saved with member@'s e-mail and confirmed: the server refuses it. */
  const refusedUpdate = async () => {
    const actor = await started();
    actor.send({ type: 'users.search', term: 'extra8@' });
    await idle(actor);
    actor.send({ type: 'users.edit', user: row(actor, 'extra8@demo.test') });
    formOf(actor).send({ type: 'form.change', name: 'email', value: member.email });
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingUpdate' }));
    actor.send({ type: 'users.confirm' });
    return actor;
  };

  it("keeps what was typed and shows the server's refusal when the update is refused", async () => {
    const actor = await refusedUpdate();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(actor.getSnapshot().context.error).toBe('Another account already uses this e-mail.');
    expect(formOf(actor).getSnapshot().context.values.email).toBe(member.email);
  });

  it("issue 23 item 3: after a refused save, a good save shows 'User updated successfully' alone, not the old error", async () => {
    const actor = await refusedUpdate();
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.error !== null);
    formOf(actor).send({ type: 'form.change', name: 'email', value: 'eight@demo.test' });
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'confirmingUpdate' }));
    actor.send({ type: 'users.confirm' });
    // While the new attempt runs, the old refusal is already gone.
    expect(actor.getSnapshot().context.error).toBeNull();
    await idle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'User updated successfully', error: null });
  });

  it('deletes only after the confirmation, then reloads without the user', async () => {
    const actor = await started();
    actor.send({ type: 'users.search', term: 'extra9@' });
    await idle(actor);
    const target = row(actor, 'extra9@demo.test');
    actor.send({ type: 'users.delete', user: target });
    actor.send({ type: 'users.cancel' });
    expect(actor.getSnapshot().context.users).toContainEqual(target);
    actor.send({ type: 'users.delete', user: target });
    actor.send({ type: 'users.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'User deleted successfully', users: [], total: 0 });
  });

  it("a row's actions wait while another search loads, and while a reset runs for that user only", async () => {
    const actor = await started();
    const [first, second] = actor.getSnapshot().context.users.filter(canActOn);
    expect(rowActionsWait(actor.getSnapshot(), first!)).toBe(false);
    actor.send({ type: 'users.search', term: member.email });
    // Every row waits for the search's rows, whoever it is.
    expect(rowActionsWait(actor.getSnapshot(), first!)).toBe(true);
    expect(rowActionsWait(actor.getSnapshot(), second!)).toBe(true);
    await idle(actor);
    const found = row(actor, member.email);
    expect(rowActionsWait(actor.getSnapshot(), found)).toBe(false);
    actor.send({ type: 'users.sendReset', user: found });
    expect(rowActionsWait(actor.getSnapshot(), found)).toBe(true);
    expect(rowActionsWait(actor.getSnapshot(), first!)).toBe(false);
    await idle(actor);
    expect(rowActionsWait(actor.getSnapshot(), found)).toBe(false);
  });

  it('sends a password-reset link that arrives in the outbox', async () => {
    const actor = await started();
    actor.send({ type: 'users.search', term: member.email });
    await idle(actor);
    const before = t.backend.db.outbox.count();
    actor.send({ type: 'users.sendReset', user: row(actor, member.email) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe('Password Reset link sent successfully');
    expect(t.backend.db.outbox.count()).toBe(before + 1);
    expect(t.lastMessageTo(member.email)?.links.some((l) => l.includes('/password/'))).toBe(true);
  });

  it('logs in as a user: the session switches to them, nothing of the administrator is stored, and Return to admin works after a reload', async () => {
    const store = memorySessionStore();
    const bus = createChangeBus();
    // The client reads the token of the session made just below, as the app's client does.
    const sessionApi = createApiClient({ baseURL: TEST_BASE_URL, getToken: () => selectToken(session.getSnapshot()) });
    const session: SessionActor = connectChanges(createActor(sessionMachine, { input: { api: sessionApi, store } }), bus).start();
    const adminSession = (await t.anon.call(endpoints.auth.login, { body: { email: adminPersona.email, password: 'Passw0rd!' } })).data;
    session.send({ type: 'session.established', session: adminSession });

    // The users machine tells the change bus; the session hears it (no one relays).
    const actor = connectChanges(createActor(usersMachine, { input: { api: sessionApi } }), bus).start();
    await idle(actor);
    const heard: string[] = [];
    actor.on('users.loggedInAs', (e) => void heard.push(e.message));
    actor.send({ type: 'users.search', term: member.email });
    await idle(actor);
    actor.send({ type: 'users.loginAs', user: row(actor, member.email) });
    await waitFor(session, (s) => s.context.session?.user.email === member.email);
    expect(heard).toEqual(['Logged in as user successfully']);
    expect(selectActingAdmin(session.getSnapshot())).toEqual({ name: adminPersona.name });
    const memberToken = selectToken(session.getSnapshot())!;
    // Nothing of the administrator is stored: the session says only that it is an acting one.
    expect(store.state.raw).not.toContain(adminSession.token);
    expect(store.state.session).toEqual({
      token: memberToken,
      user: { id: member.userId, type: 'Individual', is_admin: false, is_approver: false, profile: true },
      expiresAt: expect.any(Number) as number,
      acting: true,
    });
    // The administrator's own token ended on the server when they logged in as the user.
    await expect(t.clientWith(adminSession.token).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    session.stop();

    // A reload while acting: the session is restored from the slim store, still acting (the name is not stored).
    const holder: { actor?: SessionActor } = {};
    const reloadedApi = createApiClient({
      baseURL: TEST_BASE_URL,
      getToken: () => (holder.actor ? selectToken(holder.actor.getSnapshot()) : null),
    });
    const reloaded = (holder.actor = createActor(sessionMachine, { input: { api: reloadedApi, store } }));
    reloaded.start();
    await waitFor(reloaded, (s) => s.matches('signedIn'));
    expect(reloaded.getSnapshot().context.session?.user.email).toBe(member.email);
    expect(selectActingAdmin(reloaded.getSnapshot())).toEqual({ name: null });

    // Return to admin: the server answers the administrator's session, with a new token.
    reloaded.send({ type: 'session.returnToAdmin' });
    await waitFor(reloaded, (s) => s.matches('signedIn') && selectActingAdmin(s) === null);
    const back = reloaded.getSnapshot().context.session!;
    expect(back.user.email).toBe(adminPersona.email);
    expect(back.token).not.toBe(adminSession.token);
    expect(reloaded.getSnapshot().context.returnError).toBeNull();
    // The member's session the admin was given is over on the server; the administrator's old token stays over.
    await expect(t.clientWith(memberToken).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    await expect(t.clientWith(adminSession.token).call(endpoints.auth.user)).rejects.toMatchObject({ status: 401 });
    expect(store.state.session).not.toHaveProperty('acting');
    expect(store.state.session?.token).toBe(back.token);
    // The new token works: no new sign-in was needed.
    const again = createActor(usersMachine, { input: { api: reloadedApi } }).start();
    await idle(again);
    expect(again.getSnapshot().context.total).toBeGreaterThan(0);
    // Returning when not acting as anyone changes nothing.
    reloaded.send({ type: 'session.returnToAdmin' });
    expect(reloaded.getSnapshot().matches('signedIn')).toBe(true);
    expect(reloaded.getSnapshot().context.session).toEqual(back);
    reloaded.stop();
  });
});

describe('Payment Options machine', () => {
  const t = useBackend({ scenario: 'default' });
  let api: ApiClient;
  beforeAll(async () => {
    api = await t.signIn(SUPER);
  });

  async function started() {
    const actor = createActor(paymentOptionsMachine, { input: { api } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    return actor;
  }
  type Actor = Awaited<ReturnType<typeof started>>;
  const formOf = (actor: Actor) => selectForm(actor.getSnapshot())!;
  const valid = {
    description: 'Airtel Money',
    code: 'AIRTEL',
    ref: 'AIRTEL-01',
    checkoutCode: '104',
    priority: '4',
    isConfirmPayment: false,
  };

  /** The message of one field after the form is filled with `values` and Save is tried; undefined when it passes. */
  async function messageFor(values: Record<string, unknown>, field: string) {
    const actor = await started();
    actor.send({ type: 'list.add' });
    for (const [name, value] of Object.entries(values)) formOf(actor).send({ type: 'form.change', name, value });
    const saveEnabled = canSavePaymentOption(formOf(actor).getSnapshot().context.values);
    formOf(actor).send({ type: 'form.blur', name: field });
    const message = formOf(actor).getSnapshot().context.errors[field];
    actor.stop();
    return { message, saveEnabled };
  }

  it('holds each text field to required and at most 255 characters, on both sides of each boundary', async () => {
    for (const [field, required] of [
      ['description', M.description],
      ['code', M.code],
      ['ref', M.ref],
    ] as const) {
      expect(await messageFor({ ...valid, [field]: '' }, field), field).toEqual({ message: required, saveEnabled: false });
      expect(await messageFor({ ...valid, [field]: '   ' }, field), field).toEqual({ message: required, saveEnabled: false });
      expect(await messageFor({ ...valid, [field]: 'x' }, field), field).toEqual({ message: undefined, saveEnabled: true });
      expect(await messageFor({ ...valid, [field]: 'x'.repeat(255) }, field), field).toEqual({ message: undefined, saveEnabled: true });
      expect(await messageFor({ ...valid, [field]: 'x'.repeat(256) }, field), field).toEqual({ message: M.tooLong, saveEnabled: false });
    }
  });

  it('holds checkout code and priority to required whole numbers', async () => {
    for (const [field, required] of [
      ['checkoutCode', M.checkoutCode],
      ['priority', M.priority],
    ] as const) {
      expect(await messageFor({ ...valid, [field]: '' }, field), field).toEqual({ message: required, saveEnabled: false });
      expect(await messageFor({ ...valid, [field]: '3.5' }, field), field).toEqual({ message: M.integer, saveEnabled: false });
      expect(await messageFor({ ...valid, [field]: 'abc' }, field), field).toEqual({ message: M.integer, saveEnabled: false });
      expect(await messageFor({ ...valid, [field]: '3' }, field), field).toEqual({ message: undefined, saveEnabled: true });
      expect(await messageFor({ ...valid, [field]: '0' }, field), field).toEqual({ message: undefined, saveEnabled: true });
    }
    expect(canSavePaymentOption(PAYMENT_OPTION_BLANK)).toBe(false);
  });

  it('creates, edits and deletes an option, reloading the list after each change', async () => {
    const actor = await started();
    const before = actor.getSnapshot().context.rows.length;
    actor.send({ type: 'list.add' });
    for (const [name, value] of Object.entries(valid)) formOf(actor).send({ type: 'form.change', name, value });
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'added');
    const created = actor.getSnapshot().context.rows.find((o) => o.code === 'AIRTEL')!;
    expect(created).toMatchObject({ description: 'Airtel Money', checkoutCode: 104, priority: 4, isConfirmPayment: false });
    expect(actor.getSnapshot().context.rows).toHaveLength(before + 1);

    actor.send({ type: 'list.edit', row: created });
    expect(formOf(actor).getSnapshot().context.values).toMatchObject({ id: created.id, checkoutCode: '104', priority: '4' });
    formOf(actor).send({ type: 'form.change', name: 'priority', value: '7.5' });
    formOf(actor).send({ type: 'form.submit' });
    expect(formOf(actor).getSnapshot().context.errors).toEqual({ priority: M.integer });
    formOf(actor).send({ type: 'form.change', name: 'priority', value: '9' });
    formOf(actor).send({ type: 'form.change', name: 'isConfirmPayment', value: true });
    formOf(actor).send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'updated');
    expect(actor.getSnapshot().context.rows.find((o) => o.id === created.id)).toMatchObject({ priority: 9, isConfirmPayment: true });

    actor.send({ type: 'list.delete', row: created });
    actor.send({ type: 'list.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.changed === 'removed');
    expect(actor.getSnapshot().context.rows).toHaveLength(before);
    expect(t.backend.db.paymentOptions.findMany().some((o) => o.id === created.id)).toBe(false);
  });

  it("shows the error's own message, and the spec's fallback when it has none", async () => {
    const failing = (message: string) => ({ call: () => Promise.reject(new Error(message)) }) as unknown as ApiClient;
    await expect(paymentOptionsDefinition.load(failing(''))).rejects.toThrow(M.fetchFailed);
    await expect(paymentOptionsDefinition.load(failing('Gateway down'))).rejects.toThrow('Gateway down');
    const values = { ...valid, id: 1 };
    await expect(paymentOptionsDefinition.add.submit(failing(' '), values)).rejects.toThrow(M.saveFailed);
    await expect(paymentOptionsDefinition.update.submit(failing(''), values)).rejects.toThrow(M.saveFailed);
    await expect(paymentOptionsDefinition.remove(failing(''), { id: 1 } as PaymentOption)).rejects.toThrow(M.deleteFailed);
    await expect(paymentOptionsDefinition.remove(failing('No such payment option.'), { id: 1 } as PaymentOption)).rejects.toThrow(
      'No such payment option.',
    );
    // A plain administrator is refused by the server, with its message.
    const admin = await t.signIn(adminPersona.email);
    const actor = createActor(paymentOptionsMachine, { input: { api: admin } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(ADMIN_MESSAGES.superAdminOnly);
  });

  it('windows the table by search and by page sizes of 10, 20, 50 and 100', () => {
    const rows: PaymentOption[] = Array.from({ length: 101 }, (_, i) => ({
      id: i + 1,
      description: `Option ${i + 1}`,
      code: i % 2 ? 'ODD' : 'EVEN',
      ref: `R${i + 1}`,
      checkoutCode: i,
      priority: i,
      isConfirmPayment: false,
    }));
    expect(paymentOptionsWindow(rows, '', 10, 1)).toMatchObject({ matches: 101, pages: 11, page: 1 });
    expect(paymentOptionsWindow(rows, '', 10, 11).rows.map((r) => r.id)).toEqual([101]);
    expect(paymentOptionsWindow(rows, '', 20, 6).rows).toHaveLength(1);
    expect(paymentOptionsWindow(rows, '', 50, 2).rows).toHaveLength(50);
    expect(paymentOptionsWindow(rows, '', 100, 1)).toMatchObject({ pages: 2 });
    expect(paymentOptionsWindow(rows.slice(0, 100), '', 100, 1)).toMatchObject({ pages: 1 });
    // A page past the end shows the last one; a search starts counting again.
    expect(paymentOptionsWindow(rows, '', 100, 9)).toMatchObject({ page: 2 });
    expect(paymentOptionsWindow(rows, ' odd ', 100, 1)).toMatchObject({ matches: 50 });
    expect(paymentOptionsWindow(rows, 'option 10', 10, 1).rows.map((r) => r.id)).toEqual([10, 100, 101]);
    expect(paymentOptionsWindow(rows, 'nothing', 10, 1)).toMatchObject({ rows: [], matches: 0, pages: 1, page: 1 });
  });
});

// Types used only to keep the test's helpers honest.
export type { AdminUser };
