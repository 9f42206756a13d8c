// The server's message of a refused call, as a user reads it (spec 1 §8): the CorrelationId rule. Read by the API
// client's wording of a refusal (src/api/refusal.ts), which loads when a call is first refused.

/** When a message carries "CorrelationId", show the embedded JSON error message, cut at its first colon and before CorrelationId. */
export function errorText(message: string): string {
  if (!message.includes('CorrelationId')) return message.trim();
  let text = message;
  const start = message.indexOf('{');
  const end = message.lastIndexOf('}');
  if (start !== -1 && end > start) {
    try {
      const parsed = JSON.parse(message.slice(start, end + 1)) as { error?: { message?: unknown }; message?: unknown };
      const inner = parsed.error?.message ?? parsed.message;
      if (typeof inner === 'string') text = inner;
    } catch {
      // not JSON after all: fall back to the raw text
    }
  }
  text = text.split('CorrelationId')[0] ?? text;
  const colon = text.indexOf(':');
  if (colon > 0) text = text.slice(0, colon);
  text = text.replace(/[\s.,;(-]+$/, '').trim();
  return text || 'The server reported an error.';
}

/** Reads `message` from an error body of unknown shape. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = body.message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  if (typeof body === 'string' && body.trim() && body.length < 500 && !body.trimStart().startsWith('<')) return body;
  return undefined;
}
