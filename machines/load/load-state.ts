// The one load state every loading machine uses (docs/decisions/011-one-load-state.md): load → data | a visible
// error, retryable when trying again can help; `load.retry` tries again after a failure, `load.reload` refreshes
// while the old data stays shown. Two state builders the machine places under its own state names (`loading:
// loadingState(…)`, `failed: loadFailedState('loading')`), so each keeps its context, its names and what an answer
// means to it, and XState's types still see every state.
import { assign, type ActionFunction, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { failureOf, type Failure } from '#contract/error-text.ts';
import type { EventsOf } from '../event-schemas';
import type { loadEventSchemas } from './load.events';

/** Try again after a failure; refresh while the old data stays shown. Every loading machine accepts both. */
export type LoadEvent = EventsOf<typeof loadEventSchemas>;

/** What a failed load leaves in the context: the text the user reads and whether trying again can help. */
export interface LoadFailure {
  error: string | null;
  retryable: Failure['retryable'];
}

/** The failure of a load, as the context keeps it (`failureOf`: the error's text and whether retrying can help). */
export const failLoad = assign<LoadFailure, ErrorActorEvent, undefined, never, never>(({ event }) => failureOf(event.error));

/** A failed load: the error shows; trying again (or a refresh) loads again. */
export const loadFailedState = <const TLoading extends string>(loading: TLoading) => ({
  on: { 'load.retry': loading, 'load.reload': loading },
});

/** The loading state as the machine sees it: the actor's name, a mapper from the machine's context, two transitions. */
export interface LoadingState<TContext extends LoadFailure, TOutput, TSrc extends string, TInput> {
  invoke: {
    src: TSrc;
    input: (args: { context: TContext }) => TInput;
    onDone: {
      target: string;
      actions: ActionFunction<TContext, DoneActorEvent<TOutput>, never, undefined, never, never, never, never, never>;
    };
    onError: { target: string; actions: typeof failLoad };
  };
}

export interface LoadingSpec<TContext extends LoadFailure, TOutput, TSrc extends string, TInput> {
  /** The machine's actor that loads (a name from its `setup({ actors })`). */
  src: TSrc;
  input: (args: { context: TContext }) => TInput;
  /** Where a load that answered goes. */
  done: string;
  /** What the answer sets in the context (the piece clears the error). */
  keep: (output: TOutput, context: TContext) => Partial<TContext>;
  /** Where a failed load goes, where the machine names it otherwise (default `failed`). */
  failed?: string;
}

/** The loading state: its answer goes to `done`, kept by `keep`; a failure to `failed` with its text. */
export function loadingState<TContext extends LoadFailure, TOutput, const TSrc extends string, TInput>(
  spec: LoadingSpec<TContext, TOutput, TSrc, TInput>,
): LoadingState<TContext, TOutput, TSrc, TInput> {
  return {
    invoke: {
      src: spec.src,
      input: spec.input,
      onDone: {
        target: spec.done,
        actions: assign<TContext, DoneActorEvent<TOutput>, undefined, never, never>(({ context, event }) => ({
          ...spec.keep(event.output, context),
          error: null,
          retryable: false,
        })),
      },
      onError: { target: spec.failed ?? 'failed', actions: failLoad },
    },
  };
}
