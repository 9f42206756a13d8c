// The events of signup's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const signupEventSchemas = eventSchemas({
  'terms.open': noPayload,
  'terms.accept': noPayload,
  'terms.decline': noPayload,
  'terms.close': noPayload,
  ...loadEventSchemas,
});
