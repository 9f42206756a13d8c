// The login form under the password limit (issue 35 item 1): the 5th wrong password shows the credentials message,
// the 6th try the wait ("Too many attempts, try again in 15 minutes."), inline above the form, with what was typed
// kept, even when it is the right password.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { loginMachine } from '#machines/access/login.machine.ts';
import { useBackend } from '../../support/backend';

describe('login form under the password limit', () => {
  const t = useBackend({ scenario: 'default' });

  it('the 6th try says the wait inline and keeps the typed values', async () => {
    const actor = createActor(loginMachine, { input: { api: t.anon } }).start();
    const tryWith = async (password: string) => {
      actor.send({ type: 'form.change', name: 'email', value: 'member@demo.test' });
      actor.send({ type: 'form.change', name: 'password', value: password });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.context.serverError !== null);
      return actor.getSnapshot().context;
    };
    for (let i = 1; i <= 5; i++) expect((await tryWith('Wr0ng!pass')).serverError).toBe('These credentials do not match our records.');
    const limited = await tryWith('Passw0rd!');
    expect(limited).toMatchObject({
      serverError: 'Too many attempts, try again in 15 minutes.',
      serverErrorInline: true,
      values: { email: 'member@demo.test', password: 'Passw0rd!' },
    });
  });
});
