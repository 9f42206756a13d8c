// The events inactivity's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';

export const inactivityEventSchemas = eventSchemas({
  'inactivity.activity': described(noPayload, 'the user did something (a key, a click, a scroll)'),
  'inactivity.stay': described(noPayload, 'Stay signed in, on the warning'),
  'inactivity.front': described(z.strictObject({ front: z.boolean() }), 'this tab came in front of the user, or left'),
});
