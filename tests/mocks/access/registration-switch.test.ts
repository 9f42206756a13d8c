// "Registration open" off refuses registering at the fake server, not only the button (spec §B "Registration
// closed"): 403 with the decision's message in the contract's error envelope, no account created and no code in the
// outbox; switched back on, the same call creates the account and sends the code.
import { describe, expect, it } from 'vitest';
import { endpoints, REGISTRATION_CLOSED } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';
const body = (email: string, phone: string) => ({
  email,
  phone,
  id_number: '41234567',
  password: strong,
  confirmPassword: strong,
  category: 'GRADUATE',
  type: 'Individual' as const,
});

describe('registration switch (spec §B Registration closed)', () => {
  const t = useBackend({ scenario: 'fresh' });
  const setRegistration = async (open: boolean) => {
    const db = t.backend.db;
    const settings = db.settings.findFirst()!;
    await db.settings.update(settings, { data: (s) => void (s.minor_settings.registration = open) });
  };

  it('spec §B: registration closed → auth/register answers 403 with the message; nothing is created, no OTP is sent', async () => {
    await setRegistration(false);
    const accountsBefore = t.backend.db.accounts.count();
    const outboxBefore = t.backend.db.outbox.count();
    await expect(t.anon.call(endpoints.auth.register, { body: body('closed@example.test', '0711000991') })).rejects.toMatchObject({
      status: 403,
      message: REGISTRATION_CLOSED,
    });
    expect(t.backend.db.accounts.count()).toBe(accountsBefore);
    expect(t.backend.db.outbox.count()).toBe(outboxBefore);
    expect(t.lastMessageTo('0711000991')).toBeUndefined();
    expect(t.lastMessageTo('closed@example.test')).toBeUndefined();
  });

  it('the refusal is in the error envelope ({ message }) a real client reads', async () => {
    await setRegistration(false);
    const res = await fetch(`${TEST_BASE_URL}auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body('envelope@example.test', '0711000992')),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: REGISTRATION_CLOSED });
  });

  it('spec §B: registration open → the same call creates the account and sends the code', async () => {
    await setRegistration(true);
    const answer = await t.anon.call(endpoints.auth.register, { body: body('open@example.test', '0711000993') });
    expect(answer.data.phone_no).toBe('0711000993');
    expect(t.backend.db.accounts.findFirst((q) => q.where({ email: 'open@example.test' }))).toBeDefined();
    expect(t.lastMessageTo('0711000993')?.codes[0]).toMatch(/^\d{6}$/);
  });
});
