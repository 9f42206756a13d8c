// The new-password rule (spec 1 §5): 8 to 16 characters with a lowercase letter, an uppercase letter, a digit
// and a special character. Every case breaks one thing only, so a change of any one part of the rule fails a test:
// in the contract's schema (views and machines) and in the fake server's 422 (the same schema, on the wire).
import { describe, expect, it } from 'vitest';
import { endpoints, messages, NewPasswordSchema, RegisterSchema } from '#contract';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../support/backend';

/** Each password has every class but the one its name says; lengths are exact. */
const refused: Array<[string, string]> = [
  ['7 characters (one short of 8)', 'Ab1!xyz'],
  ['17 characters (one over 16)', 'Ab1!xyzxyzxyzxyzx'],
  ['no lowercase letter', 'AB1!XYZW'],
  ['no uppercase letter', 'ab1!xyzw'],
  ['no digit', 'Ab!!xyzw'],
  ['no special character', 'Ab12xyzw'],
  ['a character outside the allowed set', 'Ab1!xyz-'],
];
const accepted: Array<[string, string]> = [
  ['8 characters', 'Ab1!xyzw'],
  ['16 characters', 'Ab1!xyzxyzxyzxyz'],
];
const SPECIALS = '@$!#~^()`.,;:{}_/%*?&';

const ruleOf = (password: string) => {
  const parsed = NewPasswordSchema.safeParse(password);
  return parsed.success ? 'ok' : parsed.error.issues[0]?.message;
};

describe('password rule in the contract', () => {
  it('the test passwords are what their names say', () => {
    expect(refused.find(([name]) => name.startsWith('7'))![1]).toHaveLength(7);
    expect(refused.find(([name]) => name.startsWith('17'))![1]).toHaveLength(17);
    expect(accepted.map(([, p]) => p.length)).toEqual([8, 16]);
  });

  it.each(accepted)('password rule: accepts %s with every class present', (_name, password) => {
    expect(ruleOf(password)).toBe('ok');
  });

  it.each(refused)('password rule: refuses %s with the rule message', (_name, password) => {
    expect(ruleOf(password)).toBe(messages.passwordRule);
  });

  it('password rule: each listed special character alone satisfies the special-character class', () => {
    for (const special of SPECIALS) expect(ruleOf(`Ab1${special}xyzw`), special).toBe('ok');
  });

  it('password rule: an empty password says it is required', () => {
    expect(ruleOf('')).toBe(messages.passwordRequired);
  });

  it('password rule: registration shows the rule on the password field', () => {
    const form = {
      email: 'a@example.test',
      phone: '0711000000',
      id_number: '12345678',
      confirmPassword: 'Ab1!xyz',
      category: 'GRADUATE',
      type: 'Individual',
    };
    const parsed = RegisterSchema.safeParse({ ...form, password: 'Ab1!xyz' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['password', messages.passwordRule]);
  });
});

describe("password rule in the fake server's 422", () => {
  const t = useBackend({ scenario: 'fresh' });
  let n = 0;
  /** A registration that differs from the others only by its password; unique e-mail, phone and id. */
  const registration = (password: string) => {
    n++;
    return {
      email: `pw${n}@example.test`,
      phone: `07110${String(n).padStart(5, '0')}`,
      id_number: `9${String(n).padStart(7, '0')}`,
      password,
      confirmPassword: password,
      category: 'GRADUATE',
      type: 'Individual' as const,
    };
  };
  /** Straight to the server: the client would refuse the body before sending it. */
  const post = async (body: unknown, path = 'auth/register', token: string | null = null) => {
    const response = await fetch(new URL(path, TEST_BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  };

  it.each(refused)('password rule: the server refuses %s with 422 and the rule message', async (_name, password) => {
    expect(await post(registration(password))).toEqual({
      status: 422,
      body: expect.objectContaining({ message: messages.passwordRule }) as unknown,
    });
  });

  it('password rule: every call that sets a password (register, reset, settings, activation) refuses a weak one with 422', async () => {
    const login = await t.anon.call(endpoints.auth.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } });
    const calls: Array<[string, Record<string, unknown>, string | null]> = [
      ['auth/register', registration(''), null],
      ['auth/password', { token: 'any-token' }, null],
      ['auth/set-password', {}, login.data.token],
      ['auth/activation/activate', { otp_code: '123456', email: 'a@example.test', identificationDocumentNo: '12345678' }, null],
    ];
    for (const [path, fields, token] of calls) {
      for (const [name, password] of refused) {
        const answer = await post({ ...fields, password, confirmPassword: password }, path, token);
        expect({ path, name, status: answer.status, message: answer.body.message }).toEqual({
          path,
          name,
          status: 422,
          message: messages.passwordRule,
        });
      }
    }
  });

  it.each(accepted)('password rule: the server registers %s', async (_name, password) => {
    const body = registration(password);
    const answer = await t.anon.call(endpoints.auth.register, { body });
    expect(answer.data.phone_no).toBe(body.phone);
  });
});
