// The profile area's reference data, in every scenario: what each category's checklist asks for (Application,
// Upgrade, License), the referee form's questions and the firm employee types.
import type { ChecklistKind } from '#contract/checklist.ts';
import type { SeedContext } from '../../context';

/** What a visitor and a member read for each checklist type (spec 2 §2's component table). */
const CHECKLIST_DESCRIPTIONS: Record<string, string> = {
  PROFILE: 'Complete your profile (bio data)',
  PICTURE: 'Upload a passport-size photograph',
  RESIDENCE: 'Give your county and town of residence',
  CONTACTS: 'Add at least one contact address',
  EDUCATION: 'Add your academic qualifications (degree, transcripts)',
  PROFESSIONAL: 'Add your professional body memberships',
  'WORK EXPERIENCE': 'Add your work experience',
  REFEREE: 'Two referees who have accepted your request',
  SPECILIZATION: 'Choose your area of specialisation',
  CONVICTION: 'Declare any criminal convictions',
  ATTACHMENTS: 'Attach your ID and certificates (PDF)',
  DIRECTORS: "Add the firm's directors",
  SHAREHOLDERS: "Add the firm's shareholders",
  FIRMEMPLOYEES: "Give the firm's staff numbers",
  FIRMBANKERS: "Add the firm's bankers",
  FACILITIES: "List the firm's equipment and facilities",
  SERVICES: 'List the services the firm offers',
};

const GRADUATE = ['PROFILE', 'PICTURE', 'RESIDENCE', 'CONTACTS', 'EDUCATION', 'REFEREE', 'CONVICTION', 'ATTACHMENTS'];
const TECH = ['PROFILE', 'PICTURE', 'RESIDENCE', 'CONTACTS', 'EDUCATION', 'WORK EXPERIENCE', 'REFEREE', 'CONVICTION', 'ATTACHMENTS'];
const PROFESSIONAL = [
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
];
const FIRM = ['PROFILE', 'DIRECTORS', 'SHAREHOLDERS', 'FIRMEMPLOYEES', 'FIRMBANKERS', 'FACILITIES', 'SERVICES', 'ATTACHMENTS'];
const UPGRADE = ['PROFESSIONAL', 'WORK EXPERIENCE', 'REFEREE', 'SPECILIZATION', 'CONVICTION'];
const LICENSE = ['PROFILE', 'PROFESSIONAL', 'WORK EXPERIENCE', 'CONVICTION'];
const FIRM_LICENCE = ['PROFILE', 'DIRECTORS', 'SHAREHOLDERS', 'FACILITIES'];

export const CHECKLISTS: Record<string, Partial<Record<ChecklistKind, string[]>>> = {
  GRADUATE: { Application: GRADUATE },
  TECHNOLOGIST: { Application: TECH },
  TECHNICIAN: { Application: TECH },
  PE: { Application: PROFESSIONAL, Upgrade: UPGRADE, License: LICENSE },
  CE: { Application: PROFESSIONAL, Upgrade: UPGRADE, License: LICENSE },
  AC: { Application: PROFESSIONAL, Upgrade: UPGRADE, License: LICENSE },
  CORPORATE: { Application: FIRM, License: FIRM_LICENCE },
};

export const REFEREE_QUESTIONS = [
  'How long have you known the applicant, and in what capacity?',
  "Describe the applicant's engineering responsibilities that you have observed.",
  "How would you rate the applicant's technical competence, and why?",
  "Is there anything in the applicant's professional conduct that the Board should know?",
  'Do you recommend the applicant for registration in the category applied for?',
];

const EMPLOYEE_TYPES: Array<[string, string]> = [
  ['ENG', 'Registered engineers'],
  ['GRAD', 'Graduate engineers'],
  ['TECH', 'Technicians and technologists'],
  ['ADMIN', 'Administrative staff'],
];

export async function seedProfileReference({ db }: SeedContext): Promise<void> {
  for (const [category, kinds] of Object.entries(CHECKLISTS)) {
    for (const [kind, types] of Object.entries(kinds) as Array<[ChecklistKind, string[]]>) {
      for (const [order, checkListType] of types.entries()) {
        await db.checklistRequirements.create({
          category,
          kind,
          checkListType,
          description: CHECKLIST_DESCRIPTIONS[checkListType] ?? checkListType,
          order,
        });
      }
    }
  }
  for (const [i, question] of REFEREE_QUESTIONS.entries()) await db.refereeQuestions.create({ questionNo: i + 1, question });
  for (const [code, description] of EMPLOYEE_TYPES) await db.employeeTypes.create({ code, description });
}
