// Issue 34 item 7: one table maps each wire code to the name a member reads (checklist and event types); every
// code the portal knows has a name that is not the code itself, and an unknown code still reads as words.
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '#contract/membership-events.ts';
import { CHECKLIST_TYPE_NAMES, checklistTypeName, eventTypeName } from '#contract/names.ts';
import { CHECKLIST_COMPONENTS } from '../../src/features/profile/checklist-components';

describe('names instead of codes', () => {
  it('every checklist component (spec 2 table) has a name in British English, never its code', () => {
    for (const code of Object.keys(CHECKLIST_COMPONENTS)) {
      expect(Object.hasOwn(CHECKLIST_TYPE_NAMES, code), code).toBe(true);
      expect(checklistTypeName(code)).not.toBe(code);
      expect(checklistTypeName(code)).not.toMatch(/^[A-Z ]{4,}$/);
    }
    expect(checklistTypeName('SPECILIZATION')).toBe('Specialisation');
    expect(checklistTypeName('PROFILE')).toBe('Bio data');
    expect(checklistTypeName('CONTACTS')).toBe('Contacts');
    expect(checklistTypeName('NEW_REQUIREMENT')).toBe('New requirement');
  });

  it('every event type of spec 3 has a name; case does not matter; an unknown one reads as words', () => {
    for (const code of EVENT_TYPES) expect(eventTypeName(code)).not.toBe(code);
    expect(['INHOUSES', 'SPECIALS', 'webinar', ' Conference '].map(eventTypeName)).toEqual([
      'In-house training',
      'Special session',
      'Webinar',
      'Conference',
    ]);
    expect(eventTypeName('GALA_DINNER')).toBe('Gala dinner');
    expect(eventTypeName('')).toBe('Event');
  });
});
