// A reload's answer, sharing what did not change with the data held before it: every part equal (as JSON data) to the
// same part of `previous` is that part of `previous`. A loader reloads on every change it hears (in mock mode, each
// change of the world), and most answers say what the last one said: kept as they were, the views that select them
// render nothing again (the same structural sharing TanStack Query does with its `replaceEqualDeep`).

/** An object literal's kind (or `Object.create(null)`'s): not an array, a Date, a class instance or an actor. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `next`, with each part equal to `previous`'s replaced by it; `previous` itself when the whole is equal. */
export function sameWhereEqual<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const items = next.map((item: unknown, i) => sameWhereEqual(previous[i], item));
    const kept = items.filter((item, i) => i < previous.length && item === previous[i]).length;
    return (kept === items.length && items.length === previous.length ? previous : kept ? items : next) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const out: Record<string, unknown> = {};
    let kept = 0;
    for (const key of keys) {
      out[key] = sameWhereEqual(previous[key], next[key]);
      if (key in previous && out[key] === previous[key]) kept++;
    }
    // Nothing kept: the answer as it came, not a copy of it.
    return (kept === keys.length && keys.length === Object.keys(previous).length ? previous : kept ? out : next) as T;
  }
  return next;
}
