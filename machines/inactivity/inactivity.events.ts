// The events of inactivity's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';

export const inactivityEventSchemas = eventSchemas({
  'inactivity.activity': described(noPayload, 'the user did something (a key, a click, a scroll)'),
  'inactivity.stay': described(noPayload, 'Stay signed in, on the warning'),
  'inactivity.front': described(z.strictObject({ front: z.boolean() }), 'this tab came in front of the user, or left'),
});
