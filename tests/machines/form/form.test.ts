// The shared form machine (through the login form): inline messages from the contract, no submit while invalid, values kept on refusal.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine as loginForm } from '#machines/access/login.machine.ts';
import { useBackend } from '../../support/backend';

describe('form machine', () => {
  const t = useBackend({ scenario: 'fresh' });
  const start = () => createActor(loginForm, { input: { api: t.anon } }).start();

  it('shows the spec messages and does not submit while invalid', () => {
    const actor = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'E-mail is required', password: 'Password is required' });
    actor.send({ type: 'form.change', name: 'email', value: 'not-an-email' });
    expect(actor.getSnapshot().context.errors.email).toBe('E-mail must be valid');
    actor.send({ type: 'form.change', name: 'email', value: 'member@demo.test' });
    expect(actor.getSnapshot().context.errors.email).toBeUndefined();
  });

  it('shows a message on blur only for the field left', () => {
    const actor = start();
    actor.send({ type: 'form.blur', name: 'email' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'E-mail is required' });
  });

  it('keeps what the user typed when the server says no', async () => {
    const actor = start();
    actor.send({ type: 'form.change', name: 'email', value: 'member@demo.test' });
    actor.send({ type: 'form.change', name: 'password', value: 'wrong-password' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.serverError).toBe('These credentials do not match our records.');
    expect(actor.getSnapshot().context.values).toEqual({ email: 'member@demo.test', password: 'wrong-password' });
  });

  it('finishes with the answer when the server accepts', async () => {
    const actor = start();
    actor.send({ type: 'form.change', name: 'email', value: 'member@demo.test' });
    actor.send({ type: 'form.change', name: 'password', value: 'Passw0rd!' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.token).toEqual(expect.any(String));
  });
});
