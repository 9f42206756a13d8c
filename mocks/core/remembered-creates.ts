// Idempotent creates (docs/decisions/019-idempotent-creates.md): a call marked `once` that comes again with the same
// Idempotency-Key, from the same session, with the same body, gets the first answer and creates nothing new. A key
// sent with another body is another attempt (the user changed what they typed), so it is served.

/** Enough for every attempt of a demo or a test run; the oldest is forgotten first. */
const LIMIT = 1000;

export interface RememberedCreates {
  answers: Map<string, { body: string; answer: unknown }>;
}

export const createRememberedCreates = (): RememberedCreates => ({ answers: new Map() });

/** A body as compared between attempts: files by name, size and type (their bytes are not kept). */
function fingerprint(body: unknown): string {
  return JSON.stringify(body ?? null, (_, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { file: value instanceof File ? value.name : '', size: value.size, type: value.type }
      : value,
  );
}

export interface Attempt {
  token: string | null;
  /** The call, e.g. "POST /application/submit". */
  label: string;
  attempt: string;
  body: unknown;
}

/** The first answer of this attempt if it was served, and a way to keep this one's answer if not. */
export function rememberedAnswer(store: RememberedCreates, a: Attempt): { answer: unknown; keep: (answer: unknown) => void } {
  const key = `${a.token ?? ''} ${a.label} ${a.attempt}`;
  const body = fingerprint(a.body);
  const known = store.answers.get(key);
  return {
    answer: known && known.body === body ? known.answer : undefined,
    keep: (answer) => {
      store.answers.delete(key);
      store.answers.set(key, { body, answer });
      if (store.answers.size > LIMIT) store.answers.delete(store.answers.keys().next().value as string);
    },
  };
}
