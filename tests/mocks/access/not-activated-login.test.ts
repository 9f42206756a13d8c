// An applicant who never entered their code signs in (issue 34 item 5): the right password is refused with the
// contract's words and sends a new code, whose e-mailed link opens the code page of that account (its {id, phone_no},
// the code filled in), where the code activates it; a wrong password sends nothing. Each cause alone.
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Json, endpoints } from '#contract';
import { NOT_ACTIVATED_MESSAGE } from '#contract/sign-in.ts';
import { useBackend } from '../../support/backend';

const e = endpoints.auth;
const strong = 'N3w!passw';
const email = 'amina@example.test';
const phone = '0711000333';

describe('signing in before the code was entered', () => {
  const t = useBackend({ scenario: 'fresh' });

  it('a wrong password: the credentials message, and no new code', async () => {
    await t.anon.call(e.register, {
      body: { email, phone, id_number: '32345678', password: strong, confirmPassword: strong, category: 'GRADUATE', type: 'Individual' },
    });
    const before = t.backend.db.outbox.count();
    await expect(t.anon.call(e.login, { body: { email, password: 'Wr0ng!pass' } })).rejects.toMatchObject({
      status: 422,
      message: 'These credentials do not match our records.',
    });
    expect(t.backend.db.outbox.count()).toBe(before);
  });

  it('the right password: 403 with the words the login page knows, a new code, and a link to this account’s code page', async () => {
    await expect(t.anon.call(e.login, { body: { email, password: strong } })).rejects.toMatchObject({
      status: 403,
      message: NOT_ACTIVATED_MESSAGE,
    });
    const mail = t.lastMessageTo(email)!;
    const sms = t.lastMessageTo(phone)!;
    const code = mail.codes[0]!;
    expect(sms.codes).toEqual([code]);
    const link = new URL(mail.links[0]!, 'https://portal.example.org');
    const [, route, id] = link.pathname.split('/');
    expect(route).toBe('otp');
    const account = decodeBase64Json(decodeURIComponent(id!));
    expect(account.ok && account.value).toMatchObject({ phone_no: phone });
    const verify = decodeBase64(link.searchParams.get('verify') ?? '');
    expect(verify).toEqual({ ok: true, value: code });

    // What the code page sends: the code for that account activates it; the login then succeeds.
    const userId = account.ok ? (account.value as { id: number }).id : 0;
    const opened = await t.anon.call(e.verifyOtp, { body: { otp_code: code, user_id: userId } });
    expect(opened.data.user.email).toBe(email);
    expect(opened.data.user.email_verified_at).not.toBeNull();
    expect((await t.anon.call(e.login, { body: { email, password: strong } })).data.user.email).toBe(email);
  });
});
