// The events of submission's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
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
