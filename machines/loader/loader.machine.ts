// Loads one thing and keeps it: every load ends in data or a visible error, retryable when trying again can help
// (spec §A: lookup loaders and the settings never fail silently). The one load state (machines/load): `load.retry`
// tries again, `load.reload` refreshes while the old data stays shown, and so does a change of the world it listens to.
// A change heard (or a reload asked) while a load is under way marks that load stale: it may have read the world
// from before the change, so the loader loads once more when it ends (however many changes came meanwhile).
// What to load is part of the machine (a function of the client); the client comes from `input.api`
// (docs/decisions/004-machine-effects.md).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '../load/load-state';
import { hearWorld, type WorldChanges, type WorldListener } from '../world/world-changes';

export interface LoaderInput {
  api: ApiClient;
  /** When given, the loader reloads by itself whenever the world changes in a way `RELOADS_ON[listenAs]` names. */
  world?: WorldChanges;
  /** Who the loader listens as; the machine's own listener (its factory's `hears`) when absent. */
  listenAs?: WorldListener;
}

interface LoaderContext<T> {
  api: ApiClient;
  world: WorldChanges | undefined;
  listenAs: WorldListener | undefined;
  data: T | null;
  error: string | null;
  /** Whether trying again can help (src/contract/error-text.ts `isRetryable`). */
  retryable: boolean;
  /** The world changed (or a reload was asked) while the current load was under way: load again when it ends. */
  stale: boolean;
}

type LoaderEvent = LoadEvent | { type: 'world.changed' };

/**
 * `hears`: the listener this loader is in `RELOADS_ON` (machines/world/world-changes.ts), so that what a change
 * must refresh is said by the machine, not by each view; a loader without one hears nothing.
 */
export function createLoaderMachine<T>(id: string, load: (api: ApiClient) => Promise<T>, hears?: WorldListener) {
  return setup({
    types: {
      input: {} as LoaderInput,
      context: {} as LoaderContext<T>,
      events: {} as LoaderEvent,
    },
    actors: {
      load: fromPromise<T, LoaderInput>(({ input }) => load(input.api)),
      hearWorld,
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
      world: input.world,
      listenAs: input.listenAs ?? hears,
      data: null,
      error: null,
      retryable: false,
      stale: false,
    }),
    // Listening lasts the actor's life.
    invoke: {
      src: 'hearWorld',
      input: ({ context }) => ({ world: context.world, as: context.listenAs }),
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
        on: { 'load.reload': { actions: 'markStale' }, 'world.changed': { actions: 'markStale' } },
      },
      ready: {
        // A load that began before the last change may show the world from before it: once more.
        always: { guard: 'isStale', target: 'loading' },
        on: { 'load.reload': 'loading', 'world.changed': 'loading' },
      },
      failed: { on: { ...loadFailedState('loading').on, 'world.changed': 'loading' } },
    },
  });
}
