// When a member's grades were conferred (DECISIONS.md §F): each Released application admits the member in its
// category, each Released upgrade moves them to another, on the day the Board decided. The membership certificate
// states the conferral of the member's grade today; the Member Checker confirms a certificate's reference with them.
import { certificateReference, parseCertificateReference, type CertificateCheck } from '#contract/certificate-reference.ts';
import type { Db } from '../db';
import { profileOf } from './member';
import { categoryName } from './organisation';

export interface Conferral {
  /** The category code conferred. */
  category: string;
  /** yyyy-mm-dd: the day the Board decided. */
  on: string;
  /** The record that conferred it. */
  by: { kind: 'Application' | 'Upgrade'; code: string };
}

/** Every grade conferred on the profile, oldest first. */
function conferralsOf(db: Db, profileId: string): Conferral[] {
  const admitted = db.applications
    .findMany((q) => q.where({ ProfileID: profileId, status: 'Released' }))
    .map((a): Conferral => ({ category: a.AppliedCategory, on: a.decidedOn, by: { kind: 'Application', code: a.Code } }));
  const upgraded = db.upgrades
    .findMany((q) => q.where({ ProfileID: profileId, status: 'Released' }))
    .map((u): Conferral => ({ category: u.toCategory, on: u.decidedOn, by: { kind: 'Upgrade', code: u.code } }));
  return [...admitted, ...upgraded].filter((c) => c.on !== '').sort((a, b) => (a.on < b.on ? -1 : a.on > b.on ? 1 : 0));
}

/**
 * The conferral of the grade the member holds today: the latest Released record that gave the profile's category.
 * Null when no record did (a grade set outside the portal's records): no certificate may then claim a date.
 */
export function currentConferral(db: Db, profileId: string): Conferral | null {
  const category = profileOf(db, profileId)?.MemberShipType ?? '';
  return (
    conferralsOf(db, profileId)
      .filter((c) => c.category === category)
      .pop() ?? null
  );
}

/**
 * The member a certificate's verification reference names, and what the register says of it; null when the text
 * is not a reference, or names a member number, grade or day the register does not hold together.
 */
export function checkCertificateReference(db: Db, text: string): { profileId: string; check: CertificateCheck } | null {
  const facts = parseCertificateReference(text);
  if (!facts) return null;
  const profile = db.profiles.findFirst((q) => q.where({ MemberNo: facts.memberNo }));
  if (!profile) return null;
  const conferral = conferralsOf(db, profile.ProfileID).find((c) => c.category === facts.category && c.on === facts.conferredOn);
  if (!conferral) return null;
  const today = currentConferral(db, profile.ProfileID);
  return {
    profileId: profile.ProfileID,
    check: {
      reference: certificateReference(facts),
      memberNo: profile.MemberNo,
      categoryDescription: categoryName(db, conferral.category),
      conferredOn: conferral.on,
      current: today !== null && today.by.kind === conferral.by.kind && today.by.code === conferral.by.code,
    },
  };
}
