// Where a submitted application stands (issue 34 item 5): the timeline of each status value of spec §B with the fee
// paid and unpaid, the one next step, and the dashboard's money tile (an applicant's fee is not arrears).
import { describe, expect, it } from 'vitest';
import type { Application } from '#contract';
import {
  applicationFeeDue,
  applicationNextStep,
  applicationProgress,
  balanceTile,
  type ProgressStepState,
} from '#machines/applications/application-progress.ts';

const app = (over: Partial<Application> = {}): Application => ({
  Code: 'APP-0001',
  AppliedCategory: 'GRADUATE',
  Amount: 2320,
  ApplicationDateTime: '2026-11-01T09:00:00.000Z',
  status: 'New',
  Submitted: true,
  ProfileID: 'PROF-0004',
  postedReceiptNo: '',
  assignedMemberNo: '',
  membershipComments: [],
  ...over,
});

/** The timeline as "label:state" pairs, easy to read in a table of cases. */
const line = (a: Application) => applicationProgress(a).map((s) => `${s.label}:${s.state}`);
const states = (...s: ProgressStepState[]) => s;

describe('applicationProgress: Submitted → Fee paid → Committee → Board → Admitted', () => {
  it.each([
    ['New, unpaid (just submitted)', app(), states('done', 'current', 'upcoming', 'upcoming', 'upcoming')],
    ['New, paid', app({ postedReceiptNo: 'RCT1' }), states('done', 'done', 'upcoming', 'upcoming', 'upcoming')],
    ['Open, paid', app({ status: 'Open', postedReceiptNo: 'RCT1' }), states('done', 'done', 'upcoming', 'upcoming', 'upcoming')],
    [
      'Committee Review, paid',
      app({ status: 'Committee Review', postedReceiptNo: 'RCT1' }),
      states('done', 'done', 'current', 'upcoming', 'upcoming'),
    ],
    ['Verified, paid', app({ status: 'Verified', postedReceiptNo: 'RCT1' }), states('done', 'done', 'current', 'upcoming', 'upcoming')],
    ['Board Review, paid', app({ status: 'Board Review', postedReceiptNo: 'RCT1' }), states('done', 'done', 'done', 'current', 'upcoming')],
    ['Released, paid', app({ status: 'Released', postedReceiptNo: 'RCT1' }), states('done', 'done', 'done', 'done', 'done')],
    ['Rejected, paid', app({ status: 'Rejected', postedReceiptNo: 'RCT1' }), states('done', 'done', 'done', 'done', 'refused')],
    // The record alone decides: an unpaid fee while the committee reviews shows both, never a paid fee.
    ['Committee Review, unpaid', app({ status: 'Committee Review' }), states('done', 'current', 'current', 'upcoming', 'upcoming')],
    ['not submitted', app({ Submitted: false }), states('upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming')],
  ])('%s', (_name, a, expected) => {
    expect(applicationProgress(a).map((s) => s.state)).toEqual(expected);
  });

  it('names the steps as the issue does; a rejection reads Not admitted', () => {
    expect(line(app()).map((s) => s.split(':')[0])).toEqual(['Submitted', 'Fee paid', 'Committee', 'Board', 'Admitted']);
    expect(applicationProgress(app({ status: 'Rejected' })).at(-1)).toEqual({ key: 'admitted', label: 'Not admitted', state: 'refused' });
  });
});

describe('applicationNextStep: one next action', () => {
  it('pay the fee, with its amount, while it is unpaid (receipt empty); never once paid', () => {
    expect(applicationNextStep(app())).toEqual({ kind: 'payFee', amount: 2320 });
    expect(applicationNextStep(app({ status: 'Board Review' }))).toEqual({ kind: 'payFee', amount: 2320 });
    expect(applicationNextStep(app({ postedReceiptNo: 'RCT1' })).kind).toBe('wait');
    expect(applicationNextStep(app({ postedReceiptNo: '  ' })).kind).toBe('payFee');
  });

  it('a decided application has nothing to pay, paid or not', () => {
    expect(applicationNextStep(app({ status: 'Rejected' }))).toMatchObject({ kind: 'wait', text: /rejection letter/ });
    expect(applicationNextStep(app({ status: 'Released', postedReceiptNo: 'RCT1' }))).toMatchObject({ kind: 'wait', text: /admitted/ });
  });
});

describe("the dashboard's money tile (balanceTile)", () => {
  const owing = [app()];
  it('an applicant with an unpaid fee: "Application fee due", the fee, never arrears', () => {
    expect(balanceTile({ member: false, balance: 2320, applications: owing })).toEqual({
      title: 'Application fee due',
      amount: 2320,
      otherCharges: 0,
    });
    // Something else owed beside the fee (a booking) is said apart.
    expect(balanceTile({ member: false, balance: 3820, applications: owing })).toMatchObject({ amount: 2320, otherCharges: 1500 });
  });

  it('an applicant whose fee is paid, or who has not submitted: "Amount due"', () => {
    expect(balanceTile({ member: false, balance: 0, applications: [app({ postedReceiptNo: 'RCT1' })] }).title).toBe('Amount due');
    expect(balanceTile({ member: false, balance: 0, applications: [app({ Submitted: false })] }).title).toBe('Amount due');
    expect(balanceTile({ member: false, balance: 0, applications: [app({ status: 'Rejected' })] }).title).toBe('Amount due');
  });

  it('a member owing subscriptions: still "Arrears balance"', () => {
    expect(balanceTile({ member: true, balance: 23200, applications: [] })).toEqual({
      title: 'Arrears balance',
      amount: 23200,
      otherCharges: 0,
    });
    expect(balanceTile({ member: true, balance: null, applications: [] }).amount).toBeNull();
  });

  it('applicationFeeDue adds the open fees to the cent', () => {
    expect(applicationFeeDue([app({ Amount: 0.1 }), app({ Code: 'B', Amount: 0.2 })])).toBe(0.3);
  });
});
