// The OTP machine against the fake backend: link decoding, pre-fill, wrong code, resend, expiry, success.
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { encodeBase64, encodeBase64Json, endpoints } from '#contract';
import { OTP_VERIFIED_MESSAGE, otpMachine } from '#machines/access/otp.machine.ts';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';
let n = 0;

describe('otp machine', () => {
  const t = useBackend({ scenario: 'fresh' });

  async function register() {
    n += 1;
    const phone = `07220000${String(n).padStart(2, '0')}`;
    const reg = await t.anon.call(endpoints.auth.register, {
      body: {
        email: `otp${n}@example.test`,
        phone,
        id_number: `3300000${n}`,
        password: strong,
        confirmPassword: strong,
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    return { encodedId: encodeBase64Json(reg.data), phone, code: () => t.lastMessageTo(phone)!.codes[0]! };
  }

  const start = (encodedId: string, verify?: string) => {
    const actor = createActor(otpMachine, { input: { api: t.anon, encodedId, verify: verify ?? null } });
    actor.start();
    return actor;
  };

  it('shows the masked phone and verifies the code from the outbox', async () => {
    const reg = await register();
    const actor = start(reg.encodedId);
    expect(actor.getSnapshot().context.maskedPhone).toBe(`${reg.phone.slice(0, 3)}****${reg.phone.slice(-3)}`);
    actor.send({ type: 'otp.change', code: reg.code() });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.notice).toBe(OTP_VERIFIED_MESSAGE);
    expect(actor.getSnapshot().output?.session.user.email_verified_at).not.toBeNull();
  });

  it('does not submit an empty or short code, with the spec message', async () => {
    const reg = await register();
    const actor = start(reg.encodedId);
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.error).toBe('Field is required');
    actor.send({ type: 'otp.change', code: '12a3' });
    expect(actor.getSnapshot().context.code).toBe('123');
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().context.error).toBe('The code must be 6 digits');
  });

  it('keeps a wrong code on screen with the server message', async () => {
    const reg = await register();
    const actor = start(reg.encodedId);
    const wrong = reg.code() === '000000' ? '111111' : '000000';
    actor.send({ type: 'otp.change', code: wrong });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The code is not valid.');
    expect(actor.getSnapshot().context.code).toBe(wrong);
  });

  it('resends a code; the old one stops working', async () => {
    const reg = await register();
    const first = reg.code();
    const actor = start(reg.encodedId);
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.notice !== null);
    const second = reg.code();
    actor.send({ type: 'otp.change', code: first });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The code has already been used.');
    actor.send({ type: 'otp.change', code: second });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('refuses an expired code', async () => {
    const reg = await register();
    const actor = start(reg.encodedId);
    await t.backend.simulation.advance(10 * 60_000 + 1);
    actor.send({ type: 'otp.change', code: reg.code() });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('The code has expired. Request a new one.');
  });

  it('pre-fills the code from ?verify= and reports an unreadable one', async () => {
    const reg = await register();
    expect(start(reg.encodedId, encodeBase64(reg.code())).getSnapshot().context.code).toBe(reg.code());
    const bad = start(reg.encodedId, '%%%not-base64');
    expect(bad.getSnapshot().value).toBe('entering');
    expect(bad.getSnapshot().context.error).toMatch(/could not be read/);
  });

  it('shows a clear message for a damaged link, never an exception', () => {
    for (const id of ['', 'garbage!!', encodeBase64('not json'), encodeBase64Json({ id: 'x' }), '<script>alert(1)</script>']) {
      const actor = start(id);
      expect(actor.getSnapshot().value).toBe('invalidLink');
      expect(actor.getSnapshot().context.error).toMatch(/damaged/);
    }
  });
});
