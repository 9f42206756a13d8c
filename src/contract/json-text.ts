// Some backends store JSON columns as text: accept either the object or its JSON text, always yield the object.
import { z } from 'zod';

export const jsonText = <T extends z.ZodType>(schema: T) =>
  z.union([
    schema,
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Expected JSON text' });
          return z.NEVER;
        }
      })
      .pipe(schema),
  ]);
