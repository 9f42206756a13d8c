// The register's members who never used the portal (userId null): what the public search lists and what
// activation finds. Realistic Kenyan names (a few with diacritics), genders, categories, disciplines, towns.
import type { SeedContext } from '../../context';
import { kenya } from '../../kenya';
import type { Rng } from '../../rng';
import type { ProfileRecord } from '#mocks/db/profile.ts';

/** Category mix of the register: mostly graduates and professional engineers, some firms. */
const CATEGORY_WEIGHTS: Array<[string, number]> = [
  ['GRADUATE', 34],
  ['PE', 26],
  ['TECHNOLOGIST', 10],
  ['TECHNICIAN', 8],
  ['CE', 8],
  ['AC', 4],
  ['CORPORATE', 10],
];
const TOTAL_WEIGHT = CATEGORY_WEIGHTS.reduce((n, [, w]) => n + w, 0);
const FIRM_SUFFIXES = ['Consulting Engineers', 'Engineering Ltd', '& Partners', 'Associates', 'Infrastructure Ltd'];
const STATUSES = ['Active', 'Active', 'Active', 'Active', 'Inactive'];

function standingReasons(rng: Rng, firm: boolean): string {
  const reasons: string[] = [];
  if (rng.chance(0.7)) reasons.push(`Subscriptions not fully paid: ${rng.chance(0.5) ? '2025, 2026' : '2026'}`);
  if (rng.chance(0.5)) reasons.push(`Outstanding balance of KES ${rng.int(2, 40)},000.00`);
  if (!firm && (reasons.length === 0 || rng.chance(0.4))) reasons.push(`CPD points ${rng.int(0, 29)} of the required 30 for 2024-2026`);
  if (reasons.length === 0) reasons.push('Subscriptions not fully paid: 2026');
  return reasons.join('\\');
}

export async function seedMembers(ctx: SeedContext): Promise<void> {
  const { db, size } = ctx;
  const rng = ctx.rng.fork('members');
  // Its own stream, so the reasons do not shift the names and numbers drawn from `rng`.
  const standingRng = ctx.rng.fork('members-standing');
  for (let i = 0; i < size.members; i++) {
    let roll = rng.int(0, TOTAL_WEIGHT - 1);
    const category = CATEGORY_WEIGHTS.find(([, w]) => (roll -= w) < 0)?.[0] ?? 'GRADUATE';
    const firm = category === 'CORPORATE';
    const female = rng.chance(0.38);
    const first = rng.pick(female ? kenya.givenNames.female : kenya.givenNames.male);
    const other = rng.chance(0.5) ? rng.pick(female ? kenya.givenNames.female : kenya.givenNames.male) : '';
    const last = rng.pick(kenya.surnames);
    const county = rng.pick(kenya.counties);
    const discipline = rng.pick(kenya.disciplines);
    const n = 10_000 + i;
    const memberNo = firm ? `F${3000 + i}` : `M${20_000 + i}`;
    const year = rng.int(1995, 2025);
    const ProfileID = `PROF-${n}`;
    const local = `${first}.${last}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    const record: ProfileRecord = {
      ProfileID,
      type: firm ? 'Corporate' : 'Individual',
      Title: firm ? '' : rng.pick(['Eng.', 'Mr.', 'Ms.', 'Dr.']),
      FirstName: firm ? `${last} ${rng.pick(FIRM_SUFFIXES)}` : first,
      SecondName: firm ? '' : other,
      LastName: firm ? '' : last,
      Gender: firm ? '' : female ? 'Female' : 'Male',
      DateOfBirth: firm
        ? '0001-01-01'
        : `${rng.int(1955, 2001)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      IdentificationDocumentNo: firm ? `P05${rng.digits(7)}${String.fromCharCode(65 + rng.int(0, 25))}` : rng.digits(8).replace(/^0/, '2'),
      Nationality: 'KE',
      Email: firm
        ? `info.${i}@${last
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}-eng.example`
        : `${local}.${i}@example.co.ke`,
      PhoneNo: `07${rng.digits(8)}`,
      Discipline: discipline,
      KRAPin: `A0${rng.digits(8)}${String.fromCharCode(65 + rng.int(0, 25))}`,
      County: county.countyName,
      City: rng.pick(county.towns),
      MemberNo: memberNo,
      CustomerNo: `CUST-${n}`,
      MemberShipType: category,
      confirmed: true,
      ProfileComplete: true,
      InGoodStanding: rng.chance(0.8),
      goodStandingMessage: '',
      memberInformation: [
        { No: memberNo, Status: rng.pick(STATUSES), Registration_Date: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-15` },
      ],
      Image: '',
      userId: null,
    };
    // Good standing as the membership area words it: an inactive member is not in good standing, and a member
    // who is not has its reasons, backslash-separated (spec 1 §3).
    if (record.memberInformation[0]?.Status === 'Inactive') record.InGoodStanding = false;
    if (!record.InGoodStanding) record.goodStandingMessage = standingReasons(standingRng, firm);
    await db.profiles.create(record);
    await db.specializations.create({
      lineNo: 1,
      ProfileID,
      Code: `SP${String(kenya.disciplines.indexOf(discipline) + 1).padStart(2, '0')}`,
      Description: discipline,
      Division: '',
    });
  }
}
