// The events pay-now's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const payNowEventSchemas = eventSchemas({
  'pay.start': noPayload,
  'pay.failed': described(z.strictObject({ error: z.string() }), 'the hand-off to the payment page failed, with the reason'),
  'load.retry': loadEventSchemas['load.retry'],
});
