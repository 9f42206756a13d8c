// The profile area's seed: checklist requirements in every scenario (the registration page reads them), the
// personas' profiles as spec §C describes them, and generated register members without accounts; the
// same seed gives the same bytes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#mocks/backend.ts';
import { evaluateChecklist } from '#mocks/handlers/checklist/checklist-rules.ts';
import { CHECKLISTS } from '#mocks/scenarios/seed/profile/reference.ts';
import { SCENARIO_ANCHOR, scenarios } from '#mocks/scenarios/index.ts';
import { personaByKey } from '#mocks/scenarios/personas.ts';

const startAt = SCENARIO_ANCHOR.getTime();
const seeded = (scenario: string, seed = 1) => createBackend({ scenario, seed, startAt, random: () => 1 });
const PROFILE_COLLECTIONS = [
  'profiles',
  'firmBios',
  'contacts',
  'certifications',
  'workExperience',
  'referees',
  'specializations',
  'institutions',
  'profileAttachments',
  'directors',
  'shareholders',
  'checklistRequirements',
];
const profileBytes = (b: Backend) => {
  const { collections } = b.snapshot();
  return JSON.stringify(PROFILE_COLLECTIONS.map((name) => collections[name]));
};

describe('profile seed', () => {
  let def: Backend;
  let fresh: Backend;
  beforeAll(async () => {
    def = await seeded('default');
    fresh = await seeded('fresh');
  });

  it('is deterministic: the same seed gives byte-identical profile data, another seed other members', async () => {
    expect(profileBytes(await seeded('default'))).toBe(profileBytes(def));
    const names = (b: Backend) =>
      b.db.profiles
        .findMany((q) => q.where({ userId: null }))
        .slice(0, 20)
        .map((p) => `${p.FirstName} ${p.LastName}`);
    expect(names(await seeded('default', 2))).not.toEqual(names(def));
  });

  it('seeds the checklist requirements in every scenario, ordered, one list per category and kind', () => {
    for (const b of [def, fresh]) {
      for (const [category, kinds] of Object.entries(CHECKLISTS)) {
        for (const [kind, types] of Object.entries(kinds)) {
          const rows = b.db.checklistRequirements.findMany((q) => q.where({ category, kind: kind as 'Application' }), {
            orderBy: { order: 'asc' },
          });
          expect(rows.map((r) => r.checkListType)).toEqual(types);
          expect(rows.every((r) => r.description !== '')).toBe(true);
        }
      }
    }
    expect(CHECKLISTS.CORPORATE!.Application).toEqual([
      'PROFILE',
      'DIRECTORS',
      'SHAREHOLDERS',
      'FIRMEMPLOYEES',
      'FIRMBANKERS',
      'FACILITIES',
      'SERVICES',
      'ATTACHMENTS',
    ]);
    expect(CHECKLISTS.PE!.Application).toEqual([
      'PROFILE',
      'PICTURE',
      'RESIDENCE',
      'CONTACTS',
      'EDUCATION',
      'PROFESSIONAL',
      'WORK EXPERIENCE',
      'REFEREE',
      'SPECILIZATION',
      'CONVICTION',
      'ATTACHMENTS',
    ]);
  });

  it('fresh: persona accounts and reference data, no profiles', () => {
    expect(fresh.db.profiles.count()).toBe(0);
    expect(fresh.db.referees.count()).toBe(0);
    expect(fresh.db.accounts.count()).toBeGreaterThanOrEqual(9);
  });

  it('gives the personas the profiles of spec §C', () => {
    const db = def.db;
    const profile = (key: Parameters<typeof personaByKey>[0]) =>
      db.profiles.findFirst((q) => q.where({ ProfileID: personaByKey(key).profileId! }))!;
    const failing = (key: Parameters<typeof personaByKey>[0]) => {
      const p = profile(key);
      return evaluateChecklist(db, p.ProfileID, p.MemberShipType, 'Application')
        .filter((i) => !i.pass)
        .map((i) => i.checkListType);
    };
    for (const key of ['member', 'arrears', 'approver', 'firm'] as const) {
      expect(failing(key)).toEqual([]);
      expect(profile(key)).toMatchObject({
        ProfileComplete: true,
        confirmed: true,
        MemberNo: personaByKey(key).memberNo,
        userId: personaByKey(key).userId,
      });
    }
    expect(profile('member')).toMatchObject({ InGoodStanding: true, goodStandingMessage: '' });
    expect(profile('arrears').InGoodStanding).toBe(false);
    expect(profile('arrears').goodStandingMessage.split('\\').length).toBeGreaterThan(1);

    expect(profile('pending')).toMatchObject({ MemberShipType: 'GRADUATE', MemberNo: '', ProfileComplete: false });
    expect(failing('pending')).toContain('REFEREE');
    const referees = db.referees.findMany((q) => q.where({ ProfileID: personaByKey('pending').profileId! }));
    expect(referees.map((r) => r.response).sort()).toEqual(['', 'Accept']);
    // Every persona referee is a registered member.
    for (const r of db.referees.findMany()) expect(db.profiles.findFirst((q) => q.where({ MemberNo: r.memberNo }))).toBeDefined();

    const fid = personaByKey('firm').profileId!;
    expect(db.firmBios.findFirst((q) => q.where({ ProfileID: fid }))).toBeDefined();
    const directors = db.directors.findMany((q) => q.where({ profileID: fid }));
    expect(directors.some((d) => d.type === 'Member' && db.profiles.findFirst((q) => q.where({ MemberNo: d.regNo })) !== undefined)).toBe(
      true,
    );
    for (const list of [db.shareholders, db.employeeCounts, db.bankers, db.facilities, db.firmServices] as const) {
      expect((list as typeof db.bankers).findMany((q) => q.where({ profileID: fid })).length).toBeGreaterThan(0);
    }
    expect(db.profiles.findFirst((q) => q.where({ ProfileID: personaByKey('applicant').profileId ?? 'none' }))).toBeUndefined();
  });

  it('generates the register: size.members profiles without accounts, realistic and varied', () => {
    const generated = def.db.profiles.findMany((q) => q.where({ userId: null }));
    expect(generated).toHaveLength(scenarios.default!.size.members);
    expect(new Set(generated.map((p) => p.MemberNo)).size).toBe(generated.length);
    expect(generated.every((p) => p.MemberNo !== '' && p.memberInformation.length === 1 && p.County !== '' && p.City !== '')).toBe(true);
    const categories = new Set(generated.map((p) => p.MemberShipType));
    for (const c of ['GRADUATE', 'PE', 'CE', 'AC', 'TECHNOLOGIST', 'CORPORATE']) expect(categories).toContain(c);
    expect(generated.filter((p) => p.Gender === 'Female').length).toBeGreaterThan(100);
    expect(generated.filter((p) => /[^\u0020-\u007e]/.test(`${p.FirstName}${p.SecondName}${p.LastName}`)).length).toBeGreaterThan(5);
    const notInGoodStanding = generated.filter((p) => !p.InGoodStanding);
    expect(notInGoodStanding.length).toBeGreaterThan(0);
    expect(notInGoodStanding.every((p) => p.goodStandingMessage !== '')).toBe(true);
    expect(generated.filter((p) => p.InGoodStanding).every((p) => p.goodStandingMessage === '')).toBe(true);
    for (const p of generated.slice(0, 50))
      expect(def.db.specializations.findFirst((q) => q.where({ ProfileID: p.ProfileID }))).toBeDefined();
  });
});
