// Answer envelopes: the backend wraps every answer as { data, message? }; errors carry { message }.
import { z } from './mini';

/* @__NO_SIDE_EFFECTS__ */
export const envelope = <T extends z.core.$ZodType>(data: T) => z.object({ data, message: z.optional(z.string()) });

/* @__NO_SIDE_EFFECTS__ */
export const listEnvelope = <T extends z.core.$ZodType>(item: T) => envelope(z.array(item));

/** Calls whose answer is only a confirmation. */
export const MessageAnswerSchema = z.object({ message: z.string(), data: z.optional(z.unknown()) });

export const ErrorBodySchema = z.object({ message: z.string() });

/** A document sent as base64 text (PDF unless the content says otherwise). */
const Base64DocumentSchema = z
  .string()
  .check(z.minLength(8, 'The document is empty'), z.regex(/^[A-Za-z0-9+/\r\n]+={0,2}$/, 'The document is not valid base64'));

export const DocumentAnswerSchema = envelope(Base64DocumentSchema);
