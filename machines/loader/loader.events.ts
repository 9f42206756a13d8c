// The events loader's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const loaderEventSchemas = eventSchemas({
  ...loadEventSchemas,
  'changes.changed': described(noPayload, 'a change the loader hears (the change bus sends it): it loads again'),
});
