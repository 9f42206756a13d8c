// The referee's answer form (spec 2 §2 ResponseCard, §3 Referee form, §5 Referee answer): reached through the
// e-mailed link /profile/response/{base64 member number or ProfileID}/{base64 code}; the view decodes both and
// sends the decoded values.
import { z } from './mini';
import { requiredText, messages } from './rules';

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
} as const;

export const RefereeQuestionsQuerySchema = z.object({
  /** The applicant: member number, or ProfileID before a member number exists (decoded from the link). */
  memberNo: requiredText(messages.fieldRequired, 100),
  /** The request code (decoded from the link). */
  code: requiredText(messages.fieldRequired, 100),
});

/**
 * GET questions/refereeForm/:entryNo: the applicant reads it with their session; the referee, who has no account,
 * with the same two values as the form (the decoded link). Both or neither.
 */
export const RefereeReportQuerySchema = z.object({
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
