// The events of document-viewer's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';

export const documentViewerEventSchemas = eventSchemas({
  'viewer.next': noPayload,
  'viewer.previous': noPayload,
  'viewer.goTo': z.strictObject({ page: z.number().check(z.int()) }),
  'viewer.zoomIn': noPayload,
  'viewer.zoomOut': noPayload,
  'changes.changed': described(noPayload, 'a change the viewer hears (the change bus sends it): it loads again'),
  ...loadEventSchemas,
});
