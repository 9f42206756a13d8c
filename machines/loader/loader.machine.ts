// Loads one thing and keeps it: every load ends in data or a visible, retryable error (DECISIONS.md §A: lookup
// loaders and the settings never fail silently). `loader.reload` refreshes while the old data stays shown.
import { assign, fromPromise, setup } from 'xstate';
import { describeError } from '../../src/contract/error-text';

export interface LoaderContext<T> {
  load: () => Promise<T>;
  data: T | null;
  error: string | null;
}

export type LoaderEvent = { type: 'loader.retry' } | { type: 'loader.reload' };


export function createLoaderMachine<T>(id: string) {
  return setup({
    types: {
      input: {} as { load: () => Promise<T> },
      context: {} as LoaderContext<T>,
      events: {} as LoaderEvent,
    },
    actors: {
      load: fromPromise<T, { load: () => Promise<T> }>(({ input }) => input.load()),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ load: input.load, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ load: context.load }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
        },
      },
      ready: { on: { 'loader.reload': 'loading' } },
      failed: { on: { 'loader.retry': 'loading', 'loader.reload': 'loading' } },
    },
  });
}
