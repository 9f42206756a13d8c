// The referee flow: the applicant names a referee → the request e-mail lands in the referee's outbox with a link →
// the referee (no account, no session) reads the form with the link's two base64 parts → answers (each answer and
// the remarks at most 250 characters) → the applicant's REFEREE checklist item passes.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ApiClient } from '#contract';
import { REFEREE_ANSWER_MAX, refereeMessages } from '#contract/profile-referee.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { linkParts, passes, session, type Session } from '../profile/support';

const e = endpoints.profile;
const pending = personaByKey('pending');
const approver = personaByKey('approver');

/** A POST questions/update without a session and without the client's checks (the server must refuse alone). */
async function rawAnswer(body: unknown) {
  const response = await fetch(new URL('questions/update', TEST_BASE_URL), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('referee flow', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let anon: ApiClient;
  beforeAll(async () => {
    me = await session(t, pending.email);
    anon = t.anon;
  });

  const refereeItem = async () =>
    passes((await me.client.call(e.checklist, { query: { category: 'GRADUATE', type: 'Application' } })).data).REFEREE;

  it('pending@ starts with one accepted and one unanswered referee, so REFEREE fails', async () => {
    const rows = (await me.client.call(e.referees)).data;
    expect(rows.map((r) => r.response).sort()).toEqual(['', 'Accept']);
    // The server-only request code never leaves the server.
    for (const r of rows) expect(r).not.toHaveProperty('code');
    expect(await refereeItem()).toBe(false);
  });

  it('add → e-mailed link → anonymous form → accept within the limits → REFEREE passes', async () => {
    const db = t.backend.db;
    const candidate = db.profiles.findFirst((q) => q.where({ userId: (u) => u === null, MemberShipType: 'PE' }))!;
    const found = await me.client.call(e.searchReferee, { body: { search: candidate.MemberNo } });
    expect(found.data).toMatchObject({ FirstName: candidate.FirstName, LastName: candidate.LastName, MemberNo: candidate.MemberNo });

    const added = await me.client.call(e.addReferee, {
      body: {
        Name: `Eng. ${candidate.FirstName} ${candidate.LastName}`,
        Email: candidate.Email,
        PhoneNo: '0711222333',
        MemberNo: candidate.MemberNo,
        refereeType: 'SECONDER',
      },
    });
    expect(added.data).toMatchObject({ response: '', memberNo: candidate.MemberNo });
    const sentTo = () => db.outbox.findMany((q) => q.where({ to: candidate.Email })).length;
    const first = t.lastMessageTo(candidate.Email)!;
    expect(first.links).toHaveLength(1);
    expect(sentTo()).toBe(1);

    // Resend: 'Email Sent', and the same link again.
    expect((await me.client.call(e.sendRefereeEmail, { body: { lineNo: added.data.lineNo } })).message).toBe(refereeMessages.emailSent);
    expect(sentTo()).toBe(2);
    const again = t.lastMessageTo(candidate.Email)!;
    expect(again.links).toEqual(first.links);

    const { memberNo, code } = linkParts(again.links[0]!);
    expect(memberNo).toBe(pending.profileId);
    const form = (await anon.call(e.refereeQuestions, { body: { memberNo, code } })).data;
    expect(form).toMatchObject({ applicant: 'Kiprotich Koech', response: '', referee: { FirstName: 'Eng.' } });
    expect(form.ConfirmationStatement.confirmationStatement.length).toBeGreaterThan(300);
    const questions = form.Questions.refereeResponse;
    expect(questions.length).toBeGreaterThan(1);

    const answers = (answer: (i: number) => string) =>
      questions.map((q, i) => ({ questionNo: q.questionNo, question: q.question, answer: answer(i) }));
    const ok = 'x'.repeat(REFEREE_ANSWER_MAX);
    const tooLong = 'x'.repeat(REFEREE_ANSWER_MAX + 1);
    const accept = { memberNo, code, response: 'Accept' as const, Questions: { refereeResponse: answers(() => ok) } };

    // 251 characters: refused by the client and by the server, in an answer or in the remarks.
    await expect(anon.call(e.answerReferee, { body: { ...accept, Remarks: tooLong } })).rejects.toMatchObject({
      message: refereeMessages.answerTooLong,
    });
    expect(await rawAnswer({ ...accept, Remarks: tooLong })).toEqual({
      status: 422,
      body: expect.objectContaining({ message: refereeMessages.answerTooLong }) as unknown,
    });
    expect(await rawAnswer({ ...accept, Questions: { refereeResponse: answers((i) => (i === 1 ? tooLong : ok)) } })).toMatchObject({
      status: 422,
      body: { message: refereeMessages.answerTooLong },
    });
    // Accept needs every answer.
    expect(await rawAnswer({ ...accept, Questions: { refereeResponse: answers((i) => (i === 0 ? '  ' : ok)) } })).toMatchObject({
      status: 422,
      body: { message: refereeMessages.answerRequired },
    });
    expect(await rawAnswer({ ...accept, Questions: { refereeResponse: answers(() => ok).slice(1) } })).toMatchObject({
      status: 422,
      body: { message: refereeMessages.answerRequired },
    });
    // A wrong code is not a form.
    await expect(anon.call(e.refereeQuestions, { body: { memberNo, code: `${code}x` } })).rejects.toMatchObject({
      status: 404,
      message: refereeMessages.linkInvalid,
    });
    expect(await refereeItem()).toBe(false);

    // 250 characters everywhere: accepted.
    const answered = await anon.call(e.answerReferee, { body: { ...accept, Remarks: ok } });
    expect(answered.message).toBe(refereeMessages.accepted);
    expect(answered.data[0]).toMatchObject({ EntryNo: added.data.EntryNo, response: 'Accept' });
    expect(await refereeItem()).toBe(true);
    expect((await me.client.call(e.referees)).data.find((r) => r.lineNo === added.data.lineNo)).toMatchObject({
      response: 'Accept',
      Remarks: ok,
    });
    expect(t.lastMessageTo(pending.email)?.body).toContain('accepted');

    // Once only; no more reminders; the applicant can read the report.
    expect(await rawAnswer({ ...accept, Remarks: 'again' })).toMatchObject({
      status: 422,
      body: { message: refereeMessages.alreadyAnswered },
    });
    await expect(me.client.call(e.sendRefereeEmail, { body: { lineNo: added.data.lineNo } })).rejects.toMatchObject({
      status: 422,
      message: refereeMessages.alreadyAnswered,
    });
    const report = await me.client.call(e.refereeFormReport, { params: { entryNo: added.data.EntryNo }, body: {} });
    expect(atob(report.data).startsWith('%PDF-')).toBe(true);
  });

  it("the seeded unanswered referee's link works; rejecting needs a remark", async () => {
    const unanswered = (await me.client.call(e.referees)).data.find((r) => r.response === '')!;
    expect(unanswered.Email).toBe(approver.email);
    await me.client.call(e.sendRefereeEmail, { body: { lineNo: unanswered.lineNo } });
    const { memberNo, code } = linkParts(t.lastMessageTo(approver.email)!.links[0]!);
    const form = (await anon.call(e.refereeQuestions, { body: { memberNo, code } })).data;
    expect(form.EntryNo).toBe(unanswered.EntryNo);

    const reject = { memberNo, code, response: 'Reject' as const, Questions: { refereeResponse: [] } };
    expect(await rawAnswer(reject)).toMatchObject({ status: 422, body: { message: refereeMessages.remarkRequired } });
    const rejected = await anon.call(e.answerReferee, { body: { ...reject, Remarks: 'I have not worked with the applicant.' } });
    expect(rejected.message).toBe(refereeMessages.rejected);
    expect((await me.client.call(e.referees)).data.find((r) => r.lineNo === unanswered.lineNo)).toMatchObject({ response: 'Reject' });
  });

  it('updating a referee to another person sends a new link; the old one stops working', async () => {
    const db = t.backend.db;
    const [a, b] = db.profiles.findMany((q) => q.where({ userId: (u) => u === null, MemberShipType: 'CE' })).slice(0, 2);
    const added = await me.client.call(e.addReferee, {
      body: { Name: a!.FirstName, Email: a!.Email, PhoneNo: '0711000000', MemberNo: a!.MemberNo, refereeType: 'REFEREE' },
    });
    const oldLink = linkParts(t.lastMessageTo(a!.Email)!.links[0]!);
    await me.client.call(e.updateReferee, {
      body: {
        lineNo: added.data.lineNo,
        Name: b!.FirstName,
        Email: b!.Email,
        PhoneNo: '0711000001',
        MemberNo: b!.MemberNo,
        refereeType: 'REFEREE',
      },
    });
    const newLink = linkParts(t.lastMessageTo(b!.Email)!.links[0]!);
    expect(newLink.code).not.toBe(oldLink.code);
    await expect(anon.call(e.refereeQuestions, { body: oldLink })).rejects.toMatchObject({ status: 404 });
    expect((await anon.call(e.refereeQuestions, { body: newLink })).data.response).toBe('');
    // The referee rules: a known member, not oneself, not twice.
    await expect(
      me.client.call(e.addReferee, {
        body: { Name: 'X', Email: 'x@example.com', PhoneNo: '0711000002', MemberNo: 'M0000000', refereeType: 'REFEREE' },
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      me.client.call(e.addReferee, {
        body: { Name: 'X', Email: b!.Email, PhoneNo: '0711000002', MemberNo: b!.MemberNo, refereeType: 'REFEREE' },
      }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'This member is already one of your referees.',
    });
    await me.client.call(e.removeReferee, { body: { lineNo: added.data.lineNo } });
    await expect(anon.call(e.refereeQuestions, { body: newLink })).rejects.toMatchObject({ status: 404 });
  });
});
