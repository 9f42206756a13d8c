// Member Settings against the fake backend: the password change with the spec's messages, and the switches.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { endpoints, messages } from '#contract';
import { changePasswordMachine, notificationsMachine, PASSWORD_CHANGED, pickSettings } from '#machines/settings/settings.machines.ts';
import { useBackend } from '../../support/backend';

describe('settings machines', () => {
  const t = useBackend({ scenario: 'fresh' });

  it('requires both fields, matching, then changes the password', async () => {
    const api = await t.signIn('approver@demo.test');
    const actor = createActor(changePasswordMachine, { input: { api } }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: messages.passwordRequired, confirmPassword: messages.passwordRequired });
    actor.send({ type: 'form.change', name: 'password', value: 'N3w!Passw0rd' });
    actor.send({ type: 'form.change', name: 'confirmPassword', value: 'N3w!Passw0rX' });
    expect(actor.getSnapshot().context.errors.confirmPassword).toBe(messages.passwordMismatch);
    actor.send({ type: 'form.change', name: 'confirmPassword', value: 'N3w!Passw0rd' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe(PASSWORD_CHANGED);
    expect(PASSWORD_CHANGED).toBe('Password Changed Successfully');
    await expect(t.signIn('approver@demo.test', 'N3w!Passw0rd')).resolves.toBeDefined();
  });

  it('saves a switch at once and keeps what the server has', async () => {
    const api = await t.signIn('member@demo.test');
    const user = (await api.call(endpoints.auth.user)).data;
    const actor = createActor(notificationsMachine, { input: { api, settings: pickSettings(user) } }).start();
    actor.send({ type: 'notifications.toggle', name: 'sms_updates' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.user !== null);
    expect((await api.call(endpoints.auth.user)).data.sms_updates).toBe(!user.sms_updates);
  });

  it('puts a switch back when saving fails', async () => {
    const down = { call: () => Promise.reject(new Error('The server could not be reached.')) };
    const settings = { email_reminders: true, email_updates: true, sms_reminders: false, sms_updates: false };
    const actor = createActor(notificationsMachine, { input: { api: down, settings } }).start();
    actor.send({ type: 'notifications.toggle', name: 'sms_reminders' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.settings).toEqual(settings);
  });
});
