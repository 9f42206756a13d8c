// The mock-mode outbox page: every e-mail and SMS the fake server sent, newest first; reloadable, and a failed
// or malformed answer is a visible, retryable error.
import { assign, fromPromise, setup } from 'xstate';
import { OutboxAnswerSchema, type OutboxMessage } from '../../src/contract';

export interface OutboxInput {
  /** Reads GET /__mock/outbox (the raw JSON answer). */
  load: () => Promise<unknown>;
}

export const outboxMachine = setup({
  types: {
    input: {} as OutboxInput,
    context: {} as { load: OutboxInput['load']; messages: OutboxMessage[]; error: string | null },
    events: {} as { type: 'outbox.reload' },
  },
  actors: {
    loadOutbox: fromPromise<OutboxMessage[], { load: OutboxInput['load'] }>(async ({ input }) => {
      const parsed = OutboxAnswerSchema.safeParse(await input.load());
      if (!parsed.success) throw new Error('The outbox answer is not in the expected shape.');
      return [...parsed.data.data].sort((a, b) => b.id - a.id);
    }),
  },
}).createMachine({
  id: 'outbox',
  context: ({ input }) => ({ load: input.load, messages: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadOutbox',
        input: ({ context }) => ({ load: context.load }),
        onDone: { target: 'ready', actions: assign({ messages: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : 'The outbox could not be read.') }) },
      },
    },
    ready: { on: { 'outbox.reload': 'loading' } },
    failed: { on: { 'outbox.reload': 'loading' } },
  },
});
