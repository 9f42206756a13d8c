// The member search of the referee dialog (spec 2 §2, §3): a member number looks up a registered member and,
// when found, fills the referee form the dialog shows (names, e-mail, member no, phone, address, place of work,
// designation). The search never submits the form; a blank term does nothing.
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { type ApiClient, profileEndpoints } from '#contract';
import { describeError } from '#contract/error-text.ts';
import { refereePrefill, type RefereeSearchResult } from '#contract/profile-lists.ts';
import type { FormEvent } from '../form/form.machine';
import type { EventsOf } from '../event-schemas';
import type { refereeSearchEventSchemas } from './referee-search.events';

export interface RefereeSearchInput {
  api: ApiClient;
  /** The referee form the dialog shows: what the search finds is typed into it. */
  form: AnyActorRef;
}

export interface RefereeSearchContext {
  api: ApiClient;
  form: AnyActorRef;
  term: string;
  /** The member found last, as the notice names them. */
  found: string | null;
  error: string | null;
}

export type RefereeSearchEvent = EventsOf<typeof refereeSearchEventSchemas>;

export const refereeSearchMachine = setup({
  types: {
    input: {} as RefereeSearchInput,
    context: {} as RefereeSearchContext,
    events: {} as RefereeSearchEvent,
  },
  guards: {
    hasTerm: ({ context }) => context.term.trim() !== '',
  },
  actors: {
    search: fromPromise<RefereeSearchResult, { api: ApiClient; term: string }>(
      async ({ input }) => (await input.api.call(profileEndpoints.searchReferee, { body: { search: input.term } })).data,
    ),
  },
}).createMachine({
  id: 'refereeSearch',
  context: ({ input }) => ({ api: input.api, form: input.form, term: '', found: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'search.change': { actions: assign({ term: ({ event }) => event.term, error: null }) },
        'search.submit': { guard: 'hasTerm', target: 'searching' },
      },
    },
    searching: {
      entry: assign({ found: null, error: null }),
      invoke: {
        src: 'search',
        input: ({ context }) => ({ api: context.api, term: context.term.trim() }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ found: ({ event }) => refereePrefill(event.output).Name }),
            enqueueActions(({ context, event, enqueue }) => {
              for (const [name, value] of Object.entries(refereePrefill(event.output))) {
                enqueue.sendTo(context.form, { type: 'form.change', name, value } satisfies FormEvent);
              }
            }),
          ],
        },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
  },
});
