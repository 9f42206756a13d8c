// How a state value is named outside the machine (the `portal replay` output, its `wait` and `expect` steps, and
// the dev panel's exported replay file): both must spell it alike, or an exported file would not replay.

/** `{ ready: 'idle' }` → "ready.idle"; a parallel value (several keys) stays its JSON text. */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 1) {
      const [key, inner] = entries[0] as [string, unknown];
      return inner && (typeof inner === 'string' || Object.keys(inner).length > 0) ? `${key}.${stateLabel(inner)}` : key;
    }
  }
  return JSON.stringify(value);
}
