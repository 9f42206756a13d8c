// The Bio and Firm bio tabs of /profile (spec 2 §2): load the record, edit it in the same form as the
// initiate page, and after each save start a fresh form from what the server kept, with its message shown. A save
// tells the changes: the profile changed (the member data's name, picture and prompt) and the user as it now stands.
import { memberProfileEndpoints, profileEndpoints } from '#contract';
import { bioValuesOf, firmBioValuesOf } from '#contract/profile-bio.ts';
import type { FormSwitches } from '#contract/form-switches.ts';
import { createRecordEditorMachine } from '../form/record-editor.machine';
import { bioSaveNews, editBioMachine, editFirmBioMachine } from './bio-forms';

/** The Bio tab: GET profile, then the edit form (today caps the birth date; the profile is the signed-in one's). */
export const bioTabMachine = (today: string, profileId: string, switches?: FormSwitches) =>
  createRecordEditorMachine({
    id: 'bioTab',
    load: async (api) => (await api.call(memberProfileEndpoints.profile)).data,
    valuesOf: bioValuesOf,
    form: editBioMachine(today, profileId, switches),
    savedRecord: (saved) => saved.data,
    tells: bioSaveNews,
  });

/** The Firm bio tab: GET profile/firmBio, then the edit form. */
export const firmBioTabMachine = (today: string, profileId: string, switches?: FormSwitches) =>
  createRecordEditorMachine({
    id: 'firmBioTab',
    load: async (api) => (await api.call(profileEndpoints.firmBio)).data,
    valuesOf: firmBioValuesOf,
    form: editFirmBioMachine(today, profileId, switches),
    savedRecord: (saved) => saved.data,
    tells: bioSaveNews,
  });
