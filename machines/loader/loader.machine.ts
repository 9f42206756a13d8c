// Loads one thing and keeps it: every load ends in data or a visible error, retryable when trying again can help
// (decisions §A: lookup loaders and the settings never fail silently). `loader.reload` refreshes while the old data stays shown.
// What to load is part of the machine (a function of the client); the client comes from `input.api`
// (docs/decisions/004-machine-effects.md).
import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '../../src/contract';
import { failureOf } from '../../src/contract/error-text';

export interface LoaderInput {
  api: ApiClient;
}

export interface LoaderContext<T> {
  api: ApiClient;
  data: T | null;
  error: string | null;
  /** Whether trying again can help (src/contract/error-text.ts `isRetryable`). */
  retryable: boolean;
}

export type LoaderEvent = { type: 'loader.retry' } | { type: 'loader.reload' };

export function createLoaderMachine<T>(id: string, load: (api: ApiClient) => Promise<T>) {
  return setup({
    types: {
      input: {} as LoaderInput,
      context: {} as LoaderContext<T>,
      events: {} as LoaderEvent,
    },
    actors: {
      load: fromPromise<T, LoaderInput>(({ input }) => load(input.api)),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ api: input.api, data: null, error: null, retryable: false }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ api: context.api }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null, retryable: false }) },
          onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
        },
      },
      ready: { on: { 'loader.reload': 'loading' } },
      failed: { on: { 'loader.retry': 'loading', 'loader.reload': 'loading' } },
    },
  });
}
