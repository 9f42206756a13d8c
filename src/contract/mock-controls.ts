// The tester's controls of mock mode (/__mock/*): not calls of the spec, but parsed like them, by the outbox page,
// the CLI and the tests.
import { z } from 'zod';
import { envelope } from './envelope';

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** App-relative links (e.g. /verify/abc) the message carries. */
  links: z.array(z.string()),
  /** Codes the message carries (OTP, activation code). */
  codes: z.array(z.string()),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxAnswerSchema = envelope(z.array(OutboxMessageSchema));
