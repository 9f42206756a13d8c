// The events of referee-search's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas, noPayload } from '../event-schemas';

export const refereeSearchEventSchemas = eventSchemas({
  'search.change': z.strictObject({ term: z.string() }),
  'search.submit': noPayload,
});
