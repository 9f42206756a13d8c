// Answer envelopes: the backend wraps every answer as { data, message? }; errors carry { message }.
import { z } from 'zod';

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data, message: z.string().optional() });

export const listEnvelope = <T extends z.ZodType>(item: T) => envelope(z.array(item));

/** Calls whose answer is only a confirmation. */
export const MessageAnswerSchema = z.object({ message: z.string(), data: z.unknown().optional() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const ErrorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A document sent as base64 text (PDF unless the content says otherwise). */
export const Base64DocumentSchema = z
  .string()
  .min(8, 'The document is empty')
  .regex(/^[A-Za-z0-9+/\r\n]+={0,2}$/, 'The document is not valid base64');

export const DocumentAnswerSchema = envelope(Base64DocumentSchema);
export type DocumentAnswer = z.infer<typeof DocumentAnswerSchema>;
