// The text a user sees for a failure, in one place for the machines and the views: the text of anything an effect
// may reject with, and whether trying again can help (a view offers Try again only then). The server's own message
// and its CorrelationId rule (spec 1 §8) are ./server-message.ts's, read only when a call is refused.

/** The text of anything an effect may reject with: the API client's errors already carry readable text. */
export function describeError(e: unknown): string {
  return e instanceof Error && e.message ? e.message : 'Something went wrong.';
}

/** What the API client's errors say went wrong (src/api/api-error.ts carries it with the status). */
export type ApiErrorKind =
  /** The server answered with an error status. */
  | 'http'
  /** 401: the session is over. */
  | 'unauthorized'
  /** The server could not be reached, or did not answer in time. */
  | 'network'
  /** The answer did not match the contract. */
  | 'contract'
  /** The request was refused before sending (it did not match the contract). */
  | 'invalid-request';

/**
 * Whether the same call, tried again, can succeed: the server was not reached or did not answer in time, had a
 * problem of its own (5xx), or asked to be asked later (408, 429). A refusal (400, 401, 403, 404, 409, 422…), an
 * answer the portal cannot read, a request the contract refuses, or a document that is not what it should be
 * comes back the same however often it is asked for, so no Try again is offered for it.
 */
export function isRetryable(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { kind, status } = e as { kind?: unknown; status?: unknown };
  if (kind === ('network' satisfies ApiErrorKind)) return true;
  return typeof status === 'number' && (status >= 500 || status === 408 || status === 429);
}

/**
 * Whether a failure has a place in the form that caused it: the server refused the values (a 4xx with its message,
 * shown above the fields, the values kept). A failure with no such place — the server not reached, a problem of its
 * own (5xx), an answer the portal cannot read — is the 'Something went wrong' dialog with Try again (spec 1 §2.4,
 * §8; issue 23 item 7).
 */
export function hasInlinePlace(e: unknown): boolean {
  const status = statusOf(e);
  const kind = typeof e === 'object' && e !== null ? (e as { kind?: unknown }).kind : undefined;
  if (kind === ('network' satisfies ApiErrorKind) || kind === ('contract' satisfies ApiErrorKind)) return false;
  return status === undefined || (status >= 400 && status < 500);
}

/** The HTTP status an API client error carries (404 for "there is none"), if any. */
export function statusOf(e: unknown): number | undefined {
  const status = typeof e === 'object' && e !== null ? (e as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** What a machine keeps of a failed effect: the text a user reads and whether Try again can help. */
export interface Failure {
  error: string;
  retryable: boolean;
}

export const failureOf = (e: unknown): Failure => ({ error: describeError(e), retryable: isRetryable(e) });
