// The referee's answer form (spec 2 §2 ResponseCard, §3 Referee form, §5 Referee answer): reached through the
// e-mailed link /profile/response/{base64 member number or ProfileID}#code={base64 code}; the view decodes both and
// sends the decoded values. The code is the link's secret (DECISIONS §F, docs/decisions/028): it sits in the page
// URL's fragment, which browsers never send to a server, and in request bodies, never in a path or a query string.
import { z } from './mini';
import { requiredText, messages } from './rules';
import { hrefTo } from './routes';

export const REFEREE_ANSWER_MAX = 250;
const CONFIRMATION_PREVIEW_CHARS = 300;

export const refereeMessages = {
  answerRequired: 'field is required',
  answerTooLong: `Max ${REFEREE_ANSWER_MAX} characters`,
  remarkRequired: 'Remark is required',
  accepted: 'Referee Confirmed Successfully',
  rejected: 'Referee Rejected Successfully',
  alreadyAnswered: 'This referee request has already been answered.',
  linkInvalid: 'This referee link is not valid. Ask the applicant to send it again.',
  emailSent: 'Email Sent',
  linkExpired: 'This referee link has expired.',
} as const;

const DAY_MS = 86_400_000;
/** DECISIONS §F: a request can be answered for 90 days after it was sent (a resend sends it again)… */
const REFEREE_LINK_DAYS = 90;
/** …and the referee's own answer (the form and the report) stays readable for 30 days after it was given. */
const REFEREE_REPORT_DAYS = 30;

/** When a link stops working: 90 days after the request while unanswered, 30 days after the answer once answered. */
export function refereeLinkExpiresAt(request: { requestSentAt: string; answeredAt: string; response: string }): number {
  return request.response !== '' && request.answeredAt
    ? Date.parse(request.answeredAt) + REFEREE_REPORT_DAYS * DAY_MS
    : Date.parse(request.requestSentAt) + REFEREE_LINK_DAYS * DAY_MS;
}

/**
 * What the 410 says: plainly that the link expired, who asked (by name) and whom else to ask. The server words it,
 * since only it knows the applicant from the link; `contact` is the body's contact from the settings.
 */
export function refereeLinkExpiredMessage(applicant: string, body: string, contact: string): string {
  const also = contact.trim() ? `${body} (${contact.trim()})` : body;
  return `${refereeMessages.linkExpired} Ask ${applicant}, who named you as a referee, to send you a new request, or contact ${also}.`;
}

/** The code's part of a page URL: `#code=…` (fragment parameters read like a query string). */
const LINK_CODE_PARAM = 'code';

/** The e-mailed link: the applicant in the path, the code in the fragment (docs/decisions/028). */
export const refereeLinkHref = (user: string, code: string) =>
  `${hrefTo('refereeResponse', { user })}#${new URLSearchParams({ [LINK_CODE_PARAM]: code }).toString()}`;

/** The referee's report page: both parts in the fragment, so the code never reaches a server's log. */
export const refereeReportHref = (entryNo: number | string, link?: { user: string; code: string }) =>
  `${hrefTo('refereeFormReport', { entryNo: String(entryNo) })}${link ? `#${new URLSearchParams(link).toString()}` : ''}`;

/**
 * The link's parts from a page URL: the fragment first; a link e-mailed before docs/decisions/028 kept the code in
 * the path (its last segment) or the report's query, and still opens (`legacy`: the page then
 * rewrites its own URL, so the code leaves the address bar and the history).
 */
export function linkFromUrl(url: { hash: string; search: string }, path: { user?: string | undefined; code?: string | undefined }) {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const query = new URLSearchParams(url.search.replace(/^\?/, ''));
  const user = path.user ?? fragment.get('user') ?? query.get('user') ?? undefined;
  const code = fragment.get(LINK_CODE_PARAM) ?? path.code ?? query.get(LINK_CODE_PARAM) ?? undefined;
  const legacy = !fragment.get(LINK_CODE_PARAM) && Boolean(path.code ?? query.get(LINK_CODE_PARAM));
  return { user, code, legacy };
}

/** POST questions: the link's two values in the body (never a query string: DECISIONS §F). */
export const RefereeLinkSchema = z.object({
  /** The applicant: member number, or ProfileID before a member number exists (decoded from the link). */
  memberNo: requiredText(messages.fieldRequired, 100),
  /** The request code (decoded from the link). */
  code: requiredText(messages.fieldRequired, 100),
});

