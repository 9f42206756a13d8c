// The profile view adds only columns and field layout to each sub-list's contract definition: its names, its
// delete button and its date caps come from the definition, and shareholders and directors share one party layout.
import { describe, expect, it } from 'vitest';
import * as lists from '#contract/profile-lists.ts';
import { captionsFor, captionText } from '#contract/captions.ts';
import {
  attachments,
  bankers,
  certifications,
  convictions,
  directors,
  facilities,
  institutions,
  shareholders,
  specializations,
  workExperience,
} from '#features/profile/sub-lists.ts';

const pastOnly = (resource: { fields: Array<{ name: string; pastOnly: boolean }> }) =>
  Object.fromEntries(resource.fields.map((f) => [f.name, f.pastOnly]));

describe('profile sub-lists on screen', () => {
  it('take their names and the delete button from the definition', () => {
    expect(bankers).toMatchObject({ key: 'bankers', title: lists.bankers.title, noun: 'banker', canRemove: true });
    expect(specializations.canRemove).toBe(false);
    expect(bankers.rowKey({ lineNo: 7, EntryNo: 7, profileID: 'P1', name: 'KCB', address: 'Nairobi' })).toBe(7);
    expect(
      directors.rowKey({
        entryNo: 3,
        profileID: 'P1',
        name: 'A',
        identificationDocumentNo: '1',
        discipline: '',
        type: 'Member',
        regNo: 'M1',
      }),
    ).toBe(3);
  });

  it('cap the pickers of exactly the dates the contract keeps in the past', () => {
    expect(pastOnly(convictions)).toEqual({ ConvictionDate: true, Offence: false, SentenceImposed: false });
    expect(pastOnly(workExperience)).toMatchObject({ StartDate: true, EndDate: true, PlaceOfWork: false, Current: false });
  });

  it('draw shareholders as directors plus the shares they hold', () => {
    expect(shareholders.columns.slice(0, -1)).toEqual(directors.columns);
    expect(shareholders.fields.slice(0, -1)).toEqual(directors.fields);
    expect(shareholders.columns.at(-1)!.header).toBe('Shares held');
    expect(shareholders.fields.at(-1)).toMatchObject({ name: 'sharesHeld', kind: 'number' });
  });

  it('upper-case as typed exactly the fields the contract keeps upper-cased', () => {
    const upper = (resource: { fields: Array<{ name: string; upperCase: boolean }> }) =>
      resource.fields.filter((f) => f.upperCase).map((f) => f.name);
    expect(upper(institutions)).toEqual(['Institution', 'memberNo', 'membershipType']);
    expect(upper(certifications)).toEqual(['ContactPerson', 'ContactDesignation', 'contactPersonAddress', 'ContactCountry']);
    expect(upper(facilities)).toEqual([]);
  });

  it('give every list with a file exactly one file field, on the field its definition names', () => {
    for (const [resource, list] of [
      [certifications, lists.certifications],
      [institutions, lists.institutions],
      [facilities, lists.facilities],
      [attachments.Individual, lists.attachments],
      [attachments.Corporate, lists.attachments],
    ] as const) {
      expect(
        resource.fields.filter((f) => f.kind === 'file').map((f) => f.name),
        resource.key,
      ).toEqual([list.file!.field]);
    }
  });

  it('take the switched labels from the one dictionary', () => {
    const label = (name: string, caption: string) =>
      captionText(certifications.fields.find((f) => f.name === name)!.label, captionsFor(caption));
    expect([label('Institution', 'EBK'), label('Institution', '')]).toEqual(['University', 'Institution']);
    expect([label('UniversityCode', 'EBK'), label('UniversityCode', '')]).toEqual(['Accredited programme', 'University']);
    const header = (caption: string) => captionText(institutions.columns[1]!.header, captionsFor(caption));
    expect([header('EBK'), header('')]).toEqual(['EBK Registration No', 'Registration No']);
  });
});
