// Helpers shared by the profile area's resolvers: the caller's profile, files, dates.
import { bytesToBase64, messages } from '#contract';
import { imageTypeOf } from '#contract/profile-bio.ts';
import { listMessages } from '#contract/profile-lists.ts';
import type { StoredAccount } from '../../core/accounts';
import { notFound, unprocessable } from '../../core/http-error';
import type { Db } from '../../db';
import type { ProfileRecord } from '../../db/profile';
import type { Simulation } from '../../simulation/simulation';

export const NO_PROFILE = 'No profile was found for this account. Create your profile first.';

export type StoredProfile = NonNullable<ReturnType<Db['profiles']['findFirst']>>;

export const findProfile = (db: Db, profileId: string) => db.profiles.findFirst((q) => q.where({ ProfileID: profileId }));

/** The caller's own profile, or 404 with a message that tells what to do. */
export function requireProfile(db: Db, user: StoredAccount): StoredProfile {
  const profile = user.profile_id ? findProfile(db, user.profile_id) : undefined;
  if (!profile) throw notFound(NO_PROFILE);
  return profile;
}

export const fullName = (p: Pick<ProfileRecord, 'FirstName' | 'SecondName' | 'LastName'>) =>
  [p.FirstName, p.SecondName, p.LastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

export interface StoredFile {
  base64: string;
  name: string;
}

/** Reads an uploaded PDF (the schema has checked size and type; the content must really be a PDF). */
export async function readPdf(file: Blob | undefined): Promise<StoredFile | undefined> {
  if (!file) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const magic = String.fromCharCode(...bytes.subarray(0, 5));
  if (magic !== '%PDF-') throw unprocessable(messages.attachmentNotPdf);
  return { base64: bytesToBase64(bytes), name: file instanceof File ? file.name : 'document.pdf' };
}

/** Reads an uploaded picture (JPEG or PNG by content). */
export async function readPicture(file: Blob | undefined, message: string): Promise<string | undefined> {
  if (!file) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!imageTypeOf(bytes)) throw unprocessable(message);
  return bytesToBase64(bytes);
}

/** Dates cannot be after today (the simulated today). Empty values are left to the schema. */
export function notAfterToday(simulation: Simulation, ...dates: Array<string | undefined>) {
  const today = simulation.today();
  for (const d of dates) if (d && d.slice(0, 10) > today) throw unprocessable(listMessages.dateInFuture);
}

/** A loosely typed row value as text ('' when absent or not text). */
export const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
