// The events the event layout's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';
import { EVENT_LAYOUTS } from './event-rules';

export const eventLayoutEventSchemas = eventSchemas({ 'events.layout': z.strictObject({ layout: z.enum(EVENT_LAYOUTS) }) });
