// Good standing (document 3 §2): subscriptions fully paid, nothing owed, required CPD points attained, no pending
// disciplinary matter; and the profile's copy of it kept in line with the records.
import { CPD_WINDOW_YEARS, REQUIRED_CPD_POINTS, type GoodStanding } from '../../src/contract/membership-billing';
import type { Db } from '../db';
import { pdfMoney } from '../pdf/render';
import { balanceOf } from './balance';
import { memberRefOf } from './member';

/** CPD points awarded in the counting window (the current year and the two before it). */
export function cpdPointsInWindow(db: Db, profileId: string, today: string): number {
  const year = Number(today.slice(0, 4));
  const first = year - CPD_WINDOW_YEARS + 1;
  let total = 0;
  for (const a of db.cpdAwards.findMany((q) => q.where({ profileID: profileId }))) {
    const y = Number(a.period);
    if (y >= first && y <= year) total += a.pointAwarded;
  }
  return total;
}

/** Good standing (document 3 §2): subscriptions fully paid, required CPD points attained, no pending disciplinary matter. */
export function goodStandingOf(db: Db, profileId: string, today: string): GoodStanding {
  const member = memberRefOf(db, profileId);
  const balance = balanceOf(db, member.customerNo);
  const unpaid = db.subscriptions.findMany((q) => q.where({ profileID: profileId, fullyPaid: false }), { orderBy: { subsPeriod: 'asc' } });
  const points = cpdPointsInWindow(db, profileId, today);
  // CPD is earned by people attending events; a firm's standing rests on its membership and money only.
  const requiredPoints = member.type === 'Corporate' ? 0 : REQUIRED_CPD_POINTS;
  const year = Number(today.slice(0, 4));
  const reasons: string[] = [];
  if (!member.memberNo) reasons.push('No membership number has been assigned yet');
  if (unpaid.length > 0) reasons.push(`Subscriptions not fully paid: ${unpaid.map((s) => s.subsPeriod).join(', ')}`);
  if (balance > 0) reasons.push(`Outstanding balance of ${pdfMoney(balance)}`);
  if (points < requiredPoints) {
    reasons.push(`CPD points ${points} of the required ${requiredPoints} for ${year - CPD_WINDOW_YEARS + 1}-${year}`);
  }
  return {
    ProfileID: profileId,
    MemberNo: member.memberNo,
    InGoodStanding: reasons.length === 0,
    goodStandingMessage: reasons.join('\\'),
    BalanceLCY: balance,
    cpdPoints: points,
    requiredCpdPoints: requiredPoints,
    subscriptionsPaid: unpaid.length === 0,
    pendingDisciplinary: false,
    checkedOn: today,
  };
}

/** Keeps the profile's InGoodStanding and goodStandingMessage in line with the money and CPD records. */
export async function refreshGoodStanding(db: Db, profileId: string, today: string): Promise<void> {
  const profile = db.profiles.findFirst((q) => q.where({ ProfileID: profileId }));
  if (!profile) return;
  const standing = goodStandingOf(db, profileId, today);
  if (profile.InGoodStanding === standing.InGoodStanding && profile.goodStandingMessage === standing.goodStandingMessage) return;
  await db.profiles.update(profile, {
    data: (p) => {
      p.InGoodStanding = standing.InGoodStanding;
      p.goodStandingMessage = standing.goodStandingMessage;
    },
  });
}
