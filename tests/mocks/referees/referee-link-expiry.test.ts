// DECISIONS §F against the fake backend (issue 35 item 6): a referee link answers for 90 days after the request and,
// once answered, shows the referee's answer for 30 days after it; past that every call of the link is a 410 that
// names the applicant and the body's contact. The simulation's clock decides. The code never travels in a URL,
// and seeded codes are as random as live ones.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type ApiClient } from '#contract';
import { refereeMessages } from '#contract/profile-referee.ts';
import { TEST_BASE_URL } from '#mocks/node.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';
import { useBackend } from '../../support/backend';
import { linkParts } from '../profile/support';

const e = endpoints.profile;
const pending = personaByKey('pending');
const approver = personaByKey('approver');
const DAY = 86_400_000;
/** DECISIONS §F's numbers, written out: a test that read the code's constants would pass whatever they were. */
const REFEREE_LINK_DAYS = 90;
const REFEREE_REPORT_DAYS = 30;
const CONTACT = 'registrar@ebk.example, +254 20 271 9000';
const EXPIRED = {
  status: 410,
  message: `${refereeMessages.linkExpired} Ask Kiprotich Koech, who named you as a referee, to send you a new request, or contact Engineers Board of Kenya (demo) (${CONTACT}).`,
};

describe('referee link expiry (the simulation clock decides)', () => {
  const t = useBackend({ scenario: 'default' });
  let applicant: ApiClient;
  let lineNo: number;
  let entryNo: number;
  const link = () => linkParts(t.lastMessageTo(approver.email)!.links[0]!);
  const stored = () => t.backend.db.referees.findFirst((q) => q.where({ ProfileID: pending.profileId!, Email: approver.email }))!;
  /** Moves the simulation's clock to `ms` after `fromIso` (forward only). */
  const clockTo = async (fromIso: string, ms: number) => {
    const target = Date.parse(fromIso) + ms;
    expect(target).toBeGreaterThanOrEqual(t.backend.simulation.now());
    await t.backend.simulation.advance(target - t.backend.simulation.now());
  };
  const answer = (response: 'Accept' | 'Reject') =>
    t.anon.call(e.answerReferee, {
      body: {
        ...link(),
        response,
        Remarks: response === 'Reject' ? 'Not known to me.' : '',
        Questions: {
          refereeResponse: t.backend.db.refereeQuestions
            .findMany()
            .map((q) => ({ questionNo: q.questionNo, answer: `Answer ${q.questionNo}` })),
        },
      },
    });

  beforeAll(async () => {
    applicant = await t.signIn(pending.email);
    const row = (await applicant.call(e.referees)).data.find((r) => r.Email === approver.email)!;
    lineNo = row.lineNo;
    entryNo = row.EntryNo;
    // A request sent now, by the applicant's Resend: the clock starts from here.
    await applicant.call(e.sendRefereeEmail, { body: { lineNo } });
  });

  it(`the form opens until the last moment of day ${REFEREE_LINK_DAYS} after the request, and is a 410 naming who to ask from then on`, async () => {
    const sentAt = stored().requestSentAt;
    await clockTo(sentAt, REFEREE_LINK_DAYS * DAY - 1);
    expect((await t.anon.call(e.refereeQuestions, { body: link() })).data.applicant).toBe('Kiprotich Koech');
    await clockTo(sentAt, REFEREE_LINK_DAYS * DAY);
    await expect(t.anon.call(e.refereeQuestions, { body: link() })).rejects.toMatchObject(EXPIRED);
    // Answering is refused alike, and nothing is stored.
    await expect(answer('Accept')).rejects.toMatchObject(EXPIRED);
    expect(stored().response).toBe('');
  });

  it('a wrong code past the time is still the 404 that names no one: only the link holder learns who asked', async () => {
    await expect(t.anon.call(e.refereeQuestions, { body: { ...link(), code: `${link().code}x` } })).rejects.toMatchObject({
      status: 404,
      message: refereeMessages.linkInvalid,
    });
  });

  it('a resend sends the request again: the same link answers for another 90 days', async () => {
    await applicant.call(e.sendRefereeEmail, { body: { lineNo } });
    expect((await t.anon.call(e.refereeQuestions, { body: link() })).data.response).toBe('');
  });

  it(`after the answer, the referee's report and form stay readable until day ${REFEREE_REPORT_DAYS} after it, then are a 410; the applicant's session still reads the report`, async () => {
    await clockTo(stored().requestSentAt, 10 * DAY);
    await answer('Accept');
    const answeredAt = stored().answeredAt;
    // Day 30 after the answer is past day 90 after the request no earlier than this: the answer's grace counts alone.
    await clockTo(answeredAt, REFEREE_REPORT_DAYS * DAY - 1);
    expect(atob((await t.anon.call(e.refereeFormReport, { params: { entryNo }, body: link() })).data).startsWith('%PDF-')).toBe(true);
    expect((await t.anon.call(e.refereeQuestions, { body: link() })).data.response).toBe('Accept');
    await clockTo(answeredAt, REFEREE_REPORT_DAYS * DAY);
    await expect(t.anon.call(e.refereeFormReport, { params: { entryNo }, body: link() })).rejects.toMatchObject(EXPIRED);
    await expect(t.anon.call(e.refereeQuestions, { body: link() })).rejects.toMatchObject(EXPIRED);
    expect(atob((await applicant.call(e.refereeFormReport, { params: { entryNo }, body: {} })).data).startsWith('%PDF-')).toBe(true);
  });

  it('the link is answered for 90 days after the request even when the report grace would end later (answered on day 89)', async () => {
    // Another request of the applicant's, sent now: answered one moment before day 90, its report lasts 30 days more.
    await t.backend.db.referees.update(stored(), {
      data: (r) => void Object.assign(r, { response: '', Remarks: '', answers: [], answeredAt: '' }),
    });
    await applicant.call(e.sendRefereeEmail, { body: { lineNo } });
    const sentAt = stored().requestSentAt;
    await clockTo(sentAt, REFEREE_LINK_DAYS * DAY - 1);
    await answer('Reject');
    await clockTo(sentAt, (REFEREE_LINK_DAYS + REFEREE_REPORT_DAYS) * DAY - 2);
    expect((await t.anon.call(e.refereeFormReport, { params: { entryNo }, body: link() })).data).toBeTruthy();
    await clockTo(sentAt, (REFEREE_LINK_DAYS + REFEREE_REPORT_DAYS) * DAY - 1);
    await expect(t.anon.call(e.refereeFormReport, { params: { entryNo }, body: link() })).rejects.toMatchObject(EXPIRED);
  });
});

