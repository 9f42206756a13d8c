// The simulation's own records: outbox, counters, scheduled server-side changes.
import { Collection } from '@msw/data';
import { z } from '#contract/mini.ts';

export { type OutboxMessage } from '#contract/mock-controls.ts';
import { OutboxMessageSchema } from '#contract/mock-controls.ts';

const MetaSchema = z.object({ key: z.string(), value: z.number() });

const TimelineTaskSchema = z.object({
  id: z.number().check(z.int()),
  /** Simulated epoch ms at which the task runs. */
  at: z.number(),
  kind: z.string(),
  payload: z.string(),
});

export function createSimulationCollections() {
  return {
    outbox: new Collection({ schema: OutboxMessageSchema }),
    meta: new Collection({ schema: MetaSchema }),
    timeline: new Collection({ schema: TimelineTaskSchema }),
  };
}
