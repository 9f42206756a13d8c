// Loads one thing and keeps it: every load ends in data or a visible error, retryable when trying again can help
// (spec §A: lookup loaders and the settings never fail silently). The one load state (machines/load): `load.retry`
// tries again, `load.reload` refreshes while the old data stays shown, and so does a change it hears.
// A change heard (or a reload asked) while a load is under way marks that load stale: it may have read the records
// from before the change, so the loader loads once more when it ends (however many changes came meanwhile).
// What to load is part of the machine (a function of the client); the client comes from `input.api`
// (docs/decisions/004-machine-effects.md).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '../load/load-state';
import { hearChanges, type Hears } from '../changes/change-bus';

export interface LoaderInput {
  api: ApiClient;
}

interface LoaderContext<T> {
  api: ApiClient;
  data: T | null;
  error: string | null;
  /** Whether trying again can help (src/contract/error-text.ts `isRetryable`). */
  retryable: boolean;
  /** A change was heard (or a reload was asked) while the current load was under way: load again when it ends. */
  stale: boolean;
}

type LoaderEvent = LoadEvent | { type: 'changes.changed' };

export interface LoaderWiring {
  /** The changes that reload it (machines/changes/change-bus.ts), said where the loader is made: `[]` hears nothing. */
  hears: Hears;
}

export function createLoaderMachine<T>(id: string, load: (api: ApiClient) => Promise<T>, { hears }: LoaderWiring) {
  return setup({
    types: {
      input: {} as LoaderInput,
      context: {} as LoaderContext<T>,
      events: {} as LoaderEvent,
    },
    actors: {
      load: fromPromise<T, LoaderInput>(({ input }) => load(input.api)),
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
    context: ({ input }) => ({
      api: input.api,
      data: null,
      error: null,
      retryable: false,
      stale: false,
    }),
    // Listening lasts the actor's life.
    invoke: {
      src: 'hearChanges',
      input: { hears },
    },
    initial: 'loading',
    states: {
      loading: {
        ...loadingState({
          src: 'load',
          input: ({ context }: { context: LoaderContext<T> }) => ({ api: context.api }),
          done: 'ready',
          keep: (data: T) => ({ data }),
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
