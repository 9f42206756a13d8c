// @vitest-environment jsdom
// The one session store over local storage: round trip, the inactivity flag off until one is stored (document 1
// §9), and anything unreadable is treated as no session, never an error.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '#machines/session/session-store';

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

  it('keeps the session, the notice and the inactivity flag', () => {
    const store = localSessionStore();
    expect(store.load()).toBeNull();
    const stored = { token: 't', user, expiresAt: 123 };
    store.save(stored);
    expect(localSessionStore().load()).toEqual(stored);
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

  it("keeps the administrator's own session while they act as a user, and refuses a damaged one", () => {
    const admin = { token: 'admin-token', user: { ...user, id: 8, email: 'superadmin@demo.test', is_admin: true } };
    const stored = { token: 't', user, expiresAt: 123, admin };
    localSessionStore().save(stored);
    expect(localSessionStore().load()).toEqual(stored);
    localStorage.setItem('portal.session', JSON.stringify({ ...stored, admin: { token: '', user } }));
    expect(localSessionStore().load()).toBeNull();
  });

  it('treats garbage as no session', () => {
    for (const garbage of ['{not json', '[]', '{"token":""}', JSON.stringify({ token: 't', user: { id: 'x' }, expiresAt: 1 })]) {
      localStorage.setItem('portal.session', garbage);
      expect(localSessionStore().load()).toBeNull();
    }
  });
});
