// /profile/profileConfirm (spec 2 §2, §4): Correct sends confirmed true for the profile, then reads the user
// again; the server's refusal is shown and Correct can be pressed again. Once confirmed it tells the changes: the
// profile changed (the member data's prompt goes) and the user as read again (the session keeps it).
import { assign, fromPromise, setup } from 'xstate';
import { type ApiClient, profileEndpoints, signInEndpoints, type User } from '#contract';
import { describeError } from '#contract/error-text.ts';
import { bioMessages, confirmationOf } from '#contract/profile-bio.ts';
import { tellChanges } from '../changes/change-bus';
import { profileChangedNews } from './bio-forms';
import type { EventsOf } from '../event-schemas';
import type { confirmEventSchemas } from './profile-confirm.events';

export interface ProfileConfirmContext {
  api: ApiClient;
  profileId: string;
  error: string | null;
  /** 'Confirmed Successfully' once done. */
  message: string | null;
  /** The user read again after confirming (null if that read failed: the confirmation stands). */
  user: User | null;
}

export const profileConfirmMachine = setup({
  types: {
    input: {} as { api: ApiClient; profileId: string },
    context: {} as ProfileConfirmContext,
    events: {} as EventsOf<typeof confirmEventSchemas>,
  },
  actors: {
    confirm: fromPromise<string, { api: ApiClient; profileId: string }>(async ({ input }) => {
      await input.api.call(profileEndpoints.updateProfile, { body: confirmationOf(input.profileId) });
      // The spec's success text, whatever the server words it as.
      return bioMessages.confirmed;
    }),
    fetchUser: fromPromise<User | null, { api: ApiClient }>(({ input }) =>
      input.api.call(signInEndpoints.user).then(
        (a) => a.data,
        () => null,
      ),
    ),
  },
}).createMachine({
  id: 'profileConfirm',
  context: ({ input }) => ({ api: input.api, profileId: input.profileId, error: null, message: null, user: null }),
  initial: 'asking',
  states: {
    asking: { on: { 'confirm.correct': 'confirming' } },
    confirming: {
      entry: assign({ error: null }),
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ api: context.api, profileId: context.profileId }),
        onDone: { target: 'refreshing', actions: assign({ message: ({ event }) => event.output }) },
        onError: { target: 'asking', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    refreshing: {
      invoke: {
        src: 'fetchUser',
        input: ({ context }) => ({ api: context.api }),
        onDone: { target: 'confirmed', actions: assign({ user: ({ event }) => event.output }) },
      },
    },
    confirmed: {
      type: 'final',
      entry: ({ context, system }) => tellChanges(system, profileChangedNews(context.user)),
    },
  },
});
