// The OTP page's code rule without a server (spec 1 §5: 6 digits): what a `?verify=` link may pre-fill and what
// Verify OTP may send. Nothing here reaches the network: a refused code never leaves the page.
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#contract/endpoint.ts';
import { encodeBase64, encodeBase64Json } from '#contract/base64.ts';
import { otpMachine } from '#machines/access/otp.machine.ts';

const link = encodeBase64Json({ id: 7, phone_no: '0722000001' });
/** A client that fails the test if the machine calls it (it names attempts as the browser does: no source of its own). */
const api: ApiClient = {
  call: () => {
    throw new Error('no call expected');
  },
};
const start = (verify: string | null = null) => createActor(otpMachine, { input: { api, encodedId: link, verify } }).start();

describe('the OTP code on the page', () => {
  it('pre-fills a 6-digit ?verify= code, spaces around it dropped', () => {
    const actor = start(encodeBase64(' 012345 '));
    expect(actor.getSnapshot().context).toMatchObject({ code: '012345', error: null });
  });

  it.each([
    ['5 digits', encodeBase64('12345')],
    ['7 digits', encodeBase64('1234567')],
    ['a letter among 6', encodeBase64('12a456')],
    ['not base64', '%%%not-base64'],
  ])('reports a ?verify= code of %s, never types it in', (_name, verify) => {
    const actor = start(verify);
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toMatchObject({
      code: '',
      error: 'The code in the link could not be read. Type the code you received.',
    });
  });

  it.each([
    ['not base64', '%%%not-base64', null],
    ['base64 of no account', encodeBase64Json({ phone_no: '0722000001' }), 'The link is damaged: it does not name an account.'],
  ])('a link that is %s names no account and no phone, with a message', (_name, encodedId, message) => {
    const actor = createActor(otpMachine, { input: { api, encodedId, verify: encodeBase64('012345') } }).start();
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ userId: null, phone: '', maskedPhone: '', code: '' });
    if (message) expect(context.error).toBe(message);
    else expect(context.error).toEqual(expect.any(String));
  });

  it('without ?verify= the page starts empty and quiet', () => {
    expect(start().getSnapshot().context).toMatchObject({ code: '', error: null });
  });

  it('does not send 5 digits; a 7-digit paste keeps the first 6', () => {
    const actor = start();
    actor.send({ type: 'otp.change', code: '12345' });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context.error).toBe('The code must be 6 digits');
    actor.send({ type: 'otp.change', code: '1234567' });
    expect(actor.getSnapshot().context).toMatchObject({ code: '123456', error: null });
  });
});
