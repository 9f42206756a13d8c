// The events of users's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';
import { AdminUserSchema } from '#contract';

/** A row's action carries its account as All Users lists it. */
const onRow = z.strictObject({ user: AdminUserSchema });

export const usersEventSchemas = eventSchemas({
  'users.search': z.strictObject({ term: z.string() }),
  'users.page': z.strictObject({ page: z.number().check(z.int()) }),
  'users.edit': onRow,
  'users.delete': onRow,
  'users.sendReset': onRow,
  'users.loginAs': onRow,
  'users.confirm': noPayload,
  'users.cancel': noPayload,
  ...loadEventSchemas,
});
