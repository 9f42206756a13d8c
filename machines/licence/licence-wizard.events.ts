// The events of licence-wizard's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';
import { loadEventSchemas } from '../load/load.events';
import { WIZARD_TABS } from './licence-rules';
import { LICENCE_DETAIL_FIELDS } from './licence-wizard.machine';

const detailField = z.enum(LICENCE_DETAIL_FIELDS);

export const licenceWizardEventSchemas = eventSchemas({
  'details.change': z.strictObject({ name: detailField, value: z.string() }),
  'details.blur': z.strictObject({ name: detailField }),
  'wizard.next': noPayload,
  'wizard.back': noPayload,
  'wizard.goto': z.strictObject({ tab: z.enum(WIZARD_TABS) }),
  ...loadEventSchemas,
  'wizard.resume': described(noPayload, 'the page shows again (a reload, back from completing an item): the checklist is read afresh'),
  'declaration.agree': z.strictObject({ agreed: z.boolean() }),
  'wizard.submit': noPayload,
});
