// The events of payment-confirm's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { described, eventSchemas, noPayload } from '../event-schemas';

export const paymentConfirmEventSchemas = eventSchemas({ 'payment.check': described(noPayload, 'ask the backend again now') });
