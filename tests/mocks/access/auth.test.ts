import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { ApiError } from '#api/index.ts';
import { useBackend } from '../../support/backend';

const e = endpoints.auth;
const strong = 'N3w!passw';

describe('auth resolvers', () => {
  const t = useBackend({ scenario: 'fresh' });

  it('signs a persona in and returns the user', async () => {
    const answer = await t.anon.call(e.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    expect(answer.data.user.email).toBe('member@demo.test');
    const me = await t.clientWith(answer.data.token).call(e.user);
    expect(me.data.name).toBe('Wanjirũ Kamau');
  });

  it('refuses a wrong password with a message and no token', async () => {
    await expect(t.anon.call(e.login, { body: { email: 'member@demo.test', password: 'nope' } })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      message: 'These credentials do not match our records.',
    });
  });

  it('answers 401 without a token', async () => {
    const err = await t.anon.call(e.user).catch((x: unknown) => x);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('registers, sends an OTP to the outbox, and verifies it', async () => {
    const reg = await t.anon.call(e.register, {
      body: {
        email: 'njeri@example.test',
        phone: '0711000111',
        id_number: '12345678',
        password: strong,
        confirmPassword: strong,
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    expect(reg.data.phone_no).toBe('0711000111');
    const sms = t.lastMessageTo('0711000111');
    expect(sms?.codes[0]).toMatch(/^\d{6}$/);
    await expect(t.anon.call(e.verifyOtp, { body: { otp_code: '000000', user_id: reg.data.id } })).rejects.toMatchObject({ status: 422 });
    const ok = await t.anon.call(e.verifyOtp, { body: { otp_code: sms!.codes[0]!, user_id: reg.data.id } });
    expect(ok.data.user.email_verified_at).not.toBeNull();
    expect(ok.data.user.profile).toBe(false);
  });

  it('expires an OTP after 10 simulated minutes', async () => {
    const reg = await t.anon.call(e.register, {
      body: {
        email: 'late@example.test',
        phone: '0711000222',
        id_number: '22345678',
        password: strong,
        confirmPassword: strong,
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    const code = t.lastMessageTo('0711000222')!.codes[0]!;
    await t.backend.simulation.advance(10 * 60_000 + 1);
    await expect(t.anon.call(e.verifyOtp, { body: { otp_code: code, user_id: reg.data.id } })).rejects.toMatchObject({
      message: 'The code has expired. Request a new one.',
    });
  });

  it('refuses a weak password with the spec message before sending', async () => {
    await expect(
      t.anon.call(e.register, {
        body: {
          email: 'x@example.test',
          phone: '0711000333',
          id_number: '32345678',
          password: 'weak',
          confirmPassword: 'weak',
          category: 'GRADUATE',
          type: 'Individual',
        },
      }),
    ).rejects.toThrow(/^Password must be 8 to 16 characters/);
  });

  it('resets a password through the e-mailed link', async () => {
    await t.anon.call(e.passwordReset, { body: { email: 'arrears@demo.test' } });
    const link = t.lastMessageTo('arrears@demo.test')!.links[0]!;
    const token = link.replace('/password/', '');
    await t.anon.call(e.password, { body: { token, password: strong, confirmPassword: strong } });
    await expect(t.signIn('arrears@demo.test')).rejects.toBeInstanceOf(ApiError);
    await expect(t.signIn('arrears@demo.test', strong)).resolves.toBeDefined();
    await expect(t.anon.call(e.password, { body: { token, password: strong, confirmPassword: strong } })).rejects.toMatchObject({
      message: 'The reset link has already been used.',
    });
  });

  it('logs out: the token stops working', async () => {
    const client = await t.signIn('firm@demo.test');
    await client.call(e.logout);
    await expect(client.call(e.user)).rejects.toMatchObject({ status: 401 });
  });
});

describe('request bodies the server refuses', () => {
  const t = useBackend({ scenario: 'fresh' });
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(`http://portal.test/api/${path}`, { method: 'POST', headers: { 'content-type': type }, body });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await post('auth/login', '{not json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' });
    void t;
  });

  it('answers 422 with the first rule message and every field message', async () => {
    const res = await post('auth/login', JSON.stringify({ email: 'x', password: '' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'E-mail must be valid',
      errors: { email: 'E-mail must be valid', password: 'Password is required' },
    });
  });

  it('answers 404 naming a call the API does not have', async () => {
    const res = await fetch('http://portal.test/api/whatever/else');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'There is no call GET /whatever/else.' });
  });
});
