// The events of pay-now's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const payNowEventSchemas = eventSchemas({
  'pay.start': noPayload,
  'pay.failed': described(z.strictObject({ error: z.string() }), 'the hand-off to the payment page failed, with the reason'),
  'load.retry': loadEventSchemas['load.retry'],
});
