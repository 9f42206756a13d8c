// The application list's rules (spec 3 §2, §6): the status shown, the Reviewer Comments button, the Submit
// button and each row action of a submitted application, as the spec states them. Pure functions over contract
// data, so the list, the dashboard's card and the tests read the same rules.
import {
  newApplicationDraft,
  visibleComments,
  type Application,
  type ChecklistItem,
  type MembershipComment,
  type Profile,
} from '#contract';
import { inReview, isMember } from '../member/member-rules';
import { applicationInProgress } from './application-progress';

/** The status column: Committee Review, Verified and Board Review read In Review. */
export const applicationStatusLabel = (status: Application['status']): string => inReview(status);

/** The comments a member may read: never those hidden from the applicant. */
export const reviewerComments = (app: Application): MembershipComment[] => visibleComments(app.membershipComments);

/** Reviewer Comments: hidden for New, Released and Open; disabled when there is no comment to read. */
export function reviewerCommentsButton(app: Application): 'hidden' | 'disabled' | 'enabled' {
  if (app.status === 'New' || app.status === 'Released' || app.status === 'Open') return 'hidden';
  return reviewerComments(app).length === 0 ? 'disabled' : 'enabled';
}

/** Submit is enabled only once every item of the profile checklist passes (an empty checklist passes nothing). */
export const isChecklistPassed = (checklist: readonly ChecklistItem[]): boolean => checklist.length > 0 && checklist.every((i) => i.pass);

/**
 * What the Submit place offers (issue 34 item 5): nothing to a member (someone with a member number has no first
 * application to submit, issue 23); the progress of the application under way, with nothing to submit, while one
 * is submitted and not Rejected; re-Submit (a new application) once the last one was Rejected, the one case where
 * applying again makes sense (docs/spec/decisions.md); otherwise Submit. Submit is enabled once the application
 * checklist fully passes (`isChecklistPassed`; the checklist is loaded only for someone offered Submit).
 */
export type SubmitOffer =
  | { kind: 'member'; memberNo: string }
  | { kind: 'inProgress'; application: Application }
  | { kind: 'submit'; label: 'Submit' | 're-Submit' };

export function submitOffer(profile: Pick<Profile, 'MemberNo'>, applications: readonly Application[]): SubmitOffer {
  if (isMember(profile)) return { kind: 'member', memberNo: profile.MemberNo };
  const current = applicationInProgress(applications);
  if (current) return { kind: 'inProgress', application: current };
  return { kind: 'submit', label: applications.some((a) => a.Submitted && a.status === 'Rejected') ? 're-Submit' : 'Submit' };
}

/**
 * The application object Submit sends (spec 3 §7): the member's unsubmitted (New) one, else a draft for the
 * profile's category (the account's category before a profile names one) that the server opens.
 */
export function applicationToSubmit(
  applications: readonly Application[],
  profile: Pick<Profile, 'ProfileID' | 'MemberShipType'>,
  accountCategory: string | null | undefined,
): Application {
  const open = applications.find((a) => a.status === 'New');
  return open ?? newApplicationDraft(profile.ProfileID, profile.MemberShipType || accountCategory || '');
}

/** The confirmation once an application is submitted, with its real number (issue 23: the message tells the truth). */
export const submittedMessage = (code: string): string => `Application ${code} submitted`;

export type ApplicationRowAction = 'file' | 'certificate' | 'invoice' | 'receipt' | 'rejectionLetter' | 'acceptanceLetter' | 'payNow';

export const ROW_ACTION_LABELS: Record<ApplicationRowAction, string> = {
  file: 'File',
  certificate: 'Certificate',
  invoice: 'Invoice',
  receipt: 'Receipt',
  rejectionLetter: 'Rejection Letter',
  acceptanceLetter: 'Acceptance Letter',
  payNow: 'Pay Now',
};

/** The row actions of an application, in the spec's order; an application not yet submitted has none. */
export function applicationRowActions(app: Application): ApplicationRowAction[] {
  if (!app.Submitted) return [];
  const memberNo = app.assignedMemberNo.trim();
  const receipt = app.postedReceiptNo.trim();
  const shown: Array<[ApplicationRowAction, boolean]> = [
    ['file', memberNo === ''],
    ['certificate', memberNo !== ''],
    ['invoice', true],
    ['receipt', receipt !== ''],
    ['rejectionLetter', app.status === 'Rejected'],
    ['acceptanceLetter', app.status === 'Released'],
    ['payNow', receipt === ''],
  ];
  return shown.filter(([, on]) => on).map(([action]) => action);
}
