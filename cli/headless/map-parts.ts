// A value with each of its parts (an array's items, an object's own values) mapped, copied only from the first part
// the mapping changed: a replay views and redacts the context at every step, and most steps change little, so the
// unchanged parts stay the same objects and a step's diff finds them by identity.

/** `value` with `f` applied to each item or own value; the same array or object when `f` changed none of them. */
export function mapParts(value: unknown, f: (part: unknown) => unknown): unknown {
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const mapped = f(item);
      if (items === null && mapped !== item) items = value.slice(0, i);
      items?.push(mapped);
    }
    return items ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  const keys = Object.keys(record);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const mapped = f(record[key]);
    if (out === null && mapped !== record[key]) {
      out = {};
      for (let j = 0; j < i; j++) out[keys[j]!] = record[keys[j]!];
    }
    if (out !== null) out[key] = mapped;
  }
  return out ?? value;
}
