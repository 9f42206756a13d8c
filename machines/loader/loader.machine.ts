// Loads one thing and keeps it: every load ends in data or a visible error, retryable when trying again can help
// (spec §A: lookup loaders and the settings never fail silently). The one load state (machines/load): `load.retry`
// tries again, `load.reload` refreshes while the old data stays shown, and so does a change of the world it listens to.
// What to load is part of the machine (a function of the client); the client comes from `input.api`
// (docs/decisions/004-machine-effects.md).
import { fromPromise, setup } from 'xstate';
import type { ApiClient } from '#contract';
import { loadFailedState, loadingState, type LoadEvent } from '../load/load-state';
import { hearWorld, type WorldChanges, type WorldListener } from '../world/world-changes';

export interface LoaderInput {
  api: ApiClient;
  /** When given, the loader reloads by itself whenever the world changes in a way `RELOADS_ON[listenAs]` names. */
  world?: WorldChanges;
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
}

type LoaderEvent = LoadEvent | { type: 'world.changed' };

export function createLoaderMachine<T>(id: string, load: (api: ApiClient) => Promise<T>) {
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
  }).createMachine({
    id,
    context: ({ input }) => ({ api: input.api, world: input.world, listenAs: input.listenAs, data: null, error: null, retryable: false }),
    // Listening lasts the actor's life; a change heard while loading is left to that load.
    invoke: {
      src: 'hearWorld',
      input: ({ context }) => ({ world: context.world, as: context.listenAs ?? 'lists' }),
    },
    initial: 'loading',
    states: {
      loading: loadingState({
        src: 'load',
        input: ({ context }: { context: LoaderContext<T> }) => ({ api: context.api }),
        done: 'ready',
        keep: (data: T) => ({ data }),
      }),
      ready: { on: { 'load.reload': 'loading', 'world.changed': 'loading' } },
      failed: { on: { ...loadFailedState('loading').on, 'world.changed': 'loading' } },
    },
  });
}
