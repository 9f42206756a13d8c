// The simulation's own records: outbox, counters, scheduled server-side changes.
import { lazyCollection } from './lazy-collection';
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
    outbox: lazyCollection({ schema: OutboxMessageSchema }),
    meta: lazyCollection({ schema: MetaSchema }),
    timeline: lazyCollection({ schema: TimelineTaskSchema }),
  };
}
