// The events of form's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';

/** What a view sends a form: typed, left, refused, submitted, started again. */
export const formEventSchemas = eventSchemas({
  'form.change': z.strictObject({ name: z.string(), value: z.unknown() }),
  'form.blur': z.strictObject({ name: z.string() }),
  'form.refuse': described(
    z.strictObject({ name: z.string(), message: z.string() }),
    'a value refused before it reached the form (a file that is no PDF): the field is left empty, with the message',
  ),
  'form.submit': noPayload,
  'form.reset': noPayload,
});
