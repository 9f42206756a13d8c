// Membership applications (spec 3 §3, §4; spec §B); upgrades have a module of their own (membership-upgrades.ts).
import { z } from './mini';
import { AnswerDayOrEmptySchema, AnswerDaySchema, MAX_LONG_TEXT, messages, requiredText } from './rules';

/** Statuses seen (spec 3 §4). Committee Review, Verified and Board Review are displayed as In Review. */
const ApplicationStatusSchema = z.enum(['New', 'Open', 'Committee Review', 'Verified', 'Board Review', 'Released', 'Rejected']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const MembershipCommentSchema = z.object({
  displayName: z.string(),
  commentDate: AnswerDaySchema,
  comment: z.string().check(z.maxLength(MAX_LONG_TEXT)),
  /** Never sent to members: the fake server filters these out, and views must filter them too. */
  hiddenFromApplicant: z.boolean(),
});
export type MembershipComment = z.infer<typeof MembershipCommentSchema>;

/** Comments a member may see. */
export const visibleComments = (comments: readonly MembershipComment[]) => comments.filter((c) => !c.hiddenFromApplicant);

export const ApplicationSchema = z.object({
  Code: z.string(),
  /** Membership category code (GRADUATE, PE, CORPORATE…). */
  AppliedCategory: z.string(),
  Amount: z.number().check(z.nonnegative()),
  /** Empty until the application is first saved. */
  ApplicationDateTime: AnswerDayOrEmptySchema,
  status: ApplicationStatusSchema,
  Submitted: z.boolean(),
  ProfileID: z.string(),
  /** Empty until the application fee is paid. */
  postedReceiptNo: z.string(),
  /** Empty until the application is Released. */
  assignedMemberNo: z.string(),
  membershipComments: z.array(MembershipCommentSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

/**
 * POST application/submit: the application object (spec 3 §7), sent once the member's one-time code has been checked
 * by POST auth/verify-otp (spec 3 §2: a code is sent, the member enters it and clicks Verify, the application is
 * submitted). The code itself is not part of this call. `Code` names the application to (re-)submit; an empty `Code`
 * asks the server to open one for `AppliedCategory` (`newApplicationDraft`). The server reads only `Code`,
 * `AppliedCategory` and `ProfileID` (the caller's own): amounts, status and dates are its own to set.
 */
const shortText = () => z.string().check(z.maxLength(50, messages.tooLong));
export const ApplicationSubmitSchema = z.extend(ApplicationSchema, {
  Code: shortText(),
  AppliedCategory: requiredText(messages.fieldRequired, 50),
  ApplicationDateTime: AnswerDayOrEmptySchema,
  ProfileID: requiredText(messages.fieldRequired, 50),
  postedReceiptNo: shortText(),
  assignedMemberNo: shortText(),
  membershipComments: z.array(MembershipCommentSchema).check(z.maxLength(200, messages.tooLong)),
});

/** The application object of a first submission: nothing is open yet, so the server opens one for `category`. */
export const newApplicationDraft = (profileId: string, category: string): Application => ({
  Code: '',
  AppliedCategory: category,
  Amount: 0,
  ApplicationDateTime: '',
  status: 'New',
  Submitted: false,
  ProfileID: profileId,
  postedReceiptNo: '',
  assignedMemberNo: '',
  membershipComments: [],
});
