// The one dictionary of the labels that the organisation caption switches (spec §B "EBK caption", document 2
// §1, §6): every screen reads its words from here, never from a test of the caption of its own.
export interface Captions {
  /** The qualification's institution. */
  institution: string;
  /** The drop-down of a Local qualification. */
  university: string;
  /** A professional membership's number, and the member's number in the top bar. */
  registrationNo: string;
  /** Which setup list fills the university drop-down. */
  universityList: 'universities' | 'accreditedProgrammes';
}

const DEFAULT: Captions = {
  institution: 'Institution',
  university: 'University',
  registrationNo: 'Registration No',
  universityList: 'universities',
};
const EBK: Captions = {
  institution: 'University',
  university: 'Accredited programme',
  registrationNo: 'EBK Registration No',
  universityList: 'accreditedProgrammes',
};

export const captionsFor = (organisationCaption: string | undefined): Captions => (organisationCaption === 'EBK' ? EBK : DEFAULT);

/** A label fixed, or switched by the caption. */
export type Caption = string | ((c: Captions) => string);
export const captionText = (label: Caption, captions: Captions) => (typeof label === 'function' ? label(captions) : label);

/**
 * What a member reads for the licence, on every screen and breadcrumb: the setting license_alternative_caption,
 * 'License' when it is empty (document 3; docs/decisions/014-one-spelling-for-the-licence.md).
 */
export const licenceCaptionOf = (minor: { license_alternative_caption?: string | undefined }): string =>
  minor.license_alternative_caption?.trim() || 'License';

/**
 * The acceptance letter's name on every screen (its row action on My Membership Applications and My Upgrades, its
 * document's title): the settings' `acceptance_letter_caption` (document 1 §3); the screen's own words (document 3's
 * 'Acceptance Letter', 'Acceptance letter') while it is empty.
 */
export const acceptanceLetterLabel = (caption: string | undefined, fallback: string): string => caption?.trim() || fallback;
