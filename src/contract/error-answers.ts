// The error answers of each call (issue 24 item 1, decision 020): which statuses it can give and what their bodies are, derived
// from the entry's shape plus the few it declares. The OpenAPI export documents them and the request fuzzer
// (tests/fuzz/) refuses any status a call gives that is not listed here.
import { z } from './mini';
import type { AnyEndpoint, ErrorStatus } from './endpoint';
import { ErrorBodySchema } from './envelope';

/** 422: the first rule's message, and each refused field's first message by its dotted path ('_' for the body). */
export const ValidationErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});

export const ERROR_ANSWERS: Record<
  ErrorStatus,
  { description: string; schema: typeof ErrorBodySchema | typeof ValidationErrorBodySchema }
> = {
  400: { description: 'The body is not valid JSON or form data, or a parameter is not correctly encoded.', schema: ErrorBodySchema },
  401: { description: 'No token, or a token that no longer opens a session.', schema: ErrorBodySchema },
  403: { description: 'The caller may not do this (an administrator-only call, or a rule of the server).', schema: ErrorBodySchema },
  404: { description: 'The record the request names does not exist (or is not the caller’s).', schema: ErrorBodySchema },
  409: { description: 'The change clashes with another record.', schema: ErrorBodySchema },
  410: {
    description: 'The link the request carries has expired (a referee link: DECISIONS §F); the message says whom to ask.',
    schema: ErrorBodySchema,
  },
  413: { description: 'The body is larger than any legitimate request (12 MB).', schema: ErrorBodySchema },
  422: {
    description: 'Refused: the message says why; a body or query that breaks a field rule also names each field in `errors`.',
    schema: ValidationErrorBodySchema,
  },
  429: {
    description:
      'Too many requests: a rate limit in front of the API. Any call may get it; the portal shows the message and the call can be tried again. The calls that take guesses (sign-in, one-time and activation codes) describe their own limit and send Retry-After.',
    schema: ErrorBodySchema,
  },
};

const hasPathParams = (path: string) => path.split('/').some((segment) => segment.startsWith(':'));

/** Every error status the call can answer, ascending. */
export function errorStatusesOf(endpoint: AnyEndpoint): ErrorStatus[] {
  // A real backend sits behind a rate limit, which is also every public lookup's only refusal (redocly's
  // operation-4xx-response asks each call for one).
  const statuses = new Set<ErrorStatus>([...endpoint.errors, 429]);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'admin') statuses.add(403);
  // A member's call reads the caller's own profile, which a new account (or an administrator) does not have.
  if (hasPathParams(endpoint.path) || endpoint.access === 'member') statuses.add(404);
  if (endpoint.body) {
    statuses.add(400);
    statuses.add(413);
  }
  if (endpoint.body || endpoint.query) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}
