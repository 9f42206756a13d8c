// The events submission's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const submissionEventSchemas = eventSchemas({
  'submission.start': noPayload,
  'submission.accept': noPayload,
  'submission.cancel': noPayload,
  'submission.change': described(z.strictObject({ code: z.string() }), 'the one-time code as typed'),
  'submission.verify': noPayload,
  'submission.resend': noPayload,
  ...loadEventSchemas,
});