describe('the referee code stays out of URLs; codes are as random live as seeded', () => {
  const t = useBackend({ scenario: 'default' });

  it('the form and the report are read with the code in the body: the old GET with ?code= is no call at all (405)', async () => {
    const { memberNo, code } = linkParts(t.lastMessageTo(approver.email)!.links[0]!);
    const urls: string[] = [];
    t.server.events.on('request:start', ({ request }) => void urls.push(request.url));
    await t.anon.call(e.refereeQuestions, { body: { memberNo, code } });
    await expect(t.anon.call(e.refereeFormReport, { params: { entryNo: 2 }, body: { memberNo, code } })).rejects.toMatchObject({
      status: 422,
    });
    expect(urls.length).toBe(2);
    for (const url of urls) expect(url).not.toContain(code);
    const old = await fetch(new URL(`questions?${new URLSearchParams({ memberNo, code })}`, TEST_BASE_URL));
    expect(old.status).toBe(405);
  });

  it('every seeded code is 24 random hex digits (96 bits), as a live one is, and no two are alike', async () => {
    const seeded = t.backend.db.referees.findMany().map((r) => r.code);
    expect(seeded.length).toBeGreaterThan(3);
    for (const code of seeded) expect(code).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(seeded).size).toBe(seeded.length);
    const member = await t.signIn(pending.email);
    const row = (await member.call(e.referees)).data.find((r) => r.Email === approver.email)!;
    // Another person on the row gets a new, live code.
    const other = personaByKey('arrears');
    await member.call(e.updateReferee, {
      body: { ...row, MemberNo: other.memberNo!, Email: other.email, refereeType: row.refereeType },
    });
    const live = t.backend.db.referees.findFirst((q) => q.where({ ProfileID: pending.profileId!, lineNo: row.lineNo }))!.code;
    expect(live).toMatch(/^[0-9a-f]{24}$/);
    expect(seeded).not.toContain(live);
  });
});
