// Registration against the fake backend: categories, signup (requirements, terms acceptance), the disclaimer
// consent, and the register form (spec messages, tax PIN for firms, the server's refusal keeps the values).
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { applicableCategories, endpoints } from '#contract';
import { categoriesMachine } from '#machines/access/categories.machine.ts';
import { consentMachine } from '#machines/access/consent.machine.ts';
import { registerFirmMachine, registerMachine, registerMachineFor } from '#machines/access/register.machine.ts';
import { selectCanContinue, signupMachine } from '#machines/access/signup.machine.ts';
import type { ApiClient } from '#contract';
import { useBackend } from '../../support/backend';
import { raw } from '../../mocks/site/support';

const strong = 'N3w!passw';

describe('registration machines', () => {
  const t = useBackend({ scenario: 'fresh' });

  it('loads the categories; a failing backend is a retryable error', async () => {
    const actor = createActor(categoriesMachine, { input: { api: t.anon } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    const all = actor.getSnapshot().context.data ?? [];
    expect(applicableCategories(all, 'Individual').length).toBeGreaterThan(0);
    expect(applicableCategories(all, 'Corporate').map((c) => c.Code)).toContain('CORPORATE');

    const down: ApiClient = {
      call: () => Promise.reject(new Error('The server could not be reached. Check your connection and try again.')),
    };
    const failing = createActor(categoriesMachine, { input: { api: down } }).start();
    await waitFor(failing, (s) => s.matches('failed'));
    expect(failing.getSnapshot().context.error).toMatch(/\w/);
  });

  it('continues only once the terms are accepted; unticking withdraws the acceptance', async () => {
    const actor = createActor(signupMachine, { input: { api: t.anon, category: 'GRADUATE' } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.requirements.length).toBeGreaterThan(0);
    expect(actor.getSnapshot().context.terms).toMatch(/<\w+/);
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'terms.open' });
    expect(actor.getSnapshot().matches({ ready: 'reading' })).toBe(true);
    actor.send({ type: 'terms.decline' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'terms.open' });
    actor.send({ type: 'terms.accept' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'terms.open' });
    expect(selectCanContinue(actor.getSnapshot())).toBe(false);
  });

  it('asks for the Application disclaimer; disagreeing blocks, reviewing asks again', async () => {
    const actor = createActor(consentMachine, { input: { api: t.anon, kind: 'Application' } }).start();
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context.text).toMatch(/\w/);
    actor.send({ type: 'consent.disagree' });
    expect(actor.getSnapshot().matches('declined')).toBe(true);
    actor.send({ type: 'consent.review' });
    actor.send({ type: 'consent.agree' });
    expect(actor.getSnapshot().matches('agreed')).toBe(true);
  });

  it('document 1 §2.1: on the register page the Application disclaimer is asked when the form is sent (Agree registers, Disagree goes to login)', async () => {
    const actor = createActor(consentMachine, { input: { api: t.anon, kind: 'Application', ask: 'onSubmit' } }).start();
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'consent.ask' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'consent.agree' });
    expect(actor.getSnapshot().value).toBe('agreed');

    const declining = createActor(consentMachine, { input: { api: t.anon, kind: 'Application', ask: 'onSubmit' } }).start();
    await waitFor(declining, (s) => s.matches('waiting'));
    declining.send({ type: 'consent.ask' });
    declining.send({ type: 'consent.disagree' });
    expect(declining.getSnapshot().value).toBe('declined');
  });

  it('with no Application disclaimer in the backend, sending the form agrees at once (nothing to ask)', async () => {
    const seeded = t.backend.db.disclaimers.findMany((q) => q.where({ disclaimerType: 'Application' }));
    t.backend.db.disclaimers.deleteMany((q) => q.where({ disclaimerType: 'Application' }));
    try {
      const actor = createActor(consentMachine, { input: { api: t.anon, kind: 'Application', ask: 'onSubmit' } }).start();
      await waitFor(actor, (s) => s.matches('waiting'));
      actor.send({ type: 'consent.ask' });
      expect(actor.getSnapshot().value).toBe('agreed');
    } finally {
      for (const disclaimer of seeded) await t.backend.db.disclaimers.create(disclaimer);
    }
  });

  it('shows the spec messages, never submits while invalid, and keeps the values when the server refuses', async () => {
    const actor = createActor(registerMachine, { input: { api: t.anon, values: { type: 'Individual', category: 'GRADUATE' } } }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toMatchObject({
      email: 'E-mail is required',
      phone: 'Phone is required',
      id_number: 'ID is required',
      password: 'Password is required',
    });
    actor.send({ type: 'form.change', name: 'id_number', value: '123' });
    expect(actor.getSnapshot().context.errors.id_number).toBe('ID should be at least 6 characters');

    // member@ already has this e-mail: the server says no, and everything typed stays.
    const values = { email: 'member@demo.test', phone: '0711000999', id_number: '39999999', password: strong, confirmPassword: strong };
    for (const [name, value] of Object.entries(values)) actor.send({ type: 'form.change', name, value });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverError !== null);
    expect(actor.getSnapshot().context.values).toMatchObject(values);

    actor.send({ type: 'form.change', name: 'email', value: 'brand.new@demo.test' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ phone_no: '0711000999' });
    expect(t.lastMessageTo('0711000999')?.codes[0]).toMatch(/^\d{6}$/);
  });

  it('issue 34 item 4: "0712 345 678" or "+254 712 345 678" is taken and stored as its digits; a masked or short number is refused', async () => {
    const typed = [
      ['0712 300 101', '0712300101', 'spaces@demo.test'],
      ['+254 712-300-102', '0712300102', 'plus@demo.test'],
    ] as const;
    for (const [phone, stored, email] of typed) {
      const actor = createActor(registerMachine, { input: { api: t.anon, values: { type: 'Individual', category: 'GRADUATE' } } }).start();
      const values = { email, phone, id_number: `3${stored.slice(-7)}`, password: strong, confirmPassword: strong };
      for (const [name, value] of Object.entries(values)) actor.send({ type: 'form.change', name, value });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toMatchObject({ phone_no: stored });
      expect(t.backend.db.accounts.findFirst((q) => q.where({ email }))?.phone_no).toBe(stored);
    }
    const actor = createActor(registerMachine, { input: { api: t.anon, values: { type: 'Individual', category: 'GRADUATE' } } }).start();
    for (const phone of ['071****678', '071 234 567', '0712 345 6789', '+44 20 7946 0958']) {
      actor.send({ type: 'form.change', name: 'phone', value: phone });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.errors.phone, phone).toBe('Enter the phone number as digits only, e.g. 0712345678');
      expect(actor.getSnapshot().value).toBe('editing');
    }
  });

  it('issue 34 item 4: the register call itself refuses a phone that is not 10 digits, with the form expected', async () => {
    const body = (phone: string) => ({
      email: 'raw@demo.test',
      phone,
      id_number: '39999997',
      password: strong,
      confirmPassword: strong,
      category: 'GRADUATE',
      type: 'Individual' as const,
    });
    for (const phone of ['0712 345 678', '+254712345678', '071****678'])
      expect(await raw(null, 'POST', 'auth/register', body(phone)), phone).toMatchObject({
        status: 422,
        body: { message: 'Enter the phone number as digits only, e.g. 0712345678' },
      });
  });

  it('asks a firm for its tax PIN', () => {
    expect(registerMachineFor('CORPORATE')).toBe(registerFirmMachine);
    expect(registerMachineFor('PE')).toBe(registerMachine);
    const actor = createActor(registerFirmMachine, {
      input: { api: t.anon, values: { type: 'Corporate', category: 'CORPORATE' } },
    }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.id_number).toBe('Tax PIN is required');
  });

  it('refuses a category that cannot be applied for', async () => {
    await expect(
      t.anon.call(endpoints.auth.register, {
        body: {
          email: 'x1@demo.test',
          phone: '0711000998',
          id_number: '39999998',
          password: strong,
          confirmPassword: strong,
          category: 'NOPE',
          type: 'Individual',
        },
      }),
    ).rejects.toThrow(/\w/);
  });
});
