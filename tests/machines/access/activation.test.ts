// Activation of an existing member against the fake backend: member search (only with a number, ?memberNo=
// base64 pre-fill), the request, the e-mailed code, step 2 → a session; every failure branch.
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { encodeBase64 } from '#contract';
import { accessMessages } from '#contract/access-messages.ts';
import { activationMachine, type activateForm, type requestForm } from '#machines/access/activation.machine.ts';
import type { ApiClient } from '#contract';
import { useBackend } from '../../support/backend';

const strong = 'N3w!passw';

describe('activation machine', () => {
  const t = useBackend({ scenario: 'default' });
  let taken = 0;
  /** A member of the register without a portal account (a different one per test). */
  const unclaimed = () => {
    const all = t.backend.db.profiles.findMany((q) => q.where({ userId: null, MemberNo: (m) => m !== '' }), {
      orderBy: { MemberNo: 'asc' },
    });
    const member = all[taken++];
    if (!member) throw new Error('the scenario has no unclaimed member');
    return member;
  };
  const start = (input: { code?: string; memberNo?: string | null } = {}, api = t.anon) =>
    createActor(activationMachine, { input: { api, ...input } }).start();
  const request = (a: ReturnType<typeof start>) => a.getSnapshot().children.request as ActorRefFrom<typeof requestForm>;
  const activate = (a: ReturnType<typeof start>) => a.getSnapshot().children.activate as ActorRefFrom<typeof activateForm>;
  const fill = (form: { send: (e: { type: 'form.change'; name: string; value: unknown }) => void }, values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) form.send({ type: 'form.change', name, value });
  };

  it('searches only with a number, fills the names, requests a code and activates with it', async () => {
    const m = unclaimed();
    const a = start();
    a.send({ type: 'activation.search', memberNo: '  ' });
    expect(a.getSnapshot().context.searchError).toBe('Field is required');
    a.send({ type: 'activation.search', memberNo: m.MemberNo });
    await waitFor(a, (s) => s.matches({ step1: 'idle' }));
    expect(request(a).getSnapshot().context.values).toMatchObject({ memberNameFirst: m.FirstName, memberNameLast: m.LastName });

    // Issue 35 item 6: an e-mail that is not the member's on file is refused with the one message, what was typed kept.
    fill(request(a), {
      memberNo: m.MemberNo,
      identificationDocumentNo: m.IdentificationDocumentNo,
      phoneNo: `+254 ${m.PhoneNo.slice(1, 4)} ${m.PhoneNo.slice(4)}`,
      eMailAddress: 'act1@demo.test',
    });
    request(a).send({ type: 'form.submit' });
    await waitFor(request(a), (s) => s.matches('editing') && s.context.serverError !== null);
    expect(request(a).getSnapshot().context).toMatchObject({
      serverError: accessMessages.claimRefused,
      values: { eMailAddress: 'act1@demo.test', identificationDocumentNo: m.IdentificationDocumentNo },
    });
    expect(a.getSnapshot().matches('step1')).toBe(true);
    expect(t.lastMessageTo('act1@demo.test')).toBeUndefined();
    // The one on file (typed in capitals), with the phone as +254 …: the code goes to the addresses on file.
    await t.backend.db.profiles.update(m, { data: (p) => void (p.Email = 'act1@demo.test') });
    fill(request(a), { eMailAddress: 'ACT1@demo.test' });
    request(a).send({ type: 'form.submit' });
    await waitFor(a, (s) => s.matches('step2'));
    expect(a.getSnapshot().context.notice).toMatch(/\w/);
    // Step 2 starts with what step 1 already knows.
    expect(activate(a).getSnapshot().context.values).toMatchObject({
      email: 'ACT1@demo.test',
      identificationDocumentNo: m.IdentificationDocumentNo,
    });

    const code = t.lastMessageTo('act1@demo.test')?.codes[0] ?? '';
    fill(activate(a), { otp_code: 'WRONG1', password: strong, confirmPassword: strong });
    activate(a).send({ type: 'form.submit' });
    await waitFor(activate(a), (s) => s.matches('editing') && s.context.serverError !== null);
    expect(activate(a).getSnapshot().context.values.otp_code).toBe('WRONG1');

    fill(activate(a), { otp_code: code });
    activate(a).send({ type: 'form.submit' });
    await waitFor(a, (s) => s.status === 'done');
    expect(a.getSnapshot().output?.session.user.email.toLowerCase()).toBe('act1@demo.test');
  });

  it('pre-fills and runs the search from ?memberNo= (base64); garbage is a clear message', async () => {
    const m = unclaimed();
    const a = start({ memberNo: encodeBase64(m.MemberNo) });
    await waitFor(a, (s) => s.matches({ step1: 'idle' }));
    expect(request(a).getSnapshot().context.values).toMatchObject({ memberNo: m.MemberNo, memberNameFirst: m.FirstName });

    const bad = start({ memberNo: '%%%<script>' });
    expect(bad.getSnapshot().matches({ step1: 'idle' })).toBe(true);
    expect(bad.getSnapshot().context.linkError).toBe('The member number in the link could not be read. Type it instead.');
  });

  it('says so when the number is unknown, clearing any names shown', async () => {
    const a = start();
    a.send({ type: 'activation.search', memberNo: 'NO-SUCH-1' });
    await waitFor(a, (s) => s.matches({ step1: 'idle' }) && s.context.searchError !== null);
    expect(request(a).getSnapshot().context.values.memberNameFirst).toBe('');
  });

  it('opens step 2 directly with a code from the route, and goes back keeping step 1', () => {
    const a = start({ code: 'ABC123' });
    expect(a.getSnapshot().matches('step2')).toBe(true);
    expect(activate(a).getSnapshot().context.values.otp_code).toBe('ABC123');
    a.send({ type: 'activation.back' });
    fill(request(a), { memberNo: 'M-TYPED' });
    a.send({ type: 'activation.useCode' });
    a.send({ type: 'activation.back' });
    expect(request(a).getSnapshot().context.values.memberNo).toBe('M-TYPED');
  });

  it('turns a network failure into a message', async () => {
    const down: ApiClient = {
      call: () => Promise.reject(new Error('The server could not be reached. Check your connection and try again.')),
    };
    const a = start({}, down);
    a.send({ type: 'activation.search', memberNo: 'M1001' });
    await waitFor(a, (s) => s.matches({ step1: 'idle' }) && s.context.searchError !== null);
    expect(a.getSnapshot().context.searchError).toMatch(/\w/);
  });
});
