// The events every loading machine takes (decision 011), as schemas of their payloads (decision 046): a sidecar the
// app never imports (load-state.ts takes only their type), spread into each loading machine's own sidecar.
import { eventSchemas, noPayload } from '../event-schemas';

/** Try again after a failure; refresh while the old data stays shown. */
export const loadEventSchemas = eventSchemas({ 'load.retry': noPayload, 'load.reload': noPayload });
