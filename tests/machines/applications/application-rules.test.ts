// The application list's rules as tables of cases against spec 3 §2: each row action on both sides of its
// condition, each cause alone; the Reviewer Comments button; the status shown; Submit and re-Submit.
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationStatus, MembershipComment } from '#contract';
import { newApplicationDraft } from '#contract/membership-applications.ts';
import {
  applicationRowActions,
  applicationStatusLabel,
  applicationToSubmit,
  isChecklistPassed,
  reviewerComments,
  reviewerCommentsButton,
  submitOffer,
  submittedMessage,
  type ApplicationRowAction,
} from '#machines/applications/application-rules.ts';

const comment = (text: string, hidden = false): MembershipComment => ({
  displayName: 'Membership Committee',
  commentDate: '2026-11-01T09:00:00.000Z',
  comment: text,
  hiddenFromApplicant: hidden,
});

const app = (over: Partial<Application> = {}): Application => ({
  Code: 'APP-0001',
  AppliedCategory: 'GRADUATE',
  Amount: 5000,
  ApplicationDateTime: '2026-11-01T09:00:00.000Z',
  status: 'New',
  Submitted: true,
  ProfileID: 'PROF-0004',
  postedReceiptNo: '',
  assignedMemberNo: '',
  membershipComments: [],
  ...over,
});

describe('row actions of a submitted application (spec 3 §2)', () => {
  const cases: Array<{ name: string; app: Partial<Application>; shown: ApplicationRowAction[] }> = [
    { name: 'New, unpaid, no member number', app: {}, shown: ['file', 'invoice', 'payNow'] },
    { name: 'paid: Receipt instead of Pay Now', app: { postedReceiptNo: 'RCP-0001' }, shown: ['file', 'invoice', 'receipt'] },
    { name: 'a receipt of blanks is no receipt', app: { postedReceiptNo: '  ' }, shown: ['file', 'invoice', 'payNow'] },
    {
      name: 'a member number alone: Certificate instead of File',
      app: { assignedMemberNo: 'M5001' },
      shown: ['certificate', 'invoice', 'payNow'],
    },
    { name: 'Rejected alone: Rejection Letter', app: { status: 'Rejected' }, shown: ['file', 'invoice', 'rejectionLetter', 'payNow'] },
    { name: 'Released alone: Acceptance Letter', app: { status: 'Released' }, shown: ['file', 'invoice', 'acceptanceLetter', 'payNow'] },
    {
      name: 'Released, paid, numbered',
      app: { status: 'Released', postedReceiptNo: 'RCP-0001', assignedMemberNo: 'M5001' },
      shown: ['certificate', 'invoice', 'receipt', 'acceptanceLetter'],
    },
    ...(['Open', 'Committee Review', 'Verified', 'Board Review'] as ApplicationStatus[]).map((status) => ({
      name: `${status}: no letter`,
      app: { status },
      shown: ['file', 'invoice', 'payNow'] as ApplicationRowAction[],
    })),
    { name: 'not submitted: none', app: { Submitted: false, status: 'New' as const }, shown: [] },
  ];
  it.each(cases)('$name', ({ app: over, shown }) => {
    expect(applicationRowActions(app(over))).toEqual(shown);
  });
});

describe('Reviewer Comments (spec 3 §2)', () => {
  const cases: Array<{ status: ApplicationStatus; comments: MembershipComment[]; button: 'hidden' | 'disabled' | 'enabled' }> = [
    { status: 'New', comments: [comment('a')], button: 'hidden' },
    { status: 'Open', comments: [comment('a')], button: 'hidden' },
    { status: 'Released', comments: [comment('a')], button: 'hidden' },
    { status: 'Committee Review', comments: [], button: 'disabled' },
    { status: 'Board Review', comments: [comment('internal', true)], button: 'disabled' },
    { status: 'Board Review', comments: [comment('a')], button: 'enabled' },
    { status: 'Verified', comments: [comment('a')], button: 'enabled' },
    { status: 'Rejected', comments: [comment('a')], button: 'enabled' },
  ];
  it.each(cases)('$status with $comments.length comment(s): $button', ({ status, comments, button }) => {
    expect(reviewerCommentsButton(app({ status, membershipComments: comments }))).toBe(button);
  });
  it('never shows a comment hidden from the applicant', () => {
    expect(reviewerComments(app({ membershipComments: [comment('seen'), comment('internal', true)] })).map((c) => c.comment)).toEqual([
      'seen',
    ]);
  });
});

