// Multipart bodies: the client encodes by value type (./form-encode.ts), the fake server decodes by schema type
// (here), so "JSON string" fields (site_colors, transcripts…) and numbers survive the trip without per-call code.
// Two files because the client's half is in every first load and the server's reads schemas through their wrappers:
// the first load carries only what it calls (docs/decisions/037-no-worse-than-e151423.md).
import { innerSchemaOf } from './inner-schema';
import { z } from './mini';

type Kind = 'json' | 'number' | 'boolean' | 'other';

function kindOf(schema: z.core.$ZodType): Kind {
  const inner = innerSchemaOf(schema);
  if (inner) return kindOf(inner);
  if (!(schema instanceof z.ZodMiniType)) return 'other';
  if (schema.type === 'array' || schema.type === 'object' || schema.type === 'record' || schema.type === 'tuple') return 'json';
  // z.int() is a number with a format: its type is 'number' too.
  if (schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  return 'other';
}

/** Turns form data into the plain object the body schema expects; anything unreadable is left as text for the schema to reject. */
export function decodeFormBody(schema: z.core.$ZodType | undefined, form: FormData): Record<string, unknown> {
  const shape: Partial<Record<string, z.core.$ZodType>> = schema instanceof z.ZodMiniObject ? schema.shape : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const field = shape[key];
    if (typeof value !== 'string' || !field) {
      out[key] = value;
      continue;
    }
    const kind = kindOf(field);
    if (kind === 'json') {
      try {
        out[key] = JSON.parse(value) as unknown;
      } catch {
        out[key] = value;
      }
    } else if (kind === 'number') {
      out[key] = value.trim() === '' || Number.isNaN(Number(value)) ? value : Number(value);
    } else if (kind === 'boolean') {
      out[key] = value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
    } else {
      out[key] = value;
    }
  }
  return out;
}
