// Shared pieces of the membership resolvers: who the caller is as a member, document numbers, charges.
import type { MembershipComment } from '../../../src/contract/membership-applications';
import type { StoredAccount } from '../../core/accounts';
import { notFound } from '../../core/http-error';
import type { Db } from '../../db';
import { personas } from '../../scenarios/personas';
import type { World } from '../../world/world';

/** The demo organisation: the company record's display name (seed/shell.ts) and the PDFs' letterhead. */
export const ORGANISATION = 'Engineers Board of Kenya (demo)';
export const ORGANISATION_SHORT = 'EBK';
export const DAY_MS = 86_400_000;

/** The caller as a member: profile id, customer and member numbers, category, names. */
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
 * The member behind a profile id. Reads the profile record; falls back to the persona table and the member's
 * own records, so the membership area still answers while the profile area's data is being built.
 */
export function memberRefOf(db: Db, profileId: string, account?: StoredAccount | null): MemberRef {
  const profile = profileOf(db, profileId);
  const persona = personas.find((p) => p.profileId === profileId);
  const acc = account ?? (profile?.userId != null ? db.accounts.findFirst((q) => q.where({ id: profile.userId as number })) : null);
  const released = db.applications.findFirst((q) => q.where({ ProfileID: profileId, status: 'Released' }));
  const name = profile ? [profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' ') : (acc?.name ?? persona?.name ?? profileId);
  return {
    userId: acc?.id ?? persona?.userId ?? null,
    profileId,
    customerNo: profile?.CustomerNo || persona?.customerNo || `CUST-${profileId}`,
    memberNo: profile?.MemberNo || released?.assignedMemberNo || (persona && !profile ? (persona.memberNo ?? '') : ''),
    category: profile?.MemberShipType || acc?.category || persona?.category || '',
    type: profile?.type ?? acc?.type ?? persona?.type ?? 'Individual',
    name,
    email: profile?.Email || acc?.email || persona?.email || '',
    phone: profile?.PhoneNo || acc?.phone_no || persona?.phone || '',
  };
}

/** The signed-in member; 404 for accounts without a profile (admins, applicants who have not started). */
export function callerOf(db: Db, user: StoredAccount): MemberRef {
  if (!user.profile_id) throw notFound('No member profile was found for this account. Complete your profile first.');
  return memberRefOf(db, user.profile_id, user);
}

const pad = (n: number, width = 6) => String(n).padStart(width, '0');

export const NUMBER_PREFIX = {
  application: 'APP',
  upgrade: 'UPG',
  invoice: 'INV',
  receipt: 'RCT',
  licence: 'LIC',
  booking: 'BKG',
  event: 'EVT',
  cpd: 'CPD',
  payment: 'PAY',
} as const;

/** The next document number of a kind, e.g. INV000042 (counters live in the world, so seeds and runtime never collide). */
export async function nextDocumentNo(world: World, kind: keyof typeof NUMBER_PREFIX): Promise<string> {
  return `${NUMBER_PREFIX[kind]}${pad(await world.nextNumber(`membership.${kind}`))}`;
}

/** A charge of a category in KES (Amount_Including_VAT), 0 when the category has none. */
export function chargeOf(db: Db, category: string, item: 'APPLICATION' | 'SUBSCRIPTION' | 'LICENSE' | 'UPGRADE'): number {
  const c = db.categories.findFirst((q) => q.where({ Code: category }));
  const charge = c?.charges.find((x) => x.Charge_Item === item || x.Charge_Type === item);
  return charge?.Amount_Including_VAT ?? 0;
}

export const categoryName = (db: Db, code: string) => db.categories.findFirst((q) => q.where({ Code: code }))?.Description ?? code;

export const forMember = (comments: readonly MembershipComment[]) => comments.filter((c) => !c.hiddenFromApplicant);

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoDate(Date.parse(iso.slice(0, 10)) + days * DAY_MS);

/** Upgrade paths: which categories a member of a category may move to. */
export const UPGRADE_PATHS: Record<string, string[]> = {
  GRADUATE: ['PE'],
  TECHNICIAN: ['TECHNOLOGIST'],
  TECHNOLOGIST: ['PE'],
  PE: ['CE', 'AC'],
  AC: ['CE'],
};