describe('status, Submit', () => {
  it.each([
    ['New', 'New'],
    ['Open', 'Open'],
    ['Committee Review', 'In Review'],
    ['Verified', 'In Review'],
    ['Board Review', 'In Review'],
    ['Released', 'Released'],
    ['Rejected', 'Rejected'],
  ] as Array<[ApplicationStatus, string]>)('%s shows as %s', (status, shown) => expect(applicationStatusLabel(status)).toBe(shown));

  it('Submit needs every checklist item passed', () => {
    const item = (pass: boolean) => ({ checkListType: 'PICTURE', description: 'Picture', pass });
    expect(isChecklistPassed([item(true), item(true)])).toBe(true);
    expect(isChecklistPassed([item(true), item(false)])).toBe(false);
    expect(isChecklistPassed([])).toBe(false);
  });

  it('issue 34: Submit before a first application, whatever the profile says; re-Submit only after a rejection', () => {
    const none = { MemberNo: '' };
    expect(submitOffer(none, [])).toEqual({ kind: 'submit', label: 'Submit' });
    // pending@'s case: an application drafted (New) but never submitted is still a first application.
    expect(submitOffer(none, [app({ Submitted: false })])).toEqual({ kind: 'submit', label: 'Submit' });
    const rejected = app({ Code: 'APP-0009', status: 'Rejected', ApplicationDateTime: '2025-01-01T09:00:00.000Z' });
    expect(submitOffer(none, [rejected])).toEqual({ kind: 'submit', label: 're-Submit' });
  });

  it('issue 34: nothing to submit while an application is under way (each status), the newest one followed', () => {
    const none = { MemberNo: '' };
    for (const status of ['New', 'Open', 'Committee Review', 'Verified', 'Board Review', 'Released'] as const) {
      const current = app({ status });
      expect(submitOffer(none, [current]), status).toEqual({ kind: 'inProgress', application: current });
    }
    // After a rejection, the new application is followed, not the old one, and not re-Submit.
    const rejected = app({ Code: 'APP-0009', status: 'Rejected', ApplicationDateTime: '2025-01-01T09:00:00.000Z' });
    const again = app({ Code: 'APP-0010', status: 'Open' });
    expect(submitOffer(none, [rejected, again])).toEqual({ kind: 'inProgress', application: again });
  });

  it('issue 23: an activated member with a member number is a member, offered no Submit', () => {
    expect(submitOffer({ MemberNo: 'M2040' }, [])).toEqual({ kind: 'member', memberNo: 'M2040' });
    expect(submitOffer({ MemberNo: 'M2040' }, [app({ status: 'Released' })])).toEqual({ kind: 'member', memberNo: 'M2040' });
    expect(submitOffer({ MemberNo: '  ' }, [])).toEqual({ kind: 'submit', label: 'Submit' });
  });
});

describe('what Submit sends (spec 3 §7)', () => {
  const profile = { ProfileID: 'PROF-0004', MemberShipType: 'PE' };
  it("the member's New application, whatever else is listed", () => {
    const open = app({ Code: 'APP-0002', status: 'New' });
    expect(applicationToSubmit([app({ status: 'Open' }), open], profile, 'GRADUATE')).toBe(open);
  });

  it("without one, a draft for the profile's category; the account's before a profile names one; else none", () => {
    const opened = [app({ status: 'Open' })];
    expect(applicationToSubmit(opened, profile, 'GRADUATE')).toEqual(newApplicationDraft('PROF-0004', 'PE'));
    expect(applicationToSubmit([], { ...profile, MemberShipType: '' }, 'GRADUATE')).toEqual(newApplicationDraft('PROF-0004', 'GRADUATE'));
    expect(applicationToSubmit([], { ...profile, MemberShipType: '' }, null)).toEqual(newApplicationDraft('PROF-0004', ''));
  });

  it('says the real number once submitted', () => {
    expect(submittedMessage('APP-0007')).toBe('Application APP-0007 submitted');
  });

  it('a member number of spaces is none: the file, not the certificate', () => {
    const actions = applicationRowActions(app({ status: 'Released', assignedMemberNo: '  ' }));
    expect(actions).toContain('file');
    expect(actions).not.toContain('certificate');
  });
});
