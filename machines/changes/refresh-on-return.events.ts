// The events of refresh-on-return's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload, type Agrees } from '../event-schemas';
import type { PageSignal } from './refresh-on-return.machine';

/** What brings the user back to the page (the machine's `PageSignal`, held equal to it). */
const PageSignalSchema = z.enum(['focus', 'visible', 'route']);
const _agrees: Agrees<typeof PageSignalSchema, PageSignal> = true;

export const refreshEventSchemas = eventSchemas({
  'page.returned': described(
    z.strictObject({ signal: PageSignalSchema }),
    'the page came back in front of the user (its watcher sends it)',
  ),
  'editing.ended': described(noPayload, 'the last form being edited ended (the change bus sends it)'),
});
