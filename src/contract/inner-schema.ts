// The schema a wrapper holds, read through zod's public classes and `def` (decision 032): the sub-list marks and
// field kinds and the multipart decoder look through optional, default, pipes and the like the same way.
import { z } from './mini';

/** The schema a wrapper holds (optional, nullable, default…; a pipe's input), or undefined for any other schema. */
export function innerSchemaOf(schema: z.core.$ZodType): z.ZodMiniType | undefined {
  if (
    schema instanceof z.ZodMiniOptional ||
    schema instanceof z.ZodMiniNullable ||
    schema instanceof z.ZodMiniDefault ||
    schema instanceof z.ZodMiniPrefault ||
    schema instanceof z.ZodMiniNonOptional ||
    schema instanceof z.ZodMiniCatch ||
    schema instanceof z.ZodMiniReadonly
  )
    return schema.def.innerType as z.ZodMiniType;
  if (schema instanceof z.ZodMiniPipe) return schema.def.in as z.ZodMiniType;
  return undefined;
}
