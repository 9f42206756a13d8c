// Multipart bodies, the client's half: encoded by value type (objects and arrays as JSON text, Blobs as files), for
// the fake server to decode by the body schema's field types (./form-codec.ts).

export function encodeFormBody(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
