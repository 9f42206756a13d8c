// The fake server's good-standing record (spec 3 §2): the member's records read from the database and judged
// by the contract's one rule (src/contract/good-standing.ts); and the profile's copy of it kept in line.
import { assessStanding, cpdPointsInWindow, type StandingFacts } from '#contract/good-standing.ts';
import type { GoodStanding } from '#contract/membership-billing.ts';
import type { Db } from '../db';
import { balanceOf } from './balance';
import { memberRefOf } from './member';

/** CPD points of a profile in the counting window of `today`. */
const cpdPointsOf = (db: Db, profileId: string, today: string): number =>
  cpdPointsInWindow(
    db.cpdAwards.findMany((q) => q.where({ profileID: profileId })),
    today,
  );

/** What the rule looks at, read from the database. */
function factsOf(db: Db, profileId: string, today: string): StandingFacts {
  const member = memberRefOf(db, profileId);
  const unpaid = db.subscriptions.findMany((q) => q.where({ profileID: profileId, fullyPaid: false }), { orderBy: { subsPeriod: 'asc' } });
  return {
    memberNo: member.memberNo,
    type: member.type,
    unpaidSubscriptions: unpaid.map((s) => s.subsPeriod),
    balance: balanceOf(db, member.customerNo),
    cpdPoints: cpdPointsOf(db, profileId, today),
    // The fake world records no disciplinary matters.
    pendingDisciplinary: false,
    today,
  };
}

/** GET profile/good-standing's record: the facts and the contract's verdict on them. */
export function goodStandingOf(db: Db, profileId: string, today: string): GoodStanding {
  const facts = factsOf(db, profileId, today);
  const standing = assessStanding(facts);
  return {
    ProfileID: profileId,
    MemberNo: facts.memberNo,
    InGoodStanding: standing.inGoodStanding,
    goodStandingMessage: standing.reasons.join('\\'),
    BalanceLCY: facts.balance,
    cpdPoints: standing.cpdPoints,
    requiredCpdPoints: standing.requiredCpdPoints,
    subscriptionsPaid: facts.unpaidSubscriptions.length === 0,
    pendingDisciplinary: facts.pendingDisciplinary,
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
