// @vitest-environment jsdom
// The one session store over local storage: round trip, the inactivity flag off until one is stored (document 1
// §9), and anything unreadable is treated as no session, never an error.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '#machines/session/session-store.ts';

const localSessionStore = () => createSessionStore(() => localStorage);

const user = {
  id: 1,
  email: 'member@demo.test',
  name: 'Wanjirũ Kamau',
  is_admin: false,
  is_approver: false,
  type: 'Individual' as const,
  category: 'PE',
  profile: true,
  profile_id: 'PROF-0001',
  id_number: '23456789',
  phone_no: '0712345678',
  email_verified_at: null,
  email_reminders: true,
  email_updates: true,
  sms_reminders: false,
  sms_updates: false,
};

describe('local session store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the session slim (token, id, type, flags, expiry), the notice and the inactivity flag', () => {
    const store = localSessionStore();
    expect(store.load()).toBeNull();
    store.save({ token: 't', user, expiresAt: 123 });
    const slim = { token: 't', user: { id: 1, type: 'Individual', is_admin: false, is_approver: false, profile: true }, expiresAt: 123 };
    expect(localSessionStore().load()).toEqual(slim);
    expect(JSON.parse(localStorage.getItem('portal.session')!)).toEqual(slim);
    store.saveNotice('ended');
    expect(store.loadNotice()).toBe('ended');
    store.saveNotice(null);
    expect(store.loadNotice()).toBeNull();
    expect(store.inactivityEnabled()).toBe(false);
    store.saveInactivityEnabled(true);
    expect(store.inactivityEnabled()).toBe(true);
    store.clear();
    expect(store.load()).toBeNull();
  });

  it('issue 35: stores no ID number, phone, e-mail or name of the user, each alone', () => {
    for (const [field, value] of [
      ['id_number', user.id_number],
      ['phone_no', user.phone_no],
      ['email', user.email],
      ['name', user.name],
      ['profile_id', user.profile_id],
    ] as const) {
      localStorage.clear();
      localSessionStore().save({ token: 't', user: { ...user, [field]: value }, expiresAt: 123 });
      const raw = localStorage.getItem('portal.session')!;
      expect(raw, field).not.toContain(value);
      expect(Object.keys((JSON.parse(raw) as { user: object }).user), field).not.toContain(field);
    }
  });

  it('reads a session of the earlier shape (the whole user) and writes it back slim at once', () => {
    localStorage.setItem('portal.session', JSON.stringify({ token: 't', user, expiresAt: 123 }));
    expect(localSessionStore().load()).toMatchObject({ token: 't', user: { id: 1, profile: true }, expiresAt: 123 });
    const raw = localStorage.getItem('portal.session')!;
    for (const value of [user.id_number, user.phone_no, user.email, user.name]) expect(raw).not.toContain(value);
  });

  it("drops an earlier acting session that kept the administrator's own session: no admin token stays", () => {
    const admin = { token: 'admin-token', user: { ...user, id: 8, email: 'superadmin@demo.test', is_admin: true } };
    localStorage.setItem('portal.session', JSON.stringify({ token: 't', user, expiresAt: 123, admin }));
    expect(localSessionStore().load()).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('keeps that a session is an acting one (Log in as), nothing of the administrator', () => {
    localSessionStore().save({ token: 't', user, expiresAt: 123, acting: true });
    expect(localSessionStore().load()).toMatchObject({ token: 't', acting: true });
    localStorage.setItem('portal.session', JSON.stringify({ token: 't', user, expiresAt: 123, acting: 'yes' }));
    expect(localSessionStore().load()).toBeNull();
  });

  it('treats garbage as no session', () => {
    for (const garbage of ['{not json', '[]', '{"token":""}', JSON.stringify({ token: 't', user: { id: 'x' }, expiresAt: 1 })]) {
      localStorage.setItem('portal.session', garbage);
      expect(localSessionStore().load()).toBeNull();
    }
  });
});
