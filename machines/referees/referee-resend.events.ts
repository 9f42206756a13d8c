// The events of referee-resend's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';

export const refereeResendEventSchemas = eventSchemas({
  resend: described(z.strictObject({ lineNo: z.number().check(z.int()) }), "Resend Email on a referee's row, by its line number"),
  'resend.dismiss': noPayload,
});
