// What a checklist still asks for, in words a member reads at a glance ("2 of 8 done. Still to do: a picture,
// a qualification and …"), derived from the checklist's own items so the banner, the ring, the dashboard and a
// disabled Submit say the same thing as /checklist/type/:type.
import type { ChecklistItem } from '#contract/checklist.ts';
import { ALL_FORM_PARTS, type FormSwitches } from '#contract/form-switches.ts';

/**
 * A short name per checklist type (spec 2 §Checklist area's component table). An item of a type not named here
 * is called by its own description, so a new requirement of the backend is never left out of the sentence.
 */
const SHORT_NAMES: Record<string, string> = {
  PROFILE: 'your bio data',
  PICTURE: 'a picture',
  RESIDENCE: 'your county and town',
  ID: 'your ID number',
  CONTACTS: 'a contact',
  ADDRESS: 'an address',
  OLEVEL: 'a certificate',
  EDUCATION: 'a qualification',
  PROFESSIONAL: 'a professional body membership',
  'WORK EXPERIENCE': 'your work experience',
  REFEREE: 'accepted referees',
  PROPOSER: 'an accepted proposer',
  SECONDER: 'an accepted seconder',
  SPECILIZATION: 'a specialisation',
  CONVICTION: 'the convictions declaration',
  ATTACHMENTS: 'an attachment',
  SERVICES: "the firm's services",
  DIRECTORS: "the firm's directors",
  FIRMEMPLOYEES: "the firm's staff numbers",
  SHAREHOLDERS: "the firm's shareholders",
  FIRMBANKERS: "the firm's bankers",
  FACILITIES: "the firm's facilities",
};

/** RESIDENCE asks for the town alone while no form asks for a county (countyField off, decisions §E). */
const TOWN_ONLY: Record<string, string> = { RESIDENCE: 'your town' };

/** The short name of one item: its type's, else its description with a lower-case first letter. */
export function itemShortName(item: ChecklistItem, switches: FormSwitches = ALL_FORM_PARTS): string {
  const known = (switches.countyField ? undefined : TOWN_ONLY[item.checkListType]) ?? SHORT_NAMES[item.checkListType];
  if (known) return known;
  const text = item.description.trim() || item.checkListType;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
function listOf(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface ChecklistProgress {
  passed: number;
  total: number;
  /** The items still to do, in the checklist's order. */
  missing: ChecklistItem[];
  /** One sentence: how many are done and, by name, what is still to do. */
  text: string;
}

export function checklistProgress(items: readonly ChecklistItem[], switches: FormSwitches = ALL_FORM_PARTS): ChecklistProgress {
  const missing = items.filter((i) => !i.pass);
  const total = items.length;
  const passed = total - missing.length;
  let text: string;
  if (total === 0) text = 'This checklist has no requirements.';
  else if (missing.length === 0) text = `${passed} of ${total} done. Nothing is missing.`;
  else text = `${passed} of ${total} done. Still to do: ${listOf(missing.map((i) => itemShortName(i, switches)))}.`;
  return { passed, total, missing, text };
}
