// The simulated world's own records: outbox, counters, scheduled server-side changes.
import { Collection } from '@msw/data';
import { z } from 'zod';

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** App-relative links (e.g. /verify/abc) the message carries. */
  links: z.array(z.string()),
  /** Codes the message carries (OTP, activation code). */
  codes: z.array(z.string()),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const MetaSchema = z.object({ key: z.string(), value: z.number() });

export const TimelineTaskSchema = z.object({
  id: z.number().int(),
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
