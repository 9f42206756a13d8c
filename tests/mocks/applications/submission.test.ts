// Application submission needs the one-time code checked by auth/verify-otp (spec 3 §2, §7) and a fully passed
// checklist; application/submit takes the application object, not the code. The simulated timeline then
// moves the application New → Open → Committee Review → Board Review → Released (or Rejected), one step a day.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, newApplicationDraft } from '#contract';
import { evaluateChecklist } from '#mocks/handlers/checklist/checklist-rules.ts';
import { TASK } from '#mocks/domain/tasks.ts';
import { LIMIT_WINDOW_MS } from '#mocks/domain/attempt-limit.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { DAY_MS, pdfHeader, raw, session, type Session } from '../support';

const e = endpoints.membership;
const approver = personaByKey('approver');
const pending = personaByKey('pending');

describe('application submission and review', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  beforeAll(async () => {
    me = await session(t, approver.email);
  });

  // Signed in as the member (send-otp sends a verified account's code only to its own session), past the send
  // limit's window so each test's code is sent.
  const sendCode = async (userId: number, phone: string) => {
    await t.backend.simulation.advance(LIMIT_WINDOW_MS);
    const owner = userId === approver.userId ? me : await session(t, pending.email);
    await owner.client.call(endpoints.auth.sendOtp, { query: { user_id: String(userId) } });
    return t.lastMessageTo(phone)!.codes[0]!;
  };
  const verify = (client: Session['client'], userId: number, otp_code: string) =>
    client.call(endpoints.auth.verifyOtp, { body: { otp_code, user_id: userId } });
  const draft = newApplicationDraft(approver.profileId!, 'PE');

  it("document 3 §2/§7: application/submit is refused until auth/verify-otp has checked the member's own code", async () => {
    // No check yet: refused, nothing opened.
    await expect(me.client.call(e.submitApplication, { body: draft })).rejects.toMatchObject({
      status: 422,
      message: 'Verify the code we sent you before submitting the application.',
    });
    // A wrong code, and a code sent to someone else, are refused by verify-otp and grant nothing.
    await expect(verify(me.client, approver.userId, '000000')).rejects.toMatchObject({ status: 422, message: 'The code is not valid.' });
    const pendingCode = await sendCode(pending.userId, pending.phone!);
    await expect(verify(me.client, approver.userId, pendingCode)).rejects.toMatchObject({ status: 422, message: 'The code is not valid.' });
    await expect(verify(me.client, pending.userId, pendingCode)).rejects.toMatchObject({ status: 422, message: 'The code is not valid.' });
    await expect(me.client.call(e.submitApplication, { body: draft })).rejects.toMatchObject({ status: 422 });
    expect((await me.client.call(e.applications)).data).toEqual([]);
    // The old call (the code inside application/submit) is not the spec's: refused by the contract.
    expect((await raw(me.token, 'POST', 'application/submit', { otp_code: '123456' })).status).toBe(422);
  });

  it("document 3 §8: a signed-in check answers 'Successfully verified OTP' and keeps the member's session", async () => {
    const code = await sendCode(approver.userId, approver.phone!);
    const answer = await verify(me.client, approver.userId, code);
    expect(answer.message).toBe('Successfully verified OTP');
    expect(answer.data.user.id).toBe(approver.userId);
    expect(answer.data.token).toBe(me.token);
    // The code is used up.
    await expect(verify(me.client, approver.userId, code)).rejects.toMatchObject({ message: 'The code has already been used.' });
  });

  it('a submission grant lasts 10 minutes: refused one moment after', async () => {
    const code = await sendCode(approver.userId, approver.phone!);
    await verify(me.client, approver.userId, code);
    await t.backend.simulation.advance(10 * 60_000 + 1);
    await expect(me.client.call(e.submitApplication, { body: draft })).rejects.toMatchObject({
      message: 'Verify the code we sent you before submitting the application.',
    });
  });

  it('refuses an application object of another profile', async () => {
    const code = await sendCode(approver.userId, approver.phone!);
    await verify(me.client, approver.userId, code);
    await expect(me.client.call(e.submitApplication, { body: newApplicationDraft(pending.profileId!, 'PE') })).rejects.toMatchObject({
      status: 422,
      message: 'This application belongs to another profile.',
    });
  });

  it('refuses a member whose checklist is incomplete (pending@), without using the code', async () => {
    const failing = evaluateChecklist(t.backend.db, pending.profileId!, 'GRADUATE', 'Application').filter((i) => !i.pass);
    expect(failing.length).toBeGreaterThan(0);
    const code = await sendCode(pending.userId, pending.phone!);
    const client = (await session(t, pending.email)).client;
    await verify(client, pending.userId, code);
    const open = (await client.call(e.applications)).data[0]!;
    await expect(client.call(e.submitApplication, { body: open })).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/^Complete the requirements checklist before submitting: /) as unknown,
    });
    const app = (await client.call(e.applications)).data[0]!;
    expect(app).toMatchObject({ status: 'New', Submitted: false });
  });

  it('submits with the code, bills the application fee, and moves one step per simulated day to Released', async () => {
    const code = await sendCode(approver.userId, approver.phone!);
    await verify(me.client, approver.userId, code);
    const submitted = await me.client.call(e.submitApplication, { body: draft });
    expect(submitted.data).toMatchObject({
      status: 'New',
      Submitted: true,
      AppliedCategory: 'PE',
      postedReceiptNo: '',
      assignedMemberNo: '',
    });
    expect(submitted.data.Amount).toBeGreaterThan(0);
    // The check is used up: a second submission needs a new code.
    await expect(me.client.call(e.submitApplication, { body: submitted.data })).rejects.toMatchObject({ status: 422 });
    // Its document and pro-forma invoice are ready.
    expect(pdfHeader((await me.client.call(e.applicationDocument, { params: { code: submitted.data.Code } })).data)).toBe('%PDF-');
    expect(pdfHeader((await me.client.call(e.proforma, { params: { code: submitted.data.Code } })).data)).toBe('%PDF-');
    expect((await me.client.call(e.balance)).data.BalanceLCY).toBe(submitted.data.Amount);

    const statusAfterDay = async () => {
      await t.backend.simulation.advance(DAY_MS);
      return (await me.client.call(e.applications)).data.find((a) => a.Code === submitted.data.Code)!;
    };
    expect((await statusAfterDay()).status).toBe('Open');
    const review = await statusAfterDay();
    expect(review.status).toBe('Committee Review');
    expect(review.membershipComments.length).toBeGreaterThan(0);
    expect(review.membershipComments.every((c) => !c.hiddenFromApplicant)).toBe(true);
    // The stored record has a hidden comment the member never sees.
    expect(
      t.backend.db.applications
        .findFirst((q) => q.where({ Code: submitted.data.Code }))!
        .membershipComments.some((c) => c.hiddenFromApplicant),
    ).toBe(true);
    expect((await statusAfterDay()).status).toBe('Board Review');
    const released = await statusAfterDay();
    expect(released.status).toBe('Released');
    expect(released.assignedMemberNo).not.toBe('');
    expect(t.lastMessageTo(approver.email)?.body).toContain(released.assignedMemberNo);
    expect(pdfHeader((await me.client.call(e.applicationAcceptanceLetter, { params: { code: released.Code } })).data)).toBe('%PDF-');
    expect(pdfHeader((await me.client.call(e.applicationCertificate, { params: { code: released.Code } })).data)).toBe('%PDF-');
    await expect(me.client.call(e.applicationRejectionLetter, { params: { code: released.Code } })).rejects.toMatchObject({ status: 422 });
    // Nothing more happens on later days.
    expect((await statusAfterDay()).status).toBe('Released');
  });

  it('rejects at board review when the requirements are not met, with a rejection letter', async () => {
    const { db, simulation } = t.backend;
    const app = db.applications.findFirst((q) => q.where({ ProfileID: pending.profileId! }))!;
    await db.applications.update((q) => q.where({ Code: app.Code }), {
      data: (a) => void Object.assign(a, { status: 'Board Review', Submitted: true }),
    });
    await simulation.schedule(TASK.applicationAdvance, DAY_MS, { code: app.Code, expected: 'Board Review' });
    await simulation.advance(DAY_MS);
    const client = (await session(t, pending.email)).client;
    const rejected = (await client.call(e.applications)).data.find((a) => a.Code === app.Code)!;
    expect(rejected.status).toBe('Rejected');
    expect(rejected.assignedMemberNo).toBe('');
    expect(pdfHeader((await client.call(e.applicationRejectionLetter, { params: { code: app.Code } })).data)).toBe('%PDF-');
  });
});
