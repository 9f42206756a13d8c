// The events of licence-upload's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const licenceUploadEventSchemas = eventSchemas({
  'upload.choose': described(
    z.strictObject({
      file: z.optional(described(z.instanceof(Blob), 'the chosen file, a browser Blob (a JSON replay cannot carry one)')),
      name: z.optional(z.string()),
    }),
    'a file chosen; without one, the choice is cleared',
  ),
  'upload.send': noPayload,
  ...loadEventSchemas,
});
