// The Bio and Firm bio tabs of /profile (document 2 §2): load the record, edit it in the same form as the
// initiate page, and after each save start a fresh form from what the server kept, with its message shown.
import { assign, fromPromise, setup } from 'xstate';
import { endpoints, type ApiClient } from '../../src/contract';
import { failureOf } from '../../src/contract/error-text';
import { bioValuesOf, firmBioValuesOf } from '../../src/contract/profile-bio';
import type { createFormMachine} from '../form/form.machine';
import { type FormValues } from '../form/form.machine';
import { editBioMachine, editFirmBioMachine, type BioSaved } from './bio-forms';

export interface BioEditorContext<D> {
  api: ApiClient;
  data: D | null;
  error: string | null;
  retryable: boolean;
  /** The last save: its message and the user as it now stands. */
  saved: BioSaved<D> | null;
}

export interface BioEditorDefinition<D, V extends FormValues> {
  id: string;
  load: (api: ApiClient) => Promise<D>;
  /** The form's values for a record. */
  valuesOf: (data: D) => V;
  /** The edit form (its submit saves and answers the saved record). */
  form: ReturnType<typeof createFormMachine<V, BioSaved<D>>>;
}

export function createBioEditorMachine<D, V extends FormValues>(def: BioEditorDefinition<D, V>) {
  return setup({
    types: {
      input: {} as { api: ApiClient },
      context: {} as BioEditorContext<D>,
      events: {} as { type: 'loader.retry' },
      children: {} as { form: 'form' },
    },
    actors: {
      load: fromPromise<D, { api: ApiClient }>(({ input }) => def.load(input.api)),
      form: def.form,
    },
  }).createMachine({
    id: def.id,
    context: ({ input }) => ({ api: input.api, data: null, error: null, retryable: false, saved: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ api: context.api }),
          onDone: { target: 'editing', actions: assign({ data: ({ event }) => event.output, error: null, retryable: false }) },
          onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
        },
      },
      failed: { on: { 'loader.retry': 'loading' } },
      editing: {
        invoke: {
          id: 'form',
          src: 'form',
          input: ({ context }) => ({ api: context.api, values: def.valuesOf(context.data as D) }),
          // A fresh form from what the server kept: what it shows is what is stored.
          onDone: { target: 'editing', reenter: true, actions: assign({ data: ({ event }) => event.output.data, saved: ({ event }) => event.output }) },
        },
      },
    },
  });
}

/** The Bio tab: GET profile, then the edit form (today caps the birth date; the profile is the signed-in one's). */
export const bioTabMachine = (today: string, profileId: string) =>
  createBioEditorMachine({ id: 'bioTab', load: async (api) => (await api.call(endpoints.profile.profile)).data, valuesOf: bioValuesOf, form: editBioMachine(today, profileId) });

/** The Firm bio tab: GET profile/firmBio, then the edit form. */
export const firmBioTabMachine = (today: string, profileId: string) =>
  createBioEditorMachine({ id: 'firmBioTab', load: async (api) => (await api.call(endpoints.profile.firmBio)).data, valuesOf: firmBioValuesOf, form: editFirmBioMachine(today, profileId) });
