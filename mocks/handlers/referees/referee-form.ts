// The referee's side: the form behind the e-mailed link (public: the applicant and the request code are the
// credential, a wrong code is 404, a link past its time 410: DECISIONS §F), the answer (Accept with every answer, Reject with a remark, once), and the
// referee report PDF, which the applicant reads with their session and the referee with the link's two values.
import { endpoints } from '#contract';
import { refereeLinkExpiredMessage, refereeLinkExpiresAt, refereeMessages, type RefereeForm } from '#contract/profile-referee.ts';
import type { Simulation } from '../../simulation/simulation';
import { gone, notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { StoredAccount } from '../../core/accounts';
import type { Db } from '../../db';
import type { ProfileRecord, RefereeRecord } from '../../db/profile';
import { renderPdf } from '../../pdf/pdf';
import { boardOf } from '../../domain/organisation';
import { syncProfileComplete } from '../checklist/checklist-rules';
import { fullName, requireProfile } from '../profile/common';
import { hrefTo } from '#contract/routes.ts';

const e = endpoints.profile;

/** The report's Member No of an applicant the Board has not admitted yet (issue 34: never the internal profile id). */
export const NO_MEMBER_NUMBER = 'Not yet assigned (applicant)';

/** Shown to the referee before the questions (the view previews the first 300 characters). */
const CONFIRMATION_STATEMENT =
  'I confirm that I have known the applicant named above in a professional capacity for a period sufficient to form a fair opinion of ' +
  'their engineering knowledge, experience and character. The answers I give below are true to the best of my knowledge and belief, ' +
  'and I understand that the registration body relies on them when it assesses the application. I confirm that I am not related to ' +
  'the applicant, that I have no financial interest in the outcome of the application, and that I will inform the registration body ' +
  'without delay if I become aware of any fact that would change my answers.';

type StoredReferee = NonNullable<ReturnType<Db['referees']['findFirst']>>;

/**
 * The request a link names, while the link lasts (the simulation's clock decides: 90 days after the request, 30 after the
 * answer). Only the holder of the right code learns that it expired, and whom to ask.
 */
function findRequest(
  db: Db,
  simulation: Simulation,
  applicantRef: string,
  code: string,
): { profile: ProfileRecord; referee: StoredReferee } {
  const ref = applicantRef.trim().toLowerCase();
  const profile = db.profiles.findFirst((q) =>
    q.where({ MemberNo: (m) => m !== '' && m.toLowerCase() === ref }).or({ ProfileID: (id) => id.toLowerCase() === ref }),
  );
  const referee = profile && code ? db.referees.findFirst((q) => q.where({ ProfileID: profile.ProfileID, code })) : undefined;
  if (!profile || !referee) throw notFound(refereeMessages.linkInvalid);
  if (simulation.now() >= refereeLinkExpiresAt(referee)) {
    const contact = db.settings.findFirst()?.minor_settings.contact_caption ?? '';
    throw gone(refereeLinkExpiredMessage(fullName(profile), boardOf(db).name, contact));
  }
  return { profile, referee };
}

const questionsOf = (db: Db) => db.refereeQuestions.findMany(undefined, { orderBy: { questionNo: 'asc' } });

function formOf(db: Db, profile: ProfileRecord, referee: RefereeRecord): RefereeForm {
  const [first = '', ...rest] = referee.Name.trim().split(/\s+/);
  const answers = new Map(referee.answers.map((a) => [a.questionNo, a.answer]));
  return {
    EntryNo: referee.EntryNo,
    referee: { FirstName: first, LastName: rest.join(' ') },
    applicant: fullName(profile),
    ConfirmationStatement: { confirmationStatement: CONFIRMATION_STATEMENT },
    Questions: {
      refereeResponse: questionsOf(db).map((q) => ({
        questionNo: q.questionNo,
        question: q.question,
        answer: answers.get(q.questionNo) ?? '',
      })),
    },
    response: referee.response,
    Remarks: referee.Remarks,
  };
}

/**
 * Whose report may be read: the referee's own (the link's memberNo and code, no account needed), else the
 * signed-in applicant's referee. Anything else is a 404 that names no one, so a guess learns nothing.
 */
function reportRequest(
  db: Db,
  simulation: Simulation,
  user: StoredAccount | null,
  entryNo: number,
  link: { memberNo?: string | undefined; code?: string | undefined },
) {
  const NOT_FOUND = 'Not found.';
  if (!Number.isInteger(entryNo)) throw notFound(NOT_FOUND);
  if (link.memberNo || link.code) {
    const found = findRequest(db, simulation, link.memberNo ?? '', link.code ?? '');
    if (found.referee.EntryNo !== entryNo) throw notFound(NOT_FOUND);
    return found;
  }
  if (!user) throw notFound(NOT_FOUND);
  const profile = requireProfile(db, user);
  const referee = db.referees.findFirst((q) => q.where({ ProfileID: profile.ProfileID, EntryNo: entryNo }));
  if (!referee) throw notFound(NOT_FOUND);
  return { profile, referee };
}

export const refereeFormRoutes: MockRoute[] = [
  route(e.refereeQuestions, ({ db, simulation, body }) => {
    const { profile, referee } = findRequest(db, simulation, body.memberNo, body.code);
    return { data: formOf(db, profile, referee) };
  }),

  route(e.answerReferee, async ({ db, simulation, body }) => {
    const { profile, referee } = findRequest(db, simulation, body.memberNo, body.code);
    if (referee.response !== '') throw unprocessable(refereeMessages.alreadyAnswered);
    const given = new Map(body.Questions.refereeResponse.map((a) => [a.questionNo, a.answer.trim()]));
    const answers = questionsOf(db).map((q) => ({ questionNo: q.questionNo, question: q.question, answer: given.get(q.questionNo) ?? '' }));
    if (body.response === 'Accept' && answers.some((a) => a.answer === '')) throw unprocessable(refereeMessages.answerRequired);
    await db.referees.update(referee, {
      data: (r) => {
        r.response = body.response;
        r.Remarks = body.Remarks?.trim() ?? '';
        r.answers = answers;
        r.answeredAt = simulation.nowIso();
      },
    });
    await syncProfileComplete(db, profile.ProfileID);
    const verb = body.response === 'Accept' ? 'accepted' : 'rejected';
    await simulation.send({
      channel: 'email',
      to: profile.Email,
      subject: `Your referee ${referee.Name} has ${verb}`,
      body: `${referee.Name} has ${verb} your referee request.`,
      links: [hrefTo('profile')],
      codes: [],
    });
    return {
      data: [{ EntryNo: referee.EntryNo, response: body.response, applicant: fullName(profile) }],
      message: body.response === 'Accept' ? refereeMessages.accepted : refereeMessages.rejected,
    };
  }),

  route(e.refereeFormReport, async ({ db, simulation, user, params, body }) => {
    const { profile, referee } = reportRequest(db, simulation, user, Number(params.entryNo), body);
    if (referee.response === '') throw unprocessable('The referee has not answered yet.');
    const data = await renderPdf({
      board: boardOf(db),
      title: 'REFEREE FORM REPORT',
      subtitle: `Applicant: ${fullName(profile)}`,
      // Only what the applicant and the body know them by: never the internal profile id.
      reference: `REF-${referee.EntryNo}`,
      issuedOn: referee.answeredAt || simulation.nowIso(),
      fields: [
        ['Applicant', fullName(profile)],
        ['Member No', profile.MemberNo || NO_MEMBER_NUMBER],
        ['Referee', referee.Name],
        ['Referee Member No', referee.memberNo],
        ['Referee E-mail', referee.Email],
        ['Place of work', referee.PlaceOfWork || '-'],
        ['Designation', referee.Designation || '-'],
        ['Response', referee.response === 'Accept' ? 'Accepted' : 'Rejected'],
        ['Remarks', referee.Remarks || '-'],
      ],
      paragraphs: [
        CONFIRMATION_STATEMENT,
        ...referee.answers.flatMap((a) => [`Question ${a.questionNo}. ${a.question}`, `Answer: ${a.answer || '-'}`]),
      ],
      footer: 'Referee report generated by the member portal.',
    });
    return { data };
  }),
];
