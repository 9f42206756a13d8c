// The events of referee-response's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const refereeResponseEventSchemas = eventSchemas({
  ...loadEventSchemas,
  'referee.toggleStatement': noPayload,
  'referee.answer': z.strictObject({ value: z.string() }),
  'referee.next': noPayload,
  'referee.previous': noPayload,
  'referee.accept': noPayload,
  'referee.reject': noPayload,
  'referee.remark': z.strictObject({ value: z.string() }),
  'referee.submitRejection': noPayload,
  'referee.cancelRejection': noPayload,
});
