// The simulated world's own records: outbox, counters, scheduled server-side changes.
import { Collection } from '@msw/data';
import { z } from '../../src/contract/mini';

export { OutboxMessageSchema, type OutboxMessage } from '../../src/contract/mock-controls';
import { OutboxMessageSchema } from '../../src/contract/mock-controls';

export const MetaSchema = z.object({ key: z.string(), value: z.number() });

export const TimelineTaskSchema = z.object({
  id: z.number().check(z.int()),
  /** Simulated epoch ms at which the task runs. */
  at: z.number(),
  kind: z.string(),
  payload: z.string(),
});
export type TimelineTask = z.infer<typeof TimelineTaskSchema>;

export function createWorldCollections() {
  return {
    outbox: new Collection({ schema: OutboxMessageSchema }),
    meta: new Collection({ schema: MetaSchema }),
    timeline: new Collection({ schema: TimelineTaskSchema }),
  };
}
