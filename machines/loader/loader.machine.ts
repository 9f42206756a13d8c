// Loads one thing and keeps it: every load ends in data or a visible error, retryable when trying again can help
// (spec §A: lookup loaders and the settings never fail silently). The one load state (machines/load): `load.retry`
// tries again, `load.reload` refreshes while the old data stays shown, and so does a change it hears.
// A change heard (or a reload asked) while a load is under way marks that load stale: it may have read the records
// from before the change, so the loader loads once more when it ends (however many changes came meanwhile).
// What to load is part of the machine (a function of the client and the input); the client comes from `input.api`
// (docs/decisions/004-machine-effects.md). What it hears is said where it is made, or, for the generic read loader
// (read-loader.machine.ts), as a function of the input the screen gives it.
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState } from '../load/load-state';
import { sameWhereEqual } from '../load/same-where-equal';
import type { EventsOf } from '../event-schemas';
import { hearChanges, type Hears } from '../changes/change-bus';
import type { loaderEventSchemas } from './loader.events';
import type { FactoryEventsMeta } from '../event-schema-registry';

export interface LoaderInput {
  api: ApiClient;
}

interface LoaderContext<T, I extends LoaderInput> {
  api: ApiClient;
  /** The input it was started with (what the load and `hears` may read). */
  input: I;
  data: T | null;
  error: string | null;
  /** Whether trying again can help (src/contract/error-text.ts `isRetryable`). */
  retryable: boolean;
  /** A change was heard (or a reload was asked) while the current load was under way: load again when it ends. */
  stale: boolean;
}

type LoaderEvent = EventsOf<typeof loaderEventSchemas>;

export interface LoaderWiring<I extends LoaderInput = LoaderInput> {
  /**
   * The changes that reload it (machines/changes/change-bus.ts), said where the loader is made: `[]` hears nothing.
   * A function of the input where the input says it (the generic read loader).
   */
  hears: Hears | ((input: I) => Hears);
}

export function createLoaderMachine<T, I extends LoaderInput = LoaderInput>(
  id: string,
  load: (api: ApiClient, input: I) => Promise<T>,
  { hears }: LoaderWiring<I>,
) {
  return setup({
    types: {
      input: {} as I,
      context: {} as LoaderContext<T, I>,
      events: {} as LoaderEvent,
    },
    actors: {
      // The machine's own input, typed as the part every loader has (a generic input defeats XState's state types).
      load: fromPromise<T, LoaderInput>(({ input }) => load(input.api, input as I)),
      hearChanges,
    },
    actions: {
      markStale: assign({ stale: true }),
    },
    guards: {
      isStale: ({ context }) => context.stale,
    },
  }).createMachine({
    id,
    // Its id is its use's; the CLI finds its events by the factory's name (machines/event-schema-registry.ts).
    meta: { events: 'loader' } satisfies FactoryEventsMeta,
    context: ({ input }) => ({
      api: input.api,
      input,
      data: null,
      error: null,
      retryable: false,
      stale: false,
    }),
    // Listening lasts the actor's life.
    invoke: {
      src: 'hearChanges',
      input: ({ context }: { context: LoaderContext<T, I> }) => ({ hears: typeof hears === 'function' ? hears(context.input) : hears }),
    },
    initial: 'loading',
    states: {
      loading: {
        ...loadingState({
          src: 'load',
          input: ({ context }: { context: LoaderContext<T, I> }): LoaderInput => context.input,
          done: 'ready',
          // What a reload says again stays the object the views hold (../load/same-where-equal.ts).
          keep: (data: T, context) => ({ data: sameWhereEqual(context.data, data) }),
        }),
        entry: assign({ stale: false }),
        on: { 'load.reload': { actions: 'markStale' }, 'changes.changed': { actions: 'markStale' } },
      },
      ready: {
        // A load that began before the last change may show the records from before it: once more.
        always: { guard: 'isStale', target: 'loading' },
        on: { 'load.reload': 'loading', 'changes.changed': 'loading' },
      },
      failed: { on: { ...loadFailedState('loading').on, 'changes.changed': 'loading' } },
    },
  });
}
