import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { forgotPasswordMachine, resetPasswordMachine } from '#machines/access/password.machines.ts';
import { LINK_FROM_ANOTHER_BROWSER, refusedLinkMessage } from '#contract/e-mailed-links.ts';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';

describe('forgot and reset password machines', () => {
  const t = useBackend({ scenario: 'fresh' });

  it('sends a reset link to the outbox and sets a new password with it', async () => {
    const forgot = createActor(forgotPasswordMachine, { input: { api: t.anon } }).start();
    forgot.send({ type: 'form.change', name: 'email', value: 'pending@demo.test' });
    forgot.send({ type: 'form.submit' });
    await waitFor(forgot, (s) => s.status === 'done');
    expect(forgot.getSnapshot().output).toMatch(/reset link has been sent/);

    const token = t.lastMessageTo('pending@demo.test')!.links[0]!.replace('/password/', '');
    const reset = createActor(resetPasswordMachine, { input: { api: t.anon, values: { token } } }).start();
    reset.send({ type: 'form.change', name: 'password', value: strong });
    reset.send({ type: 'form.change', name: 'confirmPassword', value: 'different' });
    reset.send({ type: 'form.submit' });
    expect(reset.getSnapshot().context.errors.confirmPassword).toBe('Password does not match');
    reset.send({ type: 'form.change', name: 'confirmPassword', value: strong });
    reset.send({ type: 'form.submit' });
    await waitFor(reset, (s) => s.status === 'done');
    await expect(t.signIn('pending@demo.test', strong)).resolves.toBeDefined();
  });

  it('reports a dead reset link and keeps the typed passwords', async () => {
    const reset = createActor(resetPasswordMachine, { input: { api: t.anon, values: { token: 'not-a-token' } } }).start();
    reset.send({ type: 'form.change', name: 'password', value: strong });
    reset.send({ type: 'form.change', name: 'confirmPassword', value: strong });
    reset.send({ type: 'form.submit' });
    await waitFor(reset, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(reset.getSnapshot().context.serverError).toBe('The reset link is not valid.');
    expect(reset.getSnapshot().context.values.password).toBe(strong);
    // What the page shows for it: today's message with a real backend, the demo's explanation in mock mode.
    expect(refusedLinkMessage('The reset link is not valid.', false)).toBe('The reset link is not valid.');
    expect(refusedLinkMessage(reset.getSnapshot().context.serverError!, true)).toBe(LINK_FROM_ANOTHER_BROWSER);
    // Any other refusal is the server's own words, in mock mode too.
    expect(refusedLinkMessage('The reset link has expired. Request a new one.', true)).toBe(
      'The reset link has expired. Request a new one.',
    );
  });

  it('states the password rule in full', () => {
    const reset = createActor(resetPasswordMachine, { input: { api: t.anon, values: { token: 'x' } } }).start();
    reset.send({ type: 'form.change', name: 'password', value: 'short' });
    reset.send({ type: 'form.submit' });
    expect(reset.getSnapshot().context.errors.password).toBe(
      'Password must be 8 to 16 characters and contain a lowercase letter, an uppercase letter, a digit and a special character (@ $ ! # ~ ^ ( ) ` . , ; : { } _ / % * ? &)',
    );
  });
});
