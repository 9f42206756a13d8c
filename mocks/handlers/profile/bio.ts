// The individual bio (GET/POST profile, POST profile/update incl. the name confirmation) and the firm bio.
import { endpoints, firstIssueMessage } from '#contract';
import { EMPTY_DATE, profileMessages, type FirmBio, type FirmBioCreate, type Profile } from '#contract/profile.ts';
import { bioMessages, firmBioFormSchema } from '#contract/profile-bio.ts';
import { notFound, unprocessable } from '../../core/http-error';
import { route, type MockRoute } from '../../core/route';
import type { Db } from '../../db';
import type { ProfileRecord } from '../../db/profile';
import type { Simulation } from '../../simulation/simulation';
import { formSwitchesOf } from '../../domain/organisation';
import { syncProfileComplete } from '../checklist/checklist-rules';
import { findProfile, fullName, notAfterToday, readPicture, requireProfile } from './common';

const e = endpoints.profile;

function toProfile(record: ProfileRecord): Profile {
  const { userId: _userId, ...profile } = record;
  return profile;
}

async function newIds(simulation: Simulation) {
  const n = 50_000 + (await simulation.nextNumber('profile'));
  return { ProfileID: `PROF-${n}`, CustomerNo: `CUST-${n}` };
}

function toFirmBio(db: Db, profile: ProfileRecord): FirmBio {
  const bio = db.firmBios.findFirst((q) => q.where({ ProfileID: profile.ProfileID }));
  if (!bio) throw notFound('No firm bio was found for this account. Create the firm profile first.');
  return { ...bio, MemberNo: profile.MemberNo, MemberShipType: profile.MemberShipType };
}

/** The firm bio form's rules as the settings stand (a County is required only while they ask for one). */
function checkFirmBio(db: Db, simulation: Simulation, body: FirmBioCreate): void {
  const checked = firmBioFormSchema(simulation.today(), formSwitchesOf(db)).safeParse(body);
  if (!checked.success) throw unprocessable(firstIssueMessage(checked.error));
}

async function current(db: Db, profileId: string): Promise<Profile> {
  const synced = await syncProfileComplete(db, profileId);
  if (!synced) throw notFound('Not found.');
  return toProfile(synced);
}

