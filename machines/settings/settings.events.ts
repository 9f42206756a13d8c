// The events settings's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';
import { NotificationSettingsSchema } from '#contract';

export const notificationsEventSchemas = eventSchemas({ 'notifications.toggle': z.strictObject({ name: z.keyof(NotificationSettingsSchema) }) });
