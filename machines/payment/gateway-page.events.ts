// The events of gateway-page's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { eventSchemas, noPayload } from '../event-schemas';

export const gatewayEventSchemas = eventSchemas({
  'gateway.pay': noPayload,
  'gateway.fail': noPayload,
  'gateway.cancel': noPayload,
  'gateway.return': noPayload,
});
