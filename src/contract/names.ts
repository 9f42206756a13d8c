// The one place that maps a wire code to the name a member reads (issue 34 item 7): checklist types, event types.
// British English, as the body writes. Codes stay as the server spells them on the wire (`SPECILIZATION`,
// `INHOUSES`); only what is shown changes. Categories are named by the server's own list (kernel/category-names).
import { EVENT_TYPES } from './membership-events';

/** A code the table does not know, in plain words: 'NEW_TYPE' → 'New type'. */
const plainWords = (code: string): string => {
  const words = code.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Checklist item types (spec 2 §Checklist area's component table), as a title. */
export const CHECKLIST_TYPE_NAMES: Readonly<Record<string, string>> = {
  PROFILE: 'Bio data',
  PICTURE: 'Picture',
  RESIDENCE: 'Residence',
  ID: 'Identification',
  CONTACTS: 'Contacts',
  ADDRESS: 'Address',
  OLEVEL: 'Secondary school certificate',
  EDUCATION: 'Education',
  PROFESSIONAL: 'Professional bodies',
  'WORK EXPERIENCE': 'Work experience',
  REFEREE: 'Referees',
  PROPOSER: 'Proposer',
  SECONDER: 'Seconder',
  SPECILIZATION: 'Specialisation',
  CONVICTION: 'Convictions',
  ATTACHMENTS: 'Attachments',
  SERVICES: 'Services',
  DIRECTORS: 'Directors',
  FIRMEMPLOYEES: 'Employees',
  SHAREHOLDERS: 'Shareholders',
  FIRMBANKERS: 'Bankers',
  FACILITIES: 'Facilities',
};

export const checklistTypeName = (code: string): string =>
  Object.hasOwn(CHECKLIST_TYPE_NAMES, code) ? CHECKLIST_TYPE_NAMES[code]! : plainWords(code);

/** Event types (spec 3 §2's colour list): the names on the events' badges. */
export const EVENT_TYPE_NAMES: Readonly<Record<(typeof EVENT_TYPES)[number], string>> = {
  CONFERENCE: 'Conference',
  COURSES: 'Course',
  INHOUSES: 'In-house training',
  SEMINARS: 'Seminar',
  SPECIALS: 'Special session',
  WORKSHOPS: 'Workshop',
  WEBINAR: 'Webinar',
};

/** An event type's name, compared without case as its colour is; an empty type reads 'Event'. */
export function eventTypeName(code: string): string {
  const key = code.trim().toUpperCase();
  if (key === '') return 'Event';
  return (EVENT_TYPES as readonly string[]).includes(key) ? EVENT_TYPE_NAMES[key as (typeof EVENT_TYPES)[number]] : plainWords(code);
}
