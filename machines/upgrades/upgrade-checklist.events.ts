// The events of upgrade-checklist's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
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
