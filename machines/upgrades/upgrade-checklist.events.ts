// The events upgrade-checklist's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const upgradeChecklistEventSchemas = eventSchemas({
  'upgrade.confirm': z.strictObject({ confirmed: z.boolean() }),
  'upgrade.continue': noPayload,
  'upgrade.cancel': noPayload,
  'upgrade.submit': noPayload,
  ...loadEventSchemas,
});
