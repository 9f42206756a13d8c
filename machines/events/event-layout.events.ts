// The events of event-layout's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';
import { EVENT_LAYOUTS } from './event-rules';

export const eventLayoutEventSchemas = eventSchemas({ 'events.layout': z.strictObject({ layout: z.enum(EVENT_LAYOUTS) }) });
