// The member behind a profile id, as the membership rules, the ledger and the gateway see it: profile id,
// customer and member numbers, category, names and where to write.
import type { Db } from '../db';
import type { Account } from '../db/accounts';

export interface MemberRef {
  userId: number | null;
  profileId: string;
  customerNo: string;
  memberNo: string;
  category: string;
  type: 'Individual' | 'Corporate';
  name: string;
  email: string;
  phone: string;
}

export const profileOf = (db: Db, profileId: string) => db.profiles.findFirst((q) => q.where({ ProfileID: profileId }));

/**
 * The member behind a profile id, read from the profile record, its account (`account`, or the profile's own) and
 * its released application (the member number the board assigned). Without a profile record only the account
 * speaks for it: a customer number is then derived from the profile id.
 */
export function memberRefOf(db: Db, profileId: string, account?: Account | null): MemberRef {
  const profile = profileOf(db, profileId);
  const acc = account ?? (profile?.userId != null ? db.accounts.findFirst((q) => q.where({ id: profile.userId as number })) : null);
  const released = db.applications.findFirst((q) => q.where({ ProfileID: profileId, status: 'Released' }));
  return {
    userId: acc?.id ?? null,
    profileId,
    customerNo: profile?.CustomerNo || `CUST-${profileId}`,
    memberNo: profile?.MemberNo || released?.assignedMemberNo || '',
    category: profile?.MemberShipType || acc?.category || '',
    type: profile?.type ?? acc?.type ?? 'Individual',
    name: profile ? [profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' ') : (acc?.name ?? profileId),
    email: profile?.Email || acc?.email || '',
    phone: profile?.PhoneNo || acc?.phone_no || '',
  };
}
