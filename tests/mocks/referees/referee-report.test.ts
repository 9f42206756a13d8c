// The referee's side without an account: the seeded request e-mail opens pending@'s form, and the referee form
// report is read with the link's two values or the applicant's session, and by nobody else.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ApiClient } from '#contract';
import { refereeMessages } from '#contract/profile-referee.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { linkParts, session, type Session } from '../profile/support';

const e = endpoints.profile;
const pending = personaByKey('pending');
const approver = personaByKey('approver');
const isPdf = (base64: string) => atob(base64).startsWith('%PDF-');

describe('referee request and report without an account', () => {
  const t = useBackend({ scenario: 'default' });
  let me: Session;
  let anon: ApiClient;
  let link: { memberNo: string; code: string };
  let entryNo: number;
  beforeAll(async () => {
    me = await session(t, pending.email);
    anon = t.anon;
  });

  it("the seed leaves approver@'s request e-mail in the outbox, and its link opens pending@'s unanswered form", async () => {
    const message = t.lastMessageTo(approver.email);
    expect(message?.body).toContain('Kiprotich Koech has named you as a referee');
    link = linkParts(message!.links[0]!);
    expect(link.memberNo).toBe(pending.profileId);
    const form = (await anon.call(e.refereeQuestions, { body: link })).data;
    const unanswered = (await me.client.call(e.referees)).data.find((r) => r.Email === approver.email)!;
    expect(unanswered.response).toBe('');
    expect(form).toMatchObject({ EntryNo: unanswered.EntryNo, response: '', applicant: 'Kiprotich Koech' });
    entryNo = form.EntryNo;
    // Only the unanswered referee is asked: the accepted one (member@) got nothing at seed time.
    expect(t.lastMessageTo(personaByKey('member').email)?.body ?? '').not.toContain('has named you as a referee');
  });

  it('before the answer there is no report, even with the right link', async () => {
    await expect(anon.call(e.refereeFormReport, { params: { entryNo }, body: link })).rejects.toMatchObject({ status: 422 });
  });

  it('after the answer the referee reads the report with the link alone; a wrong code, another entry or no link is a 404 naming no one', async () => {
    const questions = (await anon.call(e.refereeQuestions, { body: link })).data.Questions.refereeResponse;
    await anon.call(e.answerReferee, {
      body: {
        ...link,
        response: 'Accept',
        Questions: { refereeResponse: questions.map((q) => ({ questionNo: q.questionNo, answer: `Answer ${q.questionNo}` })) },
      },
    });

    expect(isPdf((await anon.call(e.refereeFormReport, { params: { entryNo }, body: link })).data)).toBe(true);
    await expect(anon.call(e.refereeFormReport, { params: { entryNo }, body: { ...link, code: `${link.code}x` } })).rejects.toMatchObject({
      status: 404,
      message: refereeMessages.linkInvalid,
    });
    await expect(anon.call(e.refereeFormReport, { params: { entryNo }, body: { code: link.code } })).rejects.toMatchObject({
      status: 404,
    });
    // The accepted referee's entry (1) is not this link's (2).
    const other = entryNo === 1 ? 2 : 1;
    await expect(anon.call(e.refereeFormReport, { params: { entryNo: other }, body: link })).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
    await expect(anon.call(e.refereeFormReport, { params: { entryNo }, body: {} })).rejects.toMatchObject({
      status: 404,
      message: 'Not found.',
    });
  });

  it("the applicant reads it with the session; another member's session does not reach it", async () => {
    expect(isPdf((await me.client.call(e.refereeFormReport, { params: { entryNo }, body: {} })).data)).toBe(true);
    const stranger = await t.signIn(personaByKey('firm').email);
    await expect(stranger.call(e.refereeFormReport, { params: { entryNo }, body: {} })).rejects.toMatchObject({ status: 404 });
  });
});
