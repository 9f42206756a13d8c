// The mock-mode outbox page: every e-mail and SMS the fake server sent, newest first; reloadable, and a failed
// or malformed answer is a visible, retryable error (the shared loader machine). `input.api` is the client of the
// mock controls (src/contract/mock-controls.ts).
import { mockControls, type OutboxMessage } from '#contract/mock-controls.ts';
import { createLoaderMachine } from '../loader/loader.machine';

export const outboxMachine = createLoaderMachine<OutboxMessage[]>(
  'outbox',
  async (api) => {
    const answer = await api.call(mockControls.outbox);
    return [...answer.data].sort((a, b) => b.id - a.id);
  },
  { hears: [] },
);
