// The rules of My Upgrades (spec 3 §2 Upgrades): which row actions an upgrade shows, how its status reads,
// when the reviewers' comments can be opened, and the checklist's 'N of M' and Continue rule. Pure functions,
// read by the views and the upgrade-checklist machine.
import type { ChecklistItem } from '#contract/checklist.ts';
import { visibleComments } from '#contract/membership-applications.ts';
import { type UpgradeApplication } from '#contract/membership-upgrades.ts';

export interface UpgradeRowActions {
  /** Receipt: when postedReceiptNo exists (→ receipt). */
  receipt: boolean;
  /** proforma: when proFormaRef exists (→ invoice with the application code). */
  proforma: boolean;
  /** Pay Now: while there is no posted receipt. */
  payNow: boolean;
  /** Upgrade Report: always (→ upgradeDocument). */
  report: boolean;
  /** Acceptance letter: only when the status is Released. */
  acceptanceLetter: boolean;
}

const has = (value: string) => value.trim() !== '';

export function upgradeRowActions(u: Pick<UpgradeApplication, 'postedReceiptNo' | 'proFormaRef' | 'status'>): UpgradeRowActions {
  return {
    receipt: has(u.postedReceiptNo),
    proforma: has(u.proFormaRef),
    payNow: !has(u.postedReceiptNo),
    report: true,
    acceptanceLetter: u.status === 'Released',
  };
}

/** Statuses shown as they are; the review steps read In Review, as for applications (spec 3 §2). */
export function upgradeStatusLabel(status: UpgradeApplication['status']): string {
  return status === 'Committee Review' || status === 'Board Review' ? 'In Review' : status;
}

/** Reviewer comments (as for applications): hidden for New, Released and Open; disabled with none to show. */
export function reviewerCommentsButton(u: Pick<UpgradeApplication, 'status' | 'membershipComments'>): 'hidden' | 'disabled' | 'enabled' {
  if (u.status === 'New' || u.status === 'Released' || u.status === 'Open') return 'hidden';
  return visibleComments(u.membershipComments).length === 0 ? 'disabled' : 'enabled';
}

/** The checklist's help text counts: how many requirements pass, of how many. */
function checklistCount(items: readonly ChecklistItem[]): { done: number; total: number } {
  return { done: items.filter((i) => i.pass).length, total: items.length };
}

export const checklistHelpText = (items: readonly ChecklistItem[]) => {
  const { done, total } = checklistCount(items);
  return `${done} of ${total} requirements complete`;
};

/** Continue: the confirm box ticked and every item passed (an empty checklist has nothing to pass). */
export const canContinueUpgrade = (confirmed: boolean, items: readonly ChecklistItem[]) => confirmed && items.every((i) => i.pass);
