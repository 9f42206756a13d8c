// Referee behaviour composed onto the sub-list factory: the request e-mail with its link, resend, member search.
import { endpoints } from '#contract';
import { listMessages, referees } from '#contract/profile-lists.ts';
import { refereeMessages } from '#contract/profile-referee.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import type { RefereeRecord } from '../../db/profile';
import { refereeCodeOf, sendRefereeRequest } from '../../domain/referee-request';
import { requireProfile, text } from '../profile/common';
import { subListRoutes, type Row, type SubListBehaviour, type SubListContext } from '../profile/sub-list';

const e = endpoints.profile;

export const findMemberByNo = (db: Db, memberNo: string) => {
  const wanted = memberNo.trim().toLowerCase();
  return wanted ? db.profiles.findFirst((q) => q.where({ MemberNo: (m) => m !== '' && m.toLowerCase() === wanted })) : undefined;
};

/** Spec 2 §5: Referee Type is required (the contract says so); what is sent must be one of the types set up. */
function checkRefereeType(body: Row, ctx: SubListContext) {
  const types = ctx.db.lookups.findMany((q) => q.where({ list: 'referee-types' }));
  const type = text(body.refereeType).trim();
  if (type === '') throw unprocessable(listMessages.refereeTypeRequired);
  if (!types.some((t) => t.Code === type)) throw unprocessable('Choose a referee type from the list.');
}

function checkReferee(body: Row, ctx: SubListContext, existing: Row | undefined) {
  checkRefereeType(body, ctx);
  const memberNo = text(body.MemberNo).trim();
  const referee = findMemberByNo(ctx.db, memberNo);
  if (!referee) throw unprocessable('No member was found with this membership number.');
  if (referee.ProfileID === ctx.profile.ProfileID) throw unprocessable('You cannot be your own referee.');
  const duplicate = ctx.db.referees.findFirst((q) =>
    q.where({ ProfileID: ctx.profile.ProfileID, memberNo: (m) => m.toLowerCase() === memberNo.toLowerCase() }),
  );
  if (duplicate && duplicate.lineNo !== existing?.lineNo) throw unprocessable('This member is already one of your referees.');
  return referee.MemberNo;
}

/** The referee is a member (stored as memberNo); a new person gets a new link, and the old one stops working. */
const referee: SubListBehaviour['compose'] = (fields, ctx, existing, body) => {
  const memberNo = checkReferee(body, ctx, existing);
  const changedPerson =
    existing && (existing.memberNo !== memberNo || text(existing.Email).toLowerCase() !== text(fields.Email).toLowerCase());
  // Any old answer no longer counts for a new person.
  const fresh =
    !existing || changedPerson
      ? { code: refereeCodeOf(ctx.simulation.randomToken()), response: '', Remarks: '', answers: [], answeredAt: '' }
      : {};
  return { memberNo, ...fresh };
};

export const refereeRoutes: MockRoute[] = [
  ...subListRoutes(referees, {
    collection: (db) => db.referees,
    compose: referee,
    afterAdd: (record, ctx) => sendRefereeRequest(ctx.db, ctx.simulation, ctx.profile, record as RefereeRecord),
    afterUpdate: async (record, ctx) => {
      if (record.response === '') await sendRefereeRequest(ctx.db, ctx.simulation, ctx.profile, record as RefereeRecord);
    },
  }),

  route(e.sendRefereeEmail, async ({ db, simulation, user, body }) => {
    const profile = requireProfile(db, user);
    const referee = db.referees.findFirst((q) => q.where({ ProfileID: profile.ProfileID, lineNo: body.lineNo }));
    if (!referee) throw notFound('Not found.');
    if (referee.response !== '') throw unprocessable(refereeMessages.alreadyAnswered);
    await sendRefereeRequest(db, simulation, profile, referee);
    return { message: refereeMessages.emailSent };
  }),

  route(e.searchReferee, ({ db, user, body }) => {
    const me = requireProfile(db, user);
    const found = findMemberByNo(db, body.search);
    if (!found) throw notFound('No member was found with this membership number.');
    if (found.ProfileID === me.ProfileID) throw unprocessable('You cannot be your own referee.');
    const work = db.workExperience.findMany((q) => q.where({ ProfileID: found.ProfileID }), { orderBy: { EntryNo: 'desc' } });
    return {
      data: {
        FirstName: found.FirstName,
        SecondName: found.SecondName,
        LastName: found.LastName,
        Email: found.Email,
        MemberNo: found.MemberNo,
        workExperience: work.map((w) => ({
          PhoneNo: w.PhoneNo || found.PhoneNo,
          Address: w.Address,
          PlaceOfWork: w.PlaceOfWork,
          Designation: w.Designation,
        })),
      },
    };
  }),
];
