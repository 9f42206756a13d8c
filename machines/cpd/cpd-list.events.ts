// The events of cpd-list's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';

export const cpdEventSchemas = eventSchemas({ 'cpd.year': z.strictObject({ year: z.string() }) });
