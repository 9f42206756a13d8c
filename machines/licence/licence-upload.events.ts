// The events licence-upload's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
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
