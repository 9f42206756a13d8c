// The bio and firm-bio forms (spec 1 §2.1 initiate routes, spec 2 §2 /profile tabs): one form machine
// per bio kind and mode, all from the same schema, blank values and dependents (src/contract/profile-bio.ts).
// Creating a profile ends with the refreshed user, so the session knows the member has a profile now.
import { type ApiClient, type Profile, profileEndpoints, signInEndpoints, type User } from '#contract';
import {
  bioDependents,
  bioFormSchema,
  blankBio,
  blankFirmBio,
  firmBioFormSchema,
  firmDependents,
  toFirmBioCreate,
  toFirmBioUpdate,
  toProfileCreate,
  toProfileUpdate,
  type BioFormValues,
  type FirmBioFormValues,
} from '#contract/profile-bio.ts';
import type { FirmBio } from '#contract/profile.ts';
import { ALL_FORM_PARTS, type FormSwitches } from '#contract/form-switches.ts';
import { createFormMachine } from '../form/form.machine';
import type { ChangeNews } from '../changes/change-bus';

/** What a saved bio form ends with: the saved record, the server's message, and the user as it now stands. */
export interface BioSaved<D> {
  data: D;
  message: string;
  /** null when the user could not be read again (the profile is saved all the same). */
  user: User | null;
}

/** The signed-in user read again; a failure here does not undo a save that succeeded. */
const freshUser = (api: ApiClient): Promise<User | null> =>
  api.call(signInEndpoints.user).then(
    (a) => a.data,
    () => null,
  );

async function saved<D>(api: ApiClient, call: Promise<{ data: D; message?: string | undefined }>, fallback: string): Promise<BioSaved<D>> {
  const answer = await call;
  return { data: answer.data, message: answer.message || fallback, user: await freshUser(api) };
}

/** What a change of the member's own profile changed: the profile, and the user when it could be read again. */
export const profileChangedNews = (user: User | null): ChangeNews[] => [
  { change: 'profile' },
  ...(user ? [{ change: 'user' as const, detail: user }] : []),
];

/** What a bio save changed. */
export const bioSaveNews = (saved: BioSaved<unknown>): ChangeNews[] => profileChangedNews(saved.user);

/**
 * What creating a profile changed: the user now has that profile (as read again, or as far as the save tells),
 * so the session opens the member area instead of the initiate page.
 */
export const profileCreatedNews = (saved: BioSaved<{ ProfileID: string }>): ChangeNews[] => [
  { change: 'user', detail: saved.user ?? { profile: true, profile_id: saved.data.ProfileID } },
];

/** initiate-profile: POST profile (no County sent while the settings ask for none). */
export const initiateProfileMachine = (today: string, switches: FormSwitches = ALL_FORM_PARTS) =>
  createFormMachine<BioFormValues, BioSaved<Profile>>({
    id: 'initiateProfile',
    schema: bioFormSchema(today),
    initial: blankBio(),
    dependents: bioDependents,
    submit: ({ api, values }) =>
      saved(api, api.call(profileEndpoints.createProfile, { body: toProfileCreate(values, switches) }), 'Profile created successfully'),
    tells: profileCreatedNews,
  });

/** The Bio tab: POST profile/update with every field the form asks. */
export const editBioMachine = (today: string, profileId: string, switches: FormSwitches = ALL_FORM_PARTS) =>
  createFormMachine<BioFormValues, BioSaved<Profile>>({
    id: 'editBio',
    schema: bioFormSchema(today),
    initial: blankBio(),
    dependents: bioDependents,
    submit: ({ api, values }) =>
      saved(
        api,
        api.call(profileEndpoints.updateProfile, { body: toProfileUpdate(profileId, values, switches) }),
        'Profile updated successfully',
      ),
  });

/** initiate-firm: POST profile/firmBio (the County required only while the settings ask for one). */
export const initiateFirmMachine = (today: string, switches: FormSwitches = ALL_FORM_PARTS) =>
  createFormMachine<FirmBioFormValues, BioSaved<FirmBio>>({
    id: 'initiateFirm',
    schema: firmBioFormSchema(today, switches),
    initial: blankFirmBio(),
    dependents: firmDependents,
    submit: ({ api, values }) =>
      saved(
        api,
        api.call(profileEndpoints.createFirmBio, { body: toFirmBioCreate(values, switches) }),
        'Firm profile created successfully',
      ),
    tells: profileCreatedNews,
  });

/** The Firm bio tab: POST profile/firmBio/update. */
export const editFirmBioMachine = (today: string, profileId: string, switches: FormSwitches = ALL_FORM_PARTS) =>
  createFormMachine<FirmBioFormValues, BioSaved<FirmBio>>({
    id: 'editFirmBio',
    schema: firmBioFormSchema(today, switches),
    initial: blankFirmBio(),
    dependents: firmDependents,
    submit: ({ api, values }) =>
      saved(
        api,
        api.call(profileEndpoints.updateFirmBio, { body: toFirmBioUpdate(profileId, values, switches) }),
        'Firm bio updated successfully',
      ),
  });
