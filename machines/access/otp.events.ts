// The events of otp's machine, as schemas of their payloads (decision 046). A sidecar the app never
// imports (the machine takes only their type); the CLI and docs/flows read it through event-schema-registry.ts.
import { z } from '#contract/mini.ts';
import { described, eventSchemas, noPayload } from '../event-schemas';

export const otpEventSchemas = eventSchemas({
  'otp.change': z.strictObject({ code: z.string() }),
  'otp.submit': noPayload,
  'otp.resend': noPayload,
  'otp.resendOpen': described(noPayload, "the machine's own timer: the send limit's wait is over (raised with a delay)"),
});
