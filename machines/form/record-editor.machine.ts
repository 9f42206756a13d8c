// One record edited in place (the Bio tabs, Admin Settings): load it, edit it in the shared form machine, and after
// each save start a fresh form from what the server kept, the save kept for its notice and told as the changes it
// made (machines/changes/change-bus.ts). Every load ends in the record or a visible error, retryable when
// trying again can help.
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '../load/load-state';
import type { createFormMachine, FormValues } from './form.machine';
import { tellChanges, type ChangeNews } from '../changes/change-bus';
import type { FactoryEventsMeta } from '../event-schema-registry';

interface RecordEditorInput {
  api: ApiClient;
}

export interface RecordEditorContext<D, R> {
  api: ApiClient;
  data: D | null;
  error: string | null;
  retryable: boolean;
  /** The last save's answer (its message, the user as it now stands…), null before one. */
  saved: R | null;
}

export interface RecordEditorDefinition<D, V extends FormValues, R> {
  id: string;
  load: (api: ApiClient) => Promise<D>;
  /** The form's values for a record. */
  valuesOf: (data: D) => V;
  /** The edit form: its submit saves and answers R. */
  form: ReturnType<typeof createFormMachine<V, R>>;
  /** The record as the save answered it. */
  savedRecord: (saved: R) => D;
  /** What a save changed (the site settings: `site`; a bio: the profile and the user). */
  tells: (saved: R) => readonly ChangeNews[];
}

export function createRecordEditorMachine<D, V extends FormValues, R>(def: RecordEditorDefinition<D, V, R>) {
  return setup({
    types: {
      input: {} as RecordEditorInput,
      context: {} as RecordEditorContext<D, R>,
      events: {} as LoadEvent,
      children: {} as { form: 'form' },
    },
    actors: {
      load: fromPromise<D, { api: ApiClient }>(({ input }) => def.load(input.api)),
      form: def.form,
    },
  }).createMachine({
    id: def.id,
    // Its id is its use's; the CLI finds its events by the factory's name (machines/event-schema-registry.ts).
    meta: { events: 'recordEditor' } satisfies FactoryEventsMeta,
    context: ({ input }) => ({ api: input.api, data: null, error: null, retryable: false, saved: null }),
    initial: 'loading',
    states: {
      loading: loadingState({
        src: 'load',
        input: ({ context }: { context: RecordEditorContext<D, R> }) => ({ api: context.api }),
        done: 'editing',
        keep: (data: D) => ({ data }),
      }),
      failed: loadFailedState('loading'),
      editing: {
        invoke: {
          id: 'form',
          src: 'form',
          // Once the user changes a field the form holds the changes quiet (no refresh from outside under them).
          input: ({ context }) => ({ api: context.api, values: def.valuesOf(context.data as D), holds: true }),
          // A fresh form from what the server kept: what it shows is what is stored.
          onDone: {
            target: 'editing',
            reenter: true,
            actions: [
              assign({ data: ({ event }) => def.savedRecord(event.output), saved: ({ event }) => event.output }),
              ({ system, event }) => tellChanges(system, def.tells(event.output)),
            ],
          },
        },
      },
    },
  });
}

/** The form while editing (the shared form machine, invoked as `form`). */
export const selectRecordForm = <V extends FormValues, R>(s: { children: Record<string, unknown> }) =>
  s.children.form as ActorRefFrom<ReturnType<typeof createFormMachine<V, R>>> | undefined;
