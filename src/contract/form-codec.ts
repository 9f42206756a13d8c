// Multipart bodies: the client encodes by value type, the fake server decodes by schema type,
// so "JSON string" fields (site_colors, transcripts…) and numbers survive the trip without per-call code.
import type { z } from 'zod/mini';

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
  let s: z.core.$ZodType = schema;
  // unwrap optional / nullable / default / pipe wrappers
  for (let i = 0; i < 10; i++) {
    const def = (s as unknown as { def: { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType } }).def;
    if (def.innerType && ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)) {
      s = def.innerType;
      continue;
    }
    if (def.type === 'pipe' && def.in) {
      s = def.in;
      continue;
    }
    if (def.type === 'array' || def.type === 'object' || def.type === 'record' || def.type === 'tuple') return 'json';
    // z.int() is a number with a format: its type is 'number' too.
    if (def.type === 'number') return 'number';
    if (def.type === 'boolean') return 'boolean';
    return 'other';
  }
  return 'other';
}

/** Turns form data into the plain object the body schema expects; anything unreadable is left as text for the schema to reject. */
export function decodeFormBody(schema: z.core.$ZodType | undefined, form: FormData): Record<string, unknown> {
  const shape = schema && 'shape' in schema ? (schema as unknown as { shape: Record<string, z.core.$ZodType> }).shape : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    const field = (shape as Record<string, z.core.$ZodType | undefined>)[key];
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
