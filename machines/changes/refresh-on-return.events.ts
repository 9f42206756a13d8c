// The events refresh-on-return's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { PAGE_SIGNALS } from './refresh-on-return.machine';

export const refreshEventSchemas = eventSchemas({
  'page.returned': described(
    z.strictObject({ signal: z.enum(PAGE_SIGNALS) }),
    'the page came back in front of the user (its watcher sends it)',
  ),
  'editing.ended': described(noPayload, 'the last form being edited ended (the change bus sends it)'),
});
