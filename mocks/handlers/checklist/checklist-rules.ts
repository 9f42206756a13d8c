// Evaluates a requirements checklist against a profile's records. Shared by the checklist area (GET checklist),
// the applications, upgrades and licence areas (their checklists) and the profile's saves (syncProfileComplete).
// OWNER: checklist area. The signature of evaluateChecklist is fixed.
// The requirement definitions (which items a category and kind ask for) live in db.checklistRequirements,
// seeded by mocks/scenarios/seed/profile.ts; each item's pass is computed here, on read, from the records.
import type { ChecklistItem, ChecklistKind } from '#contract/checklist.ts';
import { isDeclarationMade } from '#contract/declarations.ts';
import { bioMeetsProfileItem } from '#contract/profile.ts';
import type { Db } from '../../db';
import { formSwitchesOf } from '../../domain/organisation';
import type { ProfileRecord } from '../../db/profile';
import { subListRows } from '../../db/sub-list-rows';

/** How many accepted referees REFEREE needs. */
const REQUIRED_ACCEPTED_REFEREES = 2;

type Rule = (db: Db, profile: ProfileRecord) => boolean;

const bioComplete: Rule = (db, p) => {
  if (p.type === 'Corporate') return db.firmBios.findFirst((q) => q.where({ ProfileID: p.ProfileID })) !== undefined;
  return bioMeetsProfileItem(p);
};

const rules: Record<string, Rule> = {
  PROFILE: bioComplete,
  PICTURE: (_db, p) => p.Image !== '',
  // The county only while the forms ask for one (countyField, decisions §E); the town always.
  RESIDENCE: (db, p) => (!formSwitchesOf(db).countyField || p.County.trim() !== '') && p.City.trim() !== '',
  ID: (_db, p) => p.IdentificationDocumentNo.trim() !== '',
  CONTACTS: (db, p) => subListRows(db, 'contacts', p.ProfileID).length > 0,
  ADDRESS: (db, p) => subListRows(db, 'contacts', p.ProfileID).length > 0,
  EDUCATION: (db, p) => db.certifications.findMany((q) => q.where({ ProfileID: p.ProfileID, Type: 'Educational' })).length > 0,
  OLEVEL: (db, p) => subListRows(db, 'certifications', p.ProfileID).length > 0,
  PROFESSIONAL: (db, p) => subListRows(db, 'institutions', p.ProfileID).length > 0,
  'WORK EXPERIENCE': (db, p) => subListRows(db, 'workExperience', p.ProfileID).length > 0,
  REFEREE: (db, p) =>
    db.referees.findMany((q) => q.where({ ProfileID: p.ProfileID, response: 'Accept' })).length >= REQUIRED_ACCEPTED_REFEREES,
  PROPOSER: (db, p) => db.referees.findMany((q) => q.where({ ProfileID: p.ProfileID, response: 'Accept' })).length >= 1,
  SECONDER: (db, p) =>
    db.referees.findMany((q) => q.where({ ProfileID: p.ProfileID, response: 'Accept' })).length >= REQUIRED_ACCEPTED_REFEREES,
  SPECILIZATION: (db, p) => subListRows(db, 'specializations', p.ProfileID).length > 0,
  /** A declaration (spec §F): an explicit No, or Yes with at least one conviction recorded; silence is none. */
  CONVICTION: (db, p) =>
    isDeclarationMade(
      db.convictionDeclarations.findFirst((q) => q.where({ ProfileID: p.ProfileID }))?.answer ?? '',
      subListRows(db, 'convictions', p.ProfileID).length,
    ),
  ATTACHMENTS: (db, p) => db.profileAttachments.findMany((q) => q.where({ profileID: p.ProfileID, attached: true })).length > 0,
  DIRECTORS: (db, p) => subListRows(db, 'directors', p.ProfileID).length > 0,
  SHAREHOLDERS: (db, p) => subListRows(db, 'shareholders', p.ProfileID).length > 0,
  FIRMEMPLOYEES: (db, p) => db.employeeCounts.findMany((q) => q.where({ profileID: p.ProfileID, count: (c) => c > 0 })).length > 0,
  FIRMBANKERS: (db, p) => subListRows(db, 'bankers', p.ProfileID).length > 0,
  FACILITIES: (db, p) => subListRows(db, 'facilities', p.ProfileID).length > 0,
  SERVICES: (db, p) => subListRows(db, 'services', p.ProfileID).length > 0,
};

/** RESIDENCE's words while no form asks for a county: the item asks for what it checks. */
export const TOWN_OF_RESIDENCE = 'Give your town of residence';

export function evaluateChecklist(db: Db, profileId: string, category: string, kind: ChecklistKind): ChecklistItem[] {
  const profile = db.profiles.findFirst((q) => q.where({ ProfileID: profileId }));
  const definitions = db.checklistRequirements.findMany((q) => q.where({ category, kind }), { orderBy: { order: 'asc' } });
  const townOnly = !formSwitchesOf(db).countyField;
  return definitions.map((d) => ({
    checkListType: d.checkListType,
    description: townOnly && d.checkListType === 'RESIDENCE' ? TOWN_OF_RESIDENCE : d.description,
    pass: profile !== undefined && (rules[d.checkListType]?.(db, profile) ?? false),
  }));
}

/** ProfileComplete: every Application item of the profile's own category passes. */
function isProfileComplete(db: Db, profile: ProfileRecord): boolean {
  const items = evaluateChecklist(db, profile.ProfileID, profile.MemberShipType, 'Application');
  return items.length > 0 && items.every((i) => i.pass);
}

/** Recomputes and stores ProfileComplete; returns the up-to-date record. */
export async function syncProfileComplete(db: Db, profileId: string): Promise<ProfileRecord | undefined> {
  const profile = db.profiles.findFirst((q) => q.where({ ProfileID: profileId }));
  if (!profile) return undefined;
  const complete = isProfileComplete(db, profile);
  if (complete === profile.ProfileComplete) return profile;
  return (await db.profiles.update(profile, { data: (p) => void (p.ProfileComplete = complete) })) ?? profile;
}
