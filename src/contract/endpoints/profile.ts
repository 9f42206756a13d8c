// Spec 2 §7: the profile's bio calls, its sub-lists and the referee form (the caller's profile and checklist,
// which the member data reads, are in member-profile.ts); spec 1 §2.5/§7: the public search. The sub-lists'
// calls are generated from their one definition each (profile-lists.ts, sub-list.ts).
import { defineEndpoint } from '../endpoint';
import { DocumentAnswerSchema, envelope, listEnvelope, MessageAnswerSchema } from '../envelope';
import {
  FirmBioCreateSchema,
  FirmBioSchema,
  FirmBioUpdateSchema,
  ProfileCreateSchema,
  ProfileSchema,
  ProfileUpdateSchema,
} from '../profile';
import {
  EmployeeTypeSchema,
  RefereeRowRefSchema,
  RefereeSearchResultSchema,
  RefereeSearchSchema,
  subListEndpoints,
} from '../profile-lists';
import {
  RefereeAnswerResultSchema,
  RefereeAnswerSchema,
  RefereeFormSchema,
  RefereeLinkSchema,
  RefereeReportRequestSchema,
} from '../profile-referee';
import { ConvictionDeclarationBodySchema, ConvictionDeclarationSchema } from '../declarations';
import { PublicMemberCardSchema } from '../member-card';
import { memberSearchEndpoints } from './member-search';

const spec = '2 §7';
const searchSpec = '1 §2.5, §7';
const member = 'member' as const;

export const profileEndpoints = {
  // ------------------------------------------------------------ bio
  createProfile: defineEndpoint({
    method: 'POST',
    path: 'profile',
    access: member,
    spec,
    summary: 'Create the individual profile (initiate-profile)',
    once: true,
    body: ProfileCreateSchema,
    encoding: 'form',
    answer: envelope(ProfileSchema),
  }),
  updateProfile: defineEndpoint({
    method: 'POST',
    path: 'profile/update',
    access: member,
    spec,
    summary: 'Update the bio, or confirm the name (confirmed + ProfileID)',
    body: ProfileUpdateSchema,
    encoding: 'form',
    answer: envelope(ProfileSchema),
  }),
  firmBio: defineEndpoint({
    method: 'GET',
    path: 'profile/firmBio',
    access: member,
    spec,
    summary: "The caller's firm bio",
    answer: envelope(FirmBioSchema),
  }),
  createFirmBio: defineEndpoint({
    method: 'POST',
    path: 'profile/firmBio',
    access: member,
    spec,
    summary: 'Create the firm profile (initiate-firm)',
    once: true,
    body: FirmBioCreateSchema,
    answer: envelope(FirmBioSchema),
  }),
  updateFirmBio: defineEndpoint({
    method: 'POST',
    path: 'profile/firmBio/update',
    access: member,
    spec,
    summary: 'Update the firm bio',
    body: FirmBioUpdateSchema,
    answer: envelope(FirmBioSchema),
  }),

  // ------------------------------------------------------------ sub-lists (one definition each: profile-lists.ts)
  ...subListEndpoints,

  // ------------------------------------------------------------ the convictions declaration (spec §F; our addition)
  convictionDeclaration: defineEndpoint({
    method: 'GET',
    path: 'profile/convictions/declaration',
    access: member,
    spec: '§F, 2 §7',
    summary: "The caller's convictions declaration: answer Yes, No or '' (not declared yet), and its day (our addition)",
    answer: envelope(ConvictionDeclarationSchema),
  }),
  declareConvictions: defineEndpoint({
    method: 'POST',
    path: 'profile/convictions/declaration',
    access: member,
    spec: '§F, 2 §7',
    summary:
      'Declare Yes or No (our addition). No is refused (422) while convictions are recorded; adding a conviction records Yes. The CONVICTION checklist item passes on No, or on Yes with at least one conviction',
    body: ConvictionDeclarationBodySchema,
    answer: envelope(ConvictionDeclarationSchema),
  }),

  // ------------------------------------------------------------ beside the sub-lists: referee resend and search, employee types
  sendRefereeEmail: defineEndpoint({
    method: 'POST',
    path: 'profile/referee/send_email',
    access: member,
    spec,
    summary: "Resend the request e-mail ('Email Sent')",
    body: RefereeRowRefSchema,
    answer: MessageAnswerSchema,
  }),
  searchReferee: defineEndpoint({
    method: 'POST',
    path: 'profile/referee/search',
    access: member,
    spec,
    summary: 'Find a member by member number to prefill the referee form',
    body: RefereeSearchSchema,
    answer: envelope(RefereeSearchResultSchema),
  }),
  employeeSetup: defineEndpoint({
    method: 'GET',
    path: 'profile/employees/employeeSetup',
    access: member,
    spec,
    summary: 'Employee types (code, description)',
    answer: listEnvelope(EmployeeTypeSchema),
  }),

  // ------------------------------------------------------------ referee form (the link is the credential)
  // The link's code travels in the body of each call, never in a query string (DECISIONS §F, docs/decisions/028):
  // the two reads are POSTs for that reason. A link past its time is 410 (90 days after the request, 30 days after
  // the answer), with a message that names the applicant and the body's contact.
  refereeQuestions: defineEndpoint({
    method: 'POST',
    path: 'questions',
    access: 'public',
    // 404: the link names no referee request; 410: it has expired.
    errors: [404, 410],
    spec,
    summary: 'The referee form of a request (the decoded memberNo and code, in the body)',
    body: RefereeLinkSchema,
    answer: envelope(RefereeFormSchema),
  }),
  answerReferee: defineEndpoint({
    method: 'POST',
    path: 'questions/update',
    access: 'public',
    // 404: the link names no referee request; 410: it has expired.
    errors: [404, 410],
    spec,
    summary: 'Accept (with answers) or reject (with remarks) a referee request',
    body: RefereeAnswerSchema,
    answer: listEnvelope(RefereeAnswerResultSchema),
  }),
  refereeFormReport: defineEndpoint({
    method: 'POST',
    path: 'questions/refereeForm/:entryNo',
    access: 'public',
    // 410: the referee's link has expired (30 days after the answer); the applicant's session read never does.
    errors: [410],
    spec,
    summary:
      "The referee report PDF: the applicant's own referee (session, empty body), or the referee's own answer (the link's memberNo and code in the body)",
    body: RefereeReportRequestSchema,
    answer: DocumentAnswerSchema,
  }),

  // ------------------------------------------------------------ checklist

  // ------------------------------------------------------------ public search (./member-search.ts: /search's own group)
  search: memberSearchEndpoints.search,
  searchShow: defineEndpoint({
    method: 'GET',
    path: 'profile/search/show/:profileId',
    access: 'public',
    spec: searchSpec,
    summary: "A member's public card",
    answer: envelope(PublicMemberCardSchema),
  }),
  searchStats: memberSearchEndpoints.searchStats,
};
