// The mock-mode outbox page: every e-mail and SMS the fake server sent, newest first; reloadable, and a failed
// or malformed answer is a visible, retryable error (the shared loader machine).
import { OutboxAnswerSchema, type OutboxMessage } from '../../src/contract';
import { createLoaderMachine } from '../loader/loader.machine';

export const outboxMachine = createLoaderMachine<OutboxMessage[]>('outbox');

/** Parses what GET /__mock/outbox answered, newest first. */
export async function readOutbox(fetchRaw: () => Promise<unknown>): Promise<OutboxMessage[]> {
  const parsed = OutboxAnswerSchema.safeParse(await fetchRaw());
  if (!parsed.success) throw new Error('The outbox answer is not in the expected shape.');
  return [...parsed.data.data].sort((a, b) => b.id - a.id);
}