/**
 * POST questions/refereeForm/:entryNo: the applicant reads it with their session and an empty body; the referee, who
 * has no account, with the same two values as the form (the decoded link) in the body. Both or neither.
 */
export const RefereeReportRequestSchema = z.object({
  memberNo: z.optional(z.string().check(z.maxLength(100))),
  code: z.optional(z.string().check(z.maxLength(100))),
});

/**
 * The confirmation statement as shown (spec 2 §2): the first 300 characters and 'Read more' when it is
 * longer, all of it and 'Less' once opened; a statement of 300 characters or fewer has no control.
 */
export function statementPreview(statement: string, expanded: boolean): { text: string; control: 'Read more' | 'Less' | null } {
  if (statement.length <= CONFIRMATION_PREVIEW_CHARS) return { text: statement, control: null };
  return expanded
    ? { text: statement, control: 'Less' }
    : { text: `${statement.slice(0, CONFIRMATION_PREVIEW_CHARS)}…`, control: 'Read more' };
}

/** An answer as typed, cut at the limit (spec §A: enforced; the box also stops at 250). */
export const clampAnswer = (value: string) => value.slice(0, REFEREE_ANSWER_MAX);

/** What a referee has typed so far on one link, kept on the device so a reload loses nothing. */
export const RefereeDraftSchema = z.object({
  step: z.number().check(z.int(), z.gte(0)),
  answers: z.array(z.string().check(z.maxLength(REFEREE_ANSWER_MAX))).check(z.maxLength(50)),
  remark: z.string().check(z.maxLength(REFEREE_ANSWER_MAX)),
});
export type RefereeDraft = z.infer<typeof RefereeDraftSchema>;

export const RefereeQuestionSchema = z.object({
  questionNo: z.number().check(z.int()),
  question: z.string(),
  answer: z.string(),
});

export const RefereeFormSchema = z.object({
  EntryNo: z.number().check(z.int()),
  referee: z.object({ FirstName: z.string(), LastName: z.string() }),
  /** The applicant's full name. */
  applicant: z.string(),
  ConfirmationStatement: z.object({ confirmationStatement: z.string() }),
  Questions: z.object({ refereeResponse: z.array(RefereeQuestionSchema) }),
  /** Blank until answered. */
  response: z.enum(['', 'Accept', 'Reject']),
  Remarks: z.string(),
});
export type RefereeForm = z.infer<typeof RefereeFormSchema>;

const AnswerItemSchema = z.object({
  questionNo: z.number().check(z.int()),
  question: z.optional(z.string().check(z.maxLength(2000))),
  answer: z.string().check(z.maxLength(REFEREE_ANSWER_MAX, refereeMessages.answerTooLong)),
});

/** POST questions/update: the form with response Accept (every answer given) or Reject (with a remark). */
export const RefereeAnswerSchema = z
  .object({
    memberNo: requiredText(messages.fieldRequired, 100),
    code: requiredText(messages.fieldRequired, 100),
    response: z.enum(['Accept', 'Reject'], { error: 'Choose Accept or Reject' }),
    /** Remarks follow the answers' limit: at most 250 characters (spec §A, enforced with a live counter). */
    Remarks: z.optional(z.string().check(z.maxLength(REFEREE_ANSWER_MAX, refereeMessages.answerTooLong))),
    Questions: z.object({ refereeResponse: z.array(AnswerItemSchema).check(z.maxLength(50)) }),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.response === 'Accept') {
        v.Questions.refereeResponse.forEach((q, i) => {
          if (!q.answer.trim())
            ctx.addIssue({ code: 'custom', message: refereeMessages.answerRequired, path: ['Questions', 'refereeResponse', i, 'answer'] });
        });
      }
      if (v.response === 'Reject' && !v.Remarks?.trim())
        ctx.addIssue({ code: 'custom', message: refereeMessages.remarkRequired, path: ['Remarks'] });
    }),
  );
export type RefereeAnswer = z.infer<typeof RefereeAnswerSchema>;

/** The first item is used for navigation after the answer. */
export const RefereeAnswerResultSchema = z.object({
  EntryNo: z.number().check(z.int()),
  response: z.enum(['Accept', 'Reject']),
  applicant: z.string(),
});
