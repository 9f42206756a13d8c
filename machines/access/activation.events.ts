// The events of activation's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas, noPayload } from '../event-schemas';

export const activationEventSchemas = eventSchemas({
  'activation.search': z.strictObject({ memberNo: z.string() }),
  'activation.useCode': noPayload,
  'activation.back': noPayload,
});
