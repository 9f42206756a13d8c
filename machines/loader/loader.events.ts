// The events of loader's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const loaderEventSchemas = eventSchemas({
  ...loadEventSchemas,
  'changes.changed': described(noPayload, 'a change the loader hears (the change bus sends it): it loads again'),
});
