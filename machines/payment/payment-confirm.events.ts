// The events payment-confirm's machine takes, as schemas of their payloads (decision 046): a sidecar the app never imports
// (the machine takes only their type), read by the CLI and docs/flows through machines/event-schema-registry.ts.
import { described, eventSchemas, noPayload } from '../event-schemas';

export const paymentConfirmEventSchemas = eventSchemas({ 'payment.check': described(noPayload, 'ask the backend again now') });
