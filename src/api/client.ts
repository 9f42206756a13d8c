// The typed API client built from the endpoint table: token, JSON or form bodies, answers parsed by their schema,
// 401 → onUnauthorized, errors → ApiError with the text a user should read.
import { ofetch, FetchError } from 'ofetch';
import {
  buildPath,
  encodeFormBody,
  IDEMPOTENCY_HEADER,
  firstIssueMessage,
  type AnyEndpoint,
  type ApiClient,
  type AnswerOf,
  type CallArgs,
  type Schema,
} from '#contract';
import { ApiError } from './api-error';
import type * as Refusal from './refusal';
import { englishMessages } from '#contract/mini.ts';

export interface ApiClientOptions {
  /** Absolute or relative base, e.g. '/api/' or 'http://127.0.0.1:8787/api/'. */
  baseURL: string;
  getToken?: () => string | null | undefined;
  /** Called once per 401 answer, before the call rejects. */
  /** `token`: the one the refused call carried (the session may have changed since it was sent). */
  onUnauthorized?: (endpoint: AnyEndpoint, token: string | null) => void;
  /** The fetch to send with (default the global one); mock mode's waits for the fake backend. */
  fetch?: typeof globalThis.fetch;
  /** Abort a call after this many ms (default 30 s). */
  timeoutMs?: number;
  /** Where the client's attempt ids come from (`newAttempt`): the CLI's seeded source; the browser leaves it out (random UUIDs). */
  attempts?: () => string;
}

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

let refusal: Promise<typeof Refusal> | undefined;
/** The wording of a refused call (./refusal.ts), once: no first screen needs it before a call is refused. */
const refusalWords = () => (refusal ??= import('./refusal'));

/**
 * What the client loads on demand to word a refused call or an answer that breaks the contract: zod's English
 * messages and ./refusal.ts. The page fetches them once its first screen shows; the CLI and the tests load them
 * before they run, so a headless replay never reads a refusal still being worded as a flow at rest.
 */
export const clientWords = (): Promise<void> => Promise.all([englishMessages(), refusalWords()]).then(() => undefined);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseURL.endsWith('/') ? options.baseURL : `${options.baseURL}/`;
  // A custom fetch is a global option of ofetch (its second argument), not a request default.
  const fetcher = ofetch.create(
    { baseURL: base, retry: 0, timeout: options.timeoutMs ?? 30_000 },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function call<E extends AnyEndpoint>(endpoint: E, args?: CallArgs<E>): Promise<AnswerOf<E>> {
    const label = `${endpoint.method} ${endpoint.path}`;
    const a = (args ?? {}) as {
      params?: Record<string, string | number>;
      query?: unknown;
      body?: unknown;
      attempt?: string;
      token?: string;
      keepalive?: boolean;
    };

    let path: string;
    try {
      path = buildPath(endpoint.path, a.params);
    } catch (e) {
      throw new ApiError('invalid-request', (e as Error).message, undefined, label);
    }

    let query: Record<string, string> | undefined;
    if (endpoint.query) {
      const parsed = endpoint.query.safeParse(a.query ?? {});
      if (!parsed.success) throw new ApiError('invalid-request', await wordedIssue(endpoint.query, a.query ?? {}), undefined, label);
      query = parsed.data as Record<string, string>;
    }

    let body: BodyInit | Record<string, unknown> | undefined;
    if (endpoint.body) {
      const parsed = endpoint.body.safeParse(a.body);
      if (!parsed.success) throw new ApiError('invalid-request', await wordedIssue(endpoint.body, a.body), undefined, label);
      // Send what the user gave (the parse may trim or coerce); the contract says it is valid.
      const value = (a.body ?? parsed.data) as Record<string, unknown>;
      body = endpoint.encoding === 'form' ? encodeFormBody(value) : value;
    }

    const token = a.token ?? options.getToken?.();
    let raw: unknown;
    try {
      raw = await fetcher(path, {
        method: endpoint.method,
        query,
        body,
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(endpoint.once && a.attempt ? { [IDEMPOTENCY_HEADER]: a.attempt } : {}),
        },
        responseType: 'json',
        ...(a.keepalive ? { keepalive: true } : {}),
      });
    } catch (e) {
      throw await toApiError(e, endpoint, label, options, token ?? null);
    }

    const parsed = endpoint.answer.safeParse(raw);
    if (!parsed.success) {
      const issue = await wordedIssue(endpoint.answer, raw, { at: true });
      throw new ApiError('contract', `The server sent an answer this portal cannot read (${label}: ${issue}).`, undefined, label);
    }
    return parsed.data as AnswerOf<E>;
  }

  return options.attempts ? { call, newAttempt: options.attempts } : { call };
}

/**
 * The first issue of a value `schema` refuses, worded with zod's English messages: they load on demand
 * (src/contract/mini.ts), so the value is parsed again once they are here (zod's bare "Invalid input" if they cannot
 * be fetched). Its place in the value is named after it.
 */
async function wordedIssue(schema: Schema, value: unknown, { at = false } = {}): Promise<string> {
  await englishMessages().catch(() => undefined);
  const { error } = schema.safeParse(value);
  if (!error) return 'The data is not valid';
  return at ? `${firstIssueMessage(error)} at ${error.issues[0]?.path.join('.') || 'the top'}` : firstIssueMessage(error);
}

async function toApiError(
  e: unknown,
  endpoint: AnyEndpoint,
  label: string,
  options: ApiClientOptions,
  token: string | null,
): Promise<ApiError> {
  if (e instanceof FetchError) {
    const status = e.response?.status ?? e.status;
    if (status === undefined) return new ApiError('network', NETWORK_MESSAGE, undefined, label);
    if (status === 401) options.onUnauthorized?.(endpoint, token);
    // The server answered: its words come with the wording, or, should that not load, the status's plain text.
    return refusalWords().then(
      ({ refusalError }) => refusalError(e, status, endpoint, label),
      () => new ApiError(status === 401 ? 'unauthorized' : 'http', `The request failed (${status}).`, status, label),
    );
  }
  if (e instanceof SyntaxError) {
    return new ApiError('contract', `The server sent an answer this portal cannot read (${label}: not JSON).`, undefined, label);
  }
  return new ApiError('network', NETWORK_MESSAGE, undefined, label);
}
