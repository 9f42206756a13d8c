// The events of settings's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';
import { NotificationSettingsSchema } from '#contract';

export const notificationsEventSchemas = eventSchemas({
  'notifications.toggle': z.strictObject({ name: z.keyof(NotificationSettingsSchema) }),
});
