// The OTP machine against the fake backend's limits (issue 35 item 1): the 6th try is the `limited` state with
// "Too many attempts, try again in N minutes" and the typed code kept; the right code is taken once the simulated
// clock has stepped past the window; Resend is refused by the machine while send-otp is limited, and comes back
// when the server's wait is over.
import { createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64Json, endpoints } from '#contract';
import { otpMachine, resendWaitMessage } from '#machines/access/otp.machine.ts';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';
let n = 0;

describe('otp machine under the limits', () => {
  const t = useBackend({ scenario: 'fresh' });
  afterEach(() => void vi.useRealTimers());

  async function register() {
    n += 1;
    const phone = `07330000${String(n).padStart(2, '0')}`;
    const reg = await t.anon.call(endpoints.auth.register, {
      body: {
        email: `lim${n}@example.test`,
        phone,
        id_number: `4400000${n}`,
        password: strong,
        confirmPassword: strong,
        category: 'GRADUATE',
        type: 'Individual',
      },
    });
    return { encodedId: encodeBase64Json(reg.data), id: reg.data.id, code: () => t.lastMessageTo(phone)!.codes[0]! };
  }
  const start = (encodedId: string) => createActor(otpMachine, { input: { api: t.anon, encodedId } }).start();

  it('the 5th wrong code goes back to entering; the 6th is limited with the wait in minutes, the code kept', async () => {
    const reg = await register();
    const actor = start(reg.encodedId);
    const wrong = reg.code() === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      actor.send({ type: 'otp.change', code: wrong });
      actor.send({ type: 'otp.submit' });
      await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('The code is not valid.');
    }
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('limited'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Too many attempts, try again in 15 minutes.', code: wrong });
    // Still limited with the right code; past the window (the right code ended by then: a new one is sent) it signs in.
    actor.send({ type: 'otp.change', code: reg.code() });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches('limited') && s.context.code === reg.code());
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.notice !== null);
    actor.send({ type: 'otp.change', code: reg.code() });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('Resend: the 4th send in the window is refused with when it may be asked again, and no Resend until then', async () => {
    const reg = await register();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const actor = start(reg.encodedId);
    for (let i = 1; i <= 3; i++) {
      actor.send({ type: 'otp.resend' });
      await vi.waitFor(() => expect(actor.getSnapshot().context.notice).not.toBeNull());
    }
    actor.send({ type: 'otp.change', code: '12' });
    actor.send({ type: 'otp.resend' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.resendWait).toBe(15 * 60));
    expect(actor.getSnapshot().context).toMatchObject({ error: resendWaitMessage(15 * 60), code: '12' });
    expect(resendWaitMessage(15 * 60)).toBe('You can ask for a new code in 15 minutes.');
    // While the wait runs, Resend is not an event the machine takes.
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches('entering')).toBe(true);
    // (vi.waitFor moved the fake clock a few intervals already: a second's margin.)
    vi.advanceTimersByTime(15 * 60_000 - 1000);
    expect(actor.getSnapshot().context.resendWait).toBe(15 * 60);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.resendWait).toBeNull();
    vi.useRealTimers();
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.notice !== null);
  });

  it('says "1 minute" for a wait of a minute or less, and rounds a wait up', async () => {
    const { tooManyAttemptsMessage } = await import('#contract/access-messages.ts');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts, try again in 1 minute.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts, try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts, try again in 2 minutes.');
    expect(resendWaitMessage(59)).toBe('You can ask for a new code in 1 minute.');
  });
});