export const bioRoutes: MockRoute[] = [
  route(e.profile, async ({ db, user }) => ({ data: await current(db, requireProfile(db, user).ProfileID) })),

  route(e.createProfile, async ({ db, simulation, user, body }) => {
    if (user.profile_id && findProfile(db, user.profile_id)) throw unprocessable('A profile already exists for this account.');
    if (user.type === 'Corporate') throw unprocessable('A firm creates its profile with the firm bio.');
    notAfterToday(simulation, body.DateOfBirth);
    const image = await readPicture(body.Image, profileMessages.pictureNotImage);
    const ids = await newIds(simulation);
    const created = await db.profiles.create({
      ...ids,
      type: 'Individual',
      Title: body.Title ?? '',
      FirstName: body.FirstName,
      SecondName: body.SecondName ?? '',
      LastName: body.LastName,
      Gender: body.Gender,
      DateOfBirth: body.DateOfBirth,
      IdentificationDocumentNo: body.IdentificationDocumentNo,
      Nationality: body.Nationality,
      Email: body.Email,
      PhoneNo: body.PhoneNo,
      Discipline: body.Discipline ?? '',
      KRAPin: body.KRAPin ?? '',
      County: body.County ?? '',
      City: body.City ?? '',
      MemberNo: '',
      MemberShipType: user.category ?? '',
      confirmed: false,
      ProfileComplete: false,
      InGoodStanding: false,
      goodStandingMessage: '',
      memberInformation: [],
      Image: image ?? '',
      userId: user.id,
    });
    await db.accounts.update(user, {
      data: (a) => void Object.assign(a, { profile: true, profile_id: created.ProfileID, name: fullName(created) }),
    });
    return { data: await current(db, created.ProfileID), message: 'Profile created successfully' };
  }),

  route(e.updateProfile, async ({ db, simulation, user, body }) => {
    const own = requireProfile(db, user);
    if (body.ProfileID !== own.ProfileID) throw notFound('Not found.');
    notAfterToday(simulation, body.DateOfBirth);
    const image = await readPicture(body.Image, profileMessages.pictureNotImage);
    const { ProfileID: _id, Image: _image, ...fields } = body;
    const before = fullName(own);
    const updated = await db.profiles.update(own, {
      data: (p) => {
        for (const [k, v] of Object.entries(fields)) if (v !== undefined) (p as Record<string, unknown>)[k] = v;
        if (image) p.Image = image;
        if (p.DateOfBirth === '') p.DateOfBirth = EMPTY_DATE;
        // A confirmation covers the name it was given for (spec 2 §4): a new name asks for it again.
        if (fullName(p) !== before && body.confirmed !== true) p.confirmed = false;
      },
    });
    if (updated && (fields.FirstName || fields.LastName || fields.SecondName !== undefined)) {
      await db.accounts.update(user, { data: (a) => void (a.name = fullName(updated)) });
    }
    const onlyConfirmation = body.confirmed === true && Object.values(fields).filter((v) => v !== undefined).length === 1;
    return { data: await current(db, own.ProfileID), message: onlyConfirmation ? bioMessages.confirmed : 'Profile updated successfully' };
  }),

  route(e.firmBio, ({ db, user }) => ({ data: toFirmBio(db, requireProfile(db, user)) })),

  route(e.createFirmBio, async ({ db, simulation, user, body }) => {
    if (user.profile_id && findProfile(db, user.profile_id)) throw unprocessable('A profile already exists for this account.');
    if (user.type !== 'Corporate') throw unprocessable('Only a firm account can create a firm profile.');
    checkFirmBio(db, simulation, body);
    const ids = await newIds(simulation);
    const profile = await db.profiles.create({
      ...ids,
      type: 'Corporate',
      Title: '',
      FirstName: body.FirmName,
      SecondName: '',
      LastName: '',
      Gender: '',
      DateOfBirth: EMPTY_DATE,
      IdentificationDocumentNo: body.RegistrationNo,
      Nationality: 'KE',
      Email: body.Email,
      PhoneNo: body.PhoneNo,
      Discipline: '',
      KRAPin: body.TaxPIN,
      County: body.County ?? '',
      City: body.Town,
      MemberNo: '',
      MemberShipType: user.category ?? 'CORPORATE',
      confirmed: false,
      ProfileComplete: false,
      InGoodStanding: false,
      goodStandingMessage: '',
      memberInformation: [],
      Image: '',
      userId: user.id,
    });
    await db.firmBios.create({ ...body, County: body.County ?? '', Website: body.Website ?? '', ProfileID: profile.ProfileID });
    await db.accounts.update(user, {
      data: (a) => void Object.assign(a, { profile: true, profile_id: profile.ProfileID, name: body.FirmName }),
    });
    await syncProfileComplete(db, profile.ProfileID);
    return { data: toFirmBio(db, profile), message: 'Firm profile created successfully' };
  }),

  route(e.updateFirmBio, async ({ db, simulation, user, body }) => {
    const own = requireProfile(db, user);
    if (body.ProfileID !== own.ProfileID) throw notFound('Not found.');
    checkFirmBio(db, simulation, body);
    // A County the form did not ask for is not sent: the one on file stays.
    const county = body.County === undefined ? {} : { County: body.County };
    const bio = db.firmBios.findFirst((q) => q.where({ ProfileID: own.ProfileID }));
    if (!bio) throw notFound('No firm bio was found for this account. Create the firm profile first.');
    await db.firmBios.update(bio, { data: (b) => void Object.assign(b, { ...body, Website: body.Website ?? '' }) });
    await db.profiles.update(own, {
      data: (p) =>
        void Object.assign(p, {
          FirstName: body.FirmName,
          Email: body.Email,
          PhoneNo: body.PhoneNo,
          KRAPin: body.TaxPIN,
          ...county,
          City: body.Town,
        }),
    });
    await db.accounts.update(user, { data: (a) => void (a.name = body.FirmName) });
    const profile = (await syncProfileComplete(db, own.ProfileID)) ?? own;
    return { data: toFirmBio(db, profile), message: 'Firm bio updated successfully' };
  }),
];
