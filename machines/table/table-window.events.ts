// The events of table-window's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas } from '../event-schemas';

export const tableWindowEventSchemas = eventSchemas({
  'table.search': z.strictObject({ search: z.string() }),
  'table.size': z.strictObject({ size: z.number().check(z.int()) }),
  'table.page': z.strictObject({ page: z.number().check(z.int()) }),
});
