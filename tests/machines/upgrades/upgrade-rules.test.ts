// My Upgrades' rules as tables of cases against spec 3 §2: row actions, the status label, reviewer comments, the
// checklist's count and Continue. No fake backend: these run under `npm run mutate`.
import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '#contract/checklist.ts';
import type { MembershipComment } from '#contract/membership-applications.ts';
import type { UpgradeApplication } from '#contract/membership-upgrades.ts';
import {
  canContinueUpgrade,
  checklistHelpText,
  reviewerCommentsButton,
  upgradeRowActions,
  upgradeStatusLabel,
} from '#machines/upgrades/upgrade-rules.ts';

type Row = Pick<UpgradeApplication, 'postedReceiptNo' | 'proFormaRef' | 'status'>;
const row = (patch: Partial<Row> = {}): Row => ({ postedReceiptNo: '', proFormaRef: 'INV-1', status: 'New', ...patch });

describe('upgrade row actions (spec 3 §2)', () => {
  // [case, row, receipt, proforma, payNow, report, acceptanceLetter]
  const cases: Array<[string, Row, boolean, boolean, boolean, boolean, boolean]> = [
    ['New, pro-forma, unpaid', row(), false, true, true, true, false],
    ['a posted receipt: Receipt instead of Pay Now', row({ postedReceiptNo: 'RCT-1' }), true, true, false, true, false],
    ['a blank receipt number counts as none', row({ postedReceiptNo: '  ' }), false, true, true, true, false],
    ['no pro-forma: no proforma', row({ proFormaRef: '' }), false, false, true, true, false],
    ['Released: Acceptance letter', row({ status: 'Released', postedReceiptNo: 'RCT-1' }), true, true, false, true, true],
    ['Released even unpaid: Acceptance letter and Pay Now', row({ status: 'Released' }), false, true, true, true, true],
    ['Open: no letter', row({ status: 'Open', postedReceiptNo: 'RCT-1' }), true, true, false, true, false],
    ['Committee Review: no letter', row({ status: 'Committee Review', postedReceiptNo: 'RCT-1' }), true, true, false, true, false],
    ['Board Review: no letter', row({ status: 'Board Review', postedReceiptNo: 'RCT-1' }), true, true, false, true, false],
    ['Rejected: no letter', row({ status: 'Rejected', postedReceiptNo: 'RCT-1' }), true, true, false, true, false],
  ];
  it.each(cases)('%s', (_name, r, receipt, proforma, payNow, report, acceptanceLetter) => {
    expect(upgradeRowActions(r)).toEqual({ receipt, proforma, payNow, report, acceptanceLetter });
  });
});

describe('upgrade status and reviewer comments (as for applications)', () => {
  const c = (hidden: boolean): MembershipComment => ({
    displayName: 'Board',
    commentDate: '2026-11-01',
    comment: 'x',
    hiddenFromApplicant: hidden,
  });
  const cases: Array<[UpgradeApplication['status'], MembershipComment[], 'hidden' | 'disabled' | 'enabled']> = [
    ['New', [c(false)], 'hidden'],
    ['Open', [c(false)], 'hidden'],
    ['Released', [c(false)], 'hidden'],
    ['Committee Review', [], 'disabled'],
    ['Committee Review', [c(true)], 'disabled'],
    ['Committee Review', [c(true), c(false)], 'enabled'],
    ['Board Review', [c(false)], 'enabled'],
    ['Rejected', [c(false)], 'enabled'],
    ['Rejected', [], 'disabled'],
  ];
  it.each(cases)('%s with %j: %s', (status, membershipComments, expected) => {
    expect(reviewerCommentsButton({ status, membershipComments })).toBe(expected);
  });
  it('reads the review steps as In Review and the rest as they are', () => {
    expect(
      ['New', 'Open', 'Committee Review', 'Board Review', 'Released', 'Rejected'].map((s) =>
        upgradeStatusLabel(s as UpgradeApplication['status']),
      ),
    ).toEqual(['New', 'Open', 'In Review', 'In Review', 'Released', 'Rejected']);
  });
});

describe('the checklist help text and Continue', () => {
  const item = (pass: boolean, type = 'X'): ChecklistItem => ({ checkListType: type, description: '', pass });
  it('counts the passed requirements of all', () => {
    expect(checklistHelpText([item(true), item(false), item(true)])).toBe('2 of 3 requirements complete');
    expect(checklistHelpText([])).toBe('0 of 0 requirements complete');
  });
  it('needs the box ticked and every item passed, each cause alone', () => {
    expect(canContinueUpgrade(true, [item(true), item(true)])).toBe(true);
    expect(canContinueUpgrade(false, [item(true), item(true)])).toBe(false);
    expect(canContinueUpgrade(true, [item(true), item(false)])).toBe(false);
  });
});
