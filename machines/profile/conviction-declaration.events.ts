// The events of conviction-declaration's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';
import { DeclarationAnswerSchema } from '#contract/declarations.ts';

export const declarationEventSchemas = eventSchemas({
  'declaration.choose': z.strictObject({ answer: DeclarationAnswerSchema }),
  'declaration.submit': noPayload,
  ...loadEventSchemas,
  'changes.changed': described(noPayload, 'a change the flow hears (the change bus sends it): it loads again'),
});
