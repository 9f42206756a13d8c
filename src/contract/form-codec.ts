// Multipart bodies: the client encodes by value type, the fake server decodes by schema type,
// so "JSON string" fields (site_colors, transcripts…) and numbers survive the trip without per-call code.
import { innerSchemaOf } from './inner-schema';
import { z } from './mini';

export function encodeFormBody(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}

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
