// What the API client says of a call the server answered with an error status: the server's own message (its
// CorrelationId rule), the spec's words for a refusal of that call, or a plain text by status. Loaded when a call is
// first refused (client.ts `refusalWords`), and fetched once the first screen shows (src/app/boot.tsx): a public
// page's first load carries none of it.
import type { FetchError } from 'ofetch';
import type { AnyEndpoint } from '#contract';
import { errorText, messageOf } from '#contract/server-message.ts';
import { ApiError } from './api-error';

/** The error of a call answered with `status` (401 included: its callback has been called). */
export function refusalError(e: FetchError, status: number, endpoint: AnyEndpoint, label: string): ApiError {
  const message = messageOf(e.data);
  if (status === 401) {
    return new ApiError('unauthorized', message ? errorText(message) : 'Your session has expired. Sign in again.', 401, label);
  }
  if (e.data === undefined && /JSON|Unexpected token|parse/i.test(e.message) && status < 400) {
    return new ApiError('contract', `The server sent an answer this portal cannot read (${label}: not JSON).`, status, label);
  }
  const text = message ? errorText(message) : (refusedText(endpoint, status) ?? fallbackText(status));
  return new ApiError('http', text, status, label, retryAfterOf(e.response?.headers.get('retry-after')));
}

/** Retry-After in seconds (a date form, which no limit of the contract sends, is left out). */
function retryAfterOf(header: string | null | undefined): number | undefined {
  if (!header || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

/** A call the spec gives its own words for a refusal says those (DECISIONS A keeps the spec's fallback text). */
function refusedText(endpoint: AnyEndpoint, status: number): string | undefined {
  return status === 422 || status === 400 ? endpoint.refused : undefined;
}

function fallbackText(status: number): string {
  if (status === 403) return 'You are not allowed to do this.';
  if (status === 404) return 'Not found.';
  if (status === 422 || status === 400) return 'The data sent was not accepted.';
  if (status >= 500) return 'The server had a problem. Try again in a moment.';
  return `The request failed (${status}).`;
}
