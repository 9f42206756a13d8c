// The schema a wrapper holds, read through zod's public `def` (decision 032): the sub-list marks and field kinds
// and the multipart decoder look through optional, default, pipes and the like the same way. By `def.type`, not by
// the wrapper classes: the multipart decoder is in the first load (the login form), and naming a class there
// (`z.ZodMiniCatch`…) would bring its whole implementation along (docs/decisions/030-area-screen-manifests.md).
import { z } from './mini';

/** The wrappers whose schema is their `def.innerType`. */
const WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'catch', 'readonly']);

/** The schema a wrapper holds (optional, nullable, default…; a pipe's input), or undefined for any other schema. */
export function innerSchemaOf(schema: z.core.$ZodType): z.ZodMiniType | undefined {
  if (!(schema instanceof z.ZodMiniType)) return undefined;
  const def = schema.def;
  if (WRAPPERS.has(def.type) && 'innerType' in def) return def.innerType as z.ZodMiniType;
  if (def.type === 'pipe' && 'in' in def) return def.in as z.ZodMiniType;
  return undefined;
}
