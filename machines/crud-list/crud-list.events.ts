// The events a sub-list's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (crud-list.machine.ts takes only their type), read by the CLI and docs/flows through
// machines/event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

/** The events of a sub-list whose rows are `Row`s: a row's action carries the row as the list shows it. */
export const crudListEventSchemas = <Row>() => {
  const row = z.strictObject({
    row: described(
      z.custom<Row>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
      'a row as the list shows it (an object, with its key)',
    ),
  });
  return eventSchemas({
    'list.add': described(
      z.strictObject({ values: z.optional(z.record(z.string(), z.unknown())) }),
      "open the add dialog; `values`: what the form starts with beyond the blank one (an attachment's kind)",
    ),
    'list.edit': row,
    'list.delete': row,
    'list.confirm': noPayload,
    'list.cancel': noPayload,
    ...loadEventSchemas,
    'changes.changed': described(noPayload, 'a change the list hears (the change bus sends it): it reloads, at rest'),
  });
};
