// Every sub-list except referees (../referees/referees.ts) on the one factory, taken from `profileSubLists`: what a list adds
// beyond its contract definition (derived fields, checks against other records) is the only thing written here.
import { listMessages, OTHER_UNIVERSITY, profileSubLists } from '#contract/profile-lists.ts';
import { unprocessable } from '../../core/http-error';
import { isKnownCountry, UNKNOWN_COUNTRY } from '../../domain/organisation';
import type { MockRoute } from '../../core/route';
import { text } from './common';
import { recordDeclaration } from './declaration';
import { findMemberByNo } from '../referees/referees';
import { subListRoutes, type SubListBehaviour } from './sub-list';
import { subListCollection, type SubListName } from '../../db/sub-list-rows';

/** Contact fields of a Foreign qualification, upper-cased (spec 2 §5); a Local one keeps none. */
const FOREIGN_CONTACT = ['ContactPerson', 'ContactDesignation', 'contactPersonAddress', 'ContactCountry'] as const;

/** A listed university (or accredited programme) of a Local qualification names its institution. */
const UNIVERSITY_LISTS = ['universities', 'accredited-programmes'];
const certification: SubListBehaviour['compose'] = (fields, ctx, existing, body) => {
  const foreign = fields.Category === 'Foreign';
  // A body that names its institution says its university too: no code is an 'OTHER' one (its code dropped).
  const named = body.UniversityCode !== undefined || body.Institution !== undefined;
  const sent = named ? text(body.UniversityCode) : text(existing?.UniversityCode);
  const code = foreign || sent === OTHER_UNIVERSITY ? '' : sent;
  const university = code ? ctx.db.lookups.findFirst((q) => q.where({ Code: code, list: (l) => UNIVERSITY_LISTS.includes(l) })) : undefined;
  if (code && !university) throw unprocessable('Choose a university from the list.');
  return {
    UniversityCode: code,
    Institution: university ? university.Description : text(fields.Institution),
    ...Object.fromEntries(FOREIGN_CONTACT.map((f) => [f, foreign ? text(fields[f]).toUpperCase() : ''])),
    ContactEmail: foreign ? text(fields.ContactEmail) : '',
    CompletionYear: body.CompletionYear ?? Number(text(fields.GraduationDate).slice(0, 4)),
    // Transcripts belong to Foreign qualifications only.
    transcript: foreign ? fields.transcript : [],
  };
};

/** While Current there is no end date. */
const work: SubListBehaviour['compose'] = (fields, _ctx, _existing, body) => {
  const current = body.Current === true;
  return { Current: current, EndDate: current ? '' : fields.EndDate };
};

/** Shareholders and directors: a Member needs a registration number that exists (stored as the member has it). */
const party: SubListBehaviour['compose'] = (fields, ctx) => {
  if (fields.type !== 'Member') return { regNo: '' };
  const member = findMemberByNo(ctx.db, text(fields.regNo));
  if (!member) throw unprocessable(listMessages.regNoNotFound);
  return { regNo: member.MemberNo };
};

/** One count per employee type from the setup list, described as the setup describes it. */
const employeeCount: SubListBehaviour['compose'] = (fields, ctx, existing) => {
  const code = text(fields.code);
  const type = ctx.db.employeeTypes.findFirst((q) => q.where({ code }));
  if (!type) throw unprocessable('Choose an employee type from the list.');
  const twin = ctx.db.employeeCounts.findFirst((q) => q.where({ profileID: ctx.profile.ProfileID, code }));
  if (twin && twin.lineNo !== existing?.lineNo) throw unprocessable('This employee type is already listed: edit its count instead.');
  return { description: type.description };
};

/** A contact's country is a code of setup/countries, as the licence wizard that prefills from it expects. */
const contact: SubListBehaviour['compose'] = (fields, ctx) => {
  if (!isKnownCountry(ctx.db, text(fields.Country))) throw unprocessable(UNKNOWN_COUNTRY);
  return {};
};

/** What a list adds beyond its definition, by its contract name; a list without an entry is its definition alone. */
const BEHAVIOUR: Partial<Record<SubListName, Omit<SubListBehaviour, 'collection'>>> = {
  contacts: { compose: contact },
  certifications: { compose: certification },
  workExperience: { compose: work },
  // Recording a conviction is declaring one (spec §F): the declaration turns Yes.
  convictions: {
    afterAdd: async (_row, ctx) => void (await recordDeclaration(ctx.db, ctx.profile.ProfileID, 'Yes', ctx.simulation.today())),
  },
  shareholders: { compose: party },
  directors: { compose: party },
  employees: { compose: employeeCount },
};

/** Every list of `profileSubLists`, in its order, stored where mocks/db/sub-list-rows.ts says; referees aside. */
export const listRoutes: MockRoute[] = profileSubLists.flatMap((list) =>
  list.name === 'referees' ? [] : subListRoutes(list, { collection: (db) => subListCollection(db, list.name), ...BEHAVIOUR[list.name] }),
);
