// The member behind a profile id comes from the records (profile, account, released application), never from the
// demo persona table: a profile id without records names no one's member number, customer or e-mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#mocks/backend.ts';
import { memberRefOf } from '#mocks/domain/member.ts';
import { SCENARIO_ANCHOR } from '#mocks/scenarios/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';

const member = personaByKey('member');
const firm = personaByKey('firm');
const startAt = SCENARIO_ANCHOR.getTime();

describe('memberRefOf', () => {
  let seeded: Backend;
  let fresh: Backend;
  beforeAll(async () => {
    seeded = await createBackend({ scenario: 'default', seed: 1, startAt });
    fresh = await createBackend({ scenario: 'fresh', seed: 1, startAt });
  });

  it('reads a seeded member from its profile record', () => {
    const profile = seeded.db.profiles.findFirst((q) => q.where({ ProfileID: member.profileId! }))!;
    expect(memberRefOf(seeded.db, member.profileId!)).toEqual({
      userId: member.userId,
      profileId: member.profileId,
      customerNo: profile.CustomerNo,
      memberNo: profile.MemberNo,
      category: profile.MemberShipType,
      type: 'Individual',
      name: [profile.FirstName, profile.SecondName, profile.LastName].filter(Boolean).join(' '),
      email: profile.Email,
      phone: profile.PhoneNo,
    });
  });

  it('says Corporate for a firm', () => {
    expect(memberRefOf(seeded.db, firm.profileId!).type).toBe('Corporate');
  });

  it('falls back to no persona data when the profile id has no records (the fresh scenario seeds none)', () => {
    expect(fresh.db.profiles.findFirst((q) => q.where({ ProfileID: member.profileId! }))).toBeUndefined();
    const ref = memberRefOf(fresh.db, member.profileId!);
    expect(ref).toEqual({
      userId: null,
      profileId: member.profileId,
      customerNo: `CUST-${member.profileId}`,
      memberNo: '',
      category: '',
      type: 'Individual',
      name: member.profileId,
      email: '',
      phone: '',
    });
  });

  it('takes what the account knows when the caller passes its account and no profile exists yet', () => {
    const account = fresh.db.accounts.findFirst((q) => q.where({ id: member.userId }))!;
    const ref = memberRefOf(fresh.db, member.profileId!, account);
    expect(ref).toMatchObject({
      userId: member.userId,
      name: member.name,
      email: member.email,
      phone: member.phone,
      category: member.category,
      memberNo: '',
    });
  });
});
