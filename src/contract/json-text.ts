// Some backends store JSON columns as text: accept either the object or its JSON text, always yield the object.
import { z } from './mini';

export const jsonText = <T extends z.core.$ZodType>(schema: T) =>
  z.union([
    schema,
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((text: string, payload) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            payload.issues.push({ code: 'custom', message: 'Expected JSON text', input: text });
            return z.NEVER;
          }
        }),
        schema,
      ),
    ),
  ]);
