// The one rule of good standing and of the CPD points it counts (spec 3 §2, spec §A, §B): the fake server
// builds its good-standing record with it, the certificate prints that record, and the dashboard and menus judge
// the member's own records with it, so the three never disagree.
import { formatMoney } from './money';

/** Good-standing rules told to the user: subscriptions fully paid, required CPD points attained, no pending disciplinary matter. */
export const REQUIRED_CPD_POINTS = 30;
/** CPD points count over the current year and the two before it. */
export const CPD_WINDOW_YEARS = 3;

/** The years whose CPD points count: the current year and the ones before it (CPD_WINDOW_YEARS in all). */
export interface CpdWindow {
  first: number;
  last: number;
  /** How the member reads it: "2024-2026". */
  label: string;
}

/** The counting window on `today` (yyyy-mm-dd…). */
export function cpdWindow(today: string): CpdWindow {
  const last = Number(today.slice(0, 4));
  const first = last - CPD_WINDOW_YEARS + 1;
  return { first, last, label: `${first}-${last}` };
}

/** CPD points awarded in the window of `today`; an award counts by its period (the year, as text). */
export function cpdPointsInWindow(awards: ReadonlyArray<{ period: string; pointAwarded: number }>, today: string): number {
  const { first, last } = cpdWindow(today);
  let total = 0;
  for (const award of awards) {
    const year = Number(award.period.trim());
    if (Number.isInteger(year) && year >= first && year <= last) total += award.pointAwarded;
  }
  return total;
}

/** What the rule looks at. */
export interface StandingFacts {
  /** Empty while no member number has been assigned. */
  memberNo: string;
  type: 'Individual' | 'Corporate';
  /** Periods of the subscriptions not fully paid, oldest first. */
  unpaidSubscriptions: readonly string[];
  /** What the member owes (positive) or has in credit (negative). */
  balance: number;
  /** CPD points in the window of `today` (cpdPointsInWindow). */
  cpdPoints: number;
  pendingDisciplinary: boolean;
  today: string;
}

/**
 * notMember: no member number, so standing does not apply yet (spec §A, 'Not a member yet');
 * inArrears: money is owed (an unpaid subscription or a balance); notInGoodStanding: nothing is owed but another
 * cause holds (CPD points short, a disciplinary matter).
 */
export type StandingStatus = 'notMember' | 'inGoodStanding' | 'inArrears' | 'notInGoodStanding';

export interface Standing {
  status: StandingStatus;
  inGoodStanding: boolean;
  /** Why not, in the words the member reads; empty when in good standing. */
  reasons: string[];
  cpdPoints: number;
  /** 0 for a firm: CPD is earned by people (spec §B). */
  requiredCpdPoints: number;
  window: CpdWindow;
}

/** What a tile or a page says for each status. */
export const STANDING_LABELS: Record<StandingStatus, string> = {
  notMember: 'Not a member yet',
  inGoodStanding: 'In Good Standing',
  inArrears: 'In arrears',
  notInGoodStanding: 'Not in good standing',
};

const NO_MEMBER_NUMBER_REASON = 'No membership number has been assigned yet';

/** Good standing (spec 3 §2): subscriptions fully paid, nothing owed, required CPD points attained, no pending disciplinary matter. */
export function assessStanding(facts: StandingFacts): Standing {
  const window = cpdWindow(facts.today);
  const requiredCpdPoints = facts.type === 'Corporate' ? 0 : REQUIRED_CPD_POINTS;
  const base = { cpdPoints: facts.cpdPoints, requiredCpdPoints, window };
  if (facts.memberNo.trim() === '') return { ...base, status: 'notMember', inGoodStanding: false, reasons: [NO_MEMBER_NUMBER_REASON] };

  const owes = facts.unpaidSubscriptions.length > 0 || facts.balance > 0;
  const reasons: string[] = [];
  if (facts.unpaidSubscriptions.length > 0) reasons.push(`Subscriptions not fully paid: ${facts.unpaidSubscriptions.join(', ')}`);
  if (facts.balance > 0) reasons.push(`Outstanding balance of ${formatMoney(facts.balance)}`);
  if (facts.cpdPoints < requiredCpdPoints)
    reasons.push(`CPD points ${facts.cpdPoints} of the required ${requiredCpdPoints} for ${window.label}`);
  if (facts.pendingDisciplinary) reasons.push('A disciplinary matter is pending');
  const status: StandingStatus = reasons.length === 0 ? 'inGoodStanding' : owes ? 'inArrears' : 'notInGoodStanding';
  return { ...base, status, inGoodStanding: reasons.length === 0, reasons };
}
