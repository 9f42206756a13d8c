// Issue 35 item 1 (DECISIONS §F, docs/decisions/024): a one-time code opens only its own account, and every guess
// the fake backend takes (codes, code sends, passwords, activation codes) is limited per account in a window of the
// simulated clock: the 5th wrong guess is refused as the first, the 6th is 429 with Retry-After, the right answer
// too while limited, and the right answer works once the clock has stepped past the window.
import { describe, expect, it } from 'vitest';
import { endpoints } from '#contract';
import { OTP_SEND_ANSWER } from '#contract/access-messages.ts';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { useBackend } from '../../support/backend';

const e = endpoints.auth;
const strong = 'N3w!passw';
const WINDOW_S = LIMIT_WINDOW_MS / 1000;
const limited = (retryAfter: number) => ({ status: 429, retryAfter, message: 'Too many attempts, try again in 15 minutes.' });
const wrongCode = { status: 422, message: 'The code is not valid.' };

describe('one-time codes bound to their account, and every guess limited', () => {
  const t = useBackend({ scenario: 'fresh' });
  let n = 0;
  /** A new applicant waiting for a code: its id, and the code sent at registration. */
  async function applicant() {
    n += 1;
    const phone = `07110009${String(n).padStart(2, '0')}`;
    const email = `limit${n}@example.test`;
    const reg = await t.anon.call(e.register, {
      body: { email, phone, id_number: `4234567${n}`, password: strong, confirmPassword: strong, category: 'GRADUATE', type: 'Individual' },
    });
    return { id: reg.data.id, email, phone, code: () => t.lastMessageTo(phone)!.codes[0]! };
  }
  const verify = (user_id: number, otp_code: string) => t.anon.call(e.verifyOtp, { body: { otp_code, user_id } });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('user_id is required: a code alone opens nothing', async () => {
    const a = await applicant();
    await expect(t.anon.call(e.verifyOtp, { body: { otp_code: a.code() } as never })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: 'A user id is required',
    });
    // The fake server refuses it too (a client that skips the contract, as curl).
    const raw = await fetch(new URL('auth/verify-otp', TEST_BASE_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otp_code: a.code() }),
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ message: 'A user id is required' });
  });

  it("another account's live code is the same refusal as a wrong code, and opens neither account", async () => {
    const a = await applicant();
    const b = await applicant();
    await expect(verify(b.id, a.code())).rejects.toMatchObject(wrongCode);
    await expect(verify(b.id, wrong(b.code()))).rejects.toMatchObject(wrongCode);
    // Both codes still open their own accounts.
    expect((await verify(a.id, a.code())).data.user.id).toBe(a.id);
    expect((await verify(b.id, b.code())).data.user.id).toBe(b.id);
  });

  it('the 5th wrong code is refused as the first; the 6th try is 429 with Retry-After, even with the right code', async () => {
    const a = await applicant();
    for (let i = 1; i <= 5; i++) await expect(verify(a.id, wrong(a.code()))).rejects.toMatchObject(wrongCode);
    await expect(verify(a.id, a.code())).rejects.toMatchObject(limited(WINDOW_S));
    await t.backend.simulation.advance(60_000);
    await expect(verify(a.id, wrong(a.code()))).rejects.toMatchObject({ status: 429, retryAfter: WINDOW_S - 60 });
  });

  it('four wrong codes leave the right one working', async () => {
    const a = await applicant();
    for (let i = 1; i <= 4; i++) await expect(verify(a.id, wrong(a.code()))).rejects.toMatchObject(wrongCode);
    expect((await verify(a.id, a.code())).data.user.id).toBe(a.id);
  });

  it('a new code does not reset the count (per account), and ends the old code', async () => {
    const a = await applicant();
    const first = a.code();
    for (let i = 1; i <= 5; i++) await expect(verify(a.id, wrong(first))).rejects.toMatchObject(wrongCode);
    await t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } });
    expect(a.code()).not.toBe(first);
    await expect(verify(a.id, a.code())).rejects.toMatchObject({ status: 429 });
    // Past the window: the old code is refused (ended by the new one), the new one is taken.
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    await t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } });
    await expect(verify(a.id, first)).rejects.toMatchObject({ status: 422 });
    expect((await verify(a.id, a.code())).data.user.id).toBe(a.id);
  });

  it("one account's wrong codes do not limit another's", async () => {
    const a = await applicant();
    const b = await applicant();
    for (let i = 1; i <= 5; i++) await expect(verify(a.id, wrong(a.code()))).rejects.toMatchObject(wrongCode);
    expect((await verify(b.id, b.code())).data.user.id).toBe(b.id);
  });

  it('a code of the account is taken one moment past the window, not one moment before', async () => {
    const a = await applicant();
    for (let i = 1; i <= 5; i++) await expect(verify(a.id, wrong(a.code()))).rejects.toMatchObject(wrongCode);
    await t.backend.simulation.advance(LIMIT_WINDOW_MS - 1000);
    await expect(t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } })).resolves.toMatchObject({ message: OTP_SEND_ANSWER });
    await expect(verify(a.id, a.code())).rejects.toMatchObject({ status: 429, retryAfter: 1 });
    await t.backend.simulation.advance(1000);
    expect((await verify(a.id, a.code())).data.user.id).toBe(a.id);
  });

  it('send-otp answers the same for an unknown id, a verified account and one waiting for a code, and sends only to the last', async () => {
    const a = await applicant();
    const before = t.backend.db.outbox.count();
    const waiting = await t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } });
    const sentToWaiting = t.backend.db.outbox.count() - before;
    const unknown = await t.anon.call(e.sendOtp, { query: { user_id: '987654' } });
    const verified = await t.anon.call(e.sendOtp, { query: { user_id: '1' } });
    expect(sentToWaiting).toBeGreaterThan(0);
    expect(t.backend.db.outbox.count() - before).toBe(sentToWaiting);
    expect([waiting.message, unknown.message, verified.message]).toEqual([OTP_SEND_ANSWER, OTP_SEND_ANSWER, OTP_SEND_ANSWER]);
  });

  it('send-otp: 3 sends in the window, the 4th is 429 (an unknown id alike), and a send is taken past the window', async () => {
    const a = await applicant();
    for (const id of [String(a.id), '876543']) {
      for (let i = 1; i <= 3; i++) await t.anon.call(e.sendOtp, { query: { user_id: id } });
      await expect(t.anon.call(e.sendOtp, { query: { user_id: id } })).rejects.toMatchObject(limited(WINDOW_S));
    }
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    await expect(t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } })).resolves.toMatchObject({ message: OTP_SEND_ANSWER });
  });

  it('the sign-in of an account never activated sends a code each time, counted against the same send limit', async () => {
    const a = await applicant();
    const login = () => t.anon.call(e.login, { body: { email: a.email, password: strong } });
    for (let i = 1; i <= 3; i++) await expect(login()).rejects.toMatchObject({ status: 403 });
    await expect(t.anon.call(e.sendOtp, { query: { user_id: String(a.id) } })).rejects.toMatchObject({ status: 429 });
    await expect(login()).rejects.toMatchObject({ status: 429 });
  });

  it('auth/login: the 5th wrong password is refused as the first, the 6th try is 429 even with the right password', async () => {
    const login = (password: string) => t.anon.call(e.login, { body: { email: 'approver@demo.test', password } });
    for (let i = 1; i <= 5; i++) await expect(login('Wr0ng!pass')).rejects.toMatchObject({ status: 422 });
    await expect(login('Passw0rd!')).rejects.toMatchObject(limited(WINDOW_S));
    // Another account is not limited by it.
    await expect(t.anon.call(e.login, { body: { email: 'member@demo.test', password: 'Passw0rd!' } })).resolves.toBeTruthy();
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    expect((await login('Passw0rd!')).data.user.email).toBe('approver@demo.test');
  });

  it('auth/login: four wrong passwords leave the right one working', async () => {
    const login = (password: string) => t.anon.call(e.login, { body: { email: 'admin@demo.test', password } });
    for (let i = 1; i <= 4; i++) await expect(login('Wr0ng!pass')).rejects.toMatchObject({ status: 422 });
    expect((await login('Passw0rd!')).data.user.email).toBe('admin@demo.test');
  });

  it('auth/activation/activate: the 5th wrong code is refused as the first, the 6th is 429', async () => {
    const activate = () =>
      t.anon.call(e.activate, {
        body: {
          otp_code: '00000000',
          password: strong,
          confirmPassword: strong,
          email: 'x@example.test',
          identificationDocumentNo: '99887766',
        },
      });
    for (let i = 1; i <= 5; i++) await expect(activate()).rejects.toMatchObject({ status: 422 });
    await expect(activate()).rejects.toMatchObject(limited(WINDOW_S));
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    await expect(activate()).rejects.toMatchObject({ status: 422 });
  });
});
