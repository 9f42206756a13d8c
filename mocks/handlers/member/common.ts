// Shared pieces of the membership resolvers: who the caller is as a member, comments the member may read, upgrade paths.
import type { MembershipComment } from '#contract/membership-applications.ts';
import type { StoredAccount } from '../../core/accounts';
import { notFound } from '../../core/http-error';
import type { Db } from '../../db';
import { memberRefOf, type MemberRef } from '../../domain/member';

/** The signed-in member; 404 for accounts without a profile (admins, applicants who have not started). */
export function callerOf(db: Db, user: StoredAccount): MemberRef {
  if (!user.profile_id) throw notFound('No member profile was found for this account. Complete your profile first.');
  return memberRefOf(db, user.profile_id, user);
}

export const forMember = (comments: readonly MembershipComment[]) => comments.filter((c) => !c.hiddenFromApplicant);

/** Upgrade paths: which categories a member of a category may move to. */
export const UPGRADE_PATHS: Record<string, string[]> = {
  GRADUATE: ['PE'],
  TECHNICIAN: ['TECHNOLOGIST'],
  TECHNOLOGIST: ['PE'],
  PE: ['CE', 'AC'],
  AC: ['CE'],
};
