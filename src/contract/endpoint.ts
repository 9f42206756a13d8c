// One entry of the endpoint table: everything the client, the fake server and the CLI need to know about a call.
import type { z } from 'zod/mini';

/**
 * A schema of the contract: a zod core type with parse and safeParse. The contract is zod/mini throughout
 * (src/contract/mini.ts; lint refuses a value import of zod in src/, machines/ and mocks/); tests may still hand
 * zod schemas, which are the same core types and carry the same two methods.
 */
export interface Schema<O = unknown, I = unknown> extends z.core.$ZodType<O, I> {
  parse(data: unknown): O;
  safeParse(data: unknown): z.core.util.SafeParseResult<O>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; member: any signed-in user; admin: users with is_admin. */
export type Access = 'public' | 'member' | 'admin';
/** json: a JSON body; form: multipart form data (files, and the spec's "JSON strings" fields). */
export type Encoding = 'json' | 'form';
/**
 * An error status a call can answer with `{ message }`. Those its shape implies (401 for a signed-in call, 422 for
 * one with a body…) are derived by `errorStatusesOf` (error-answers.ts); an entry lists only the others.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

type Trim<S extends string> = S extends `${infer Head}/${string}` ? Head : S;
/** 'admin/updateUser/:id' → 'id' */
export type PathParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Trim<Rest> | (Rest extends `${string}/${infer Tail}` ? PathParamNames<Tail> : never)
  : never;

export interface Endpoint<
  M extends Method = Method,
  P extends string = string,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema = Schema,
> {
  method: M;
  /** Relative to the API base, without a leading slash; `:name` marks a path parameter. */
  path: P;
  query: Q;
  body: B;
  encoding: Encoding;
  answer: A;
  access: Access;
  /** Where the spec names the call, e.g. "1 §7". */
  spec: string;
  summary: string;
  /**
   * The call makes something that must not happen twice: it creates (an account, a record, an application) or
   * uses something up (a one-time code). Sent again with the same `Idempotency-Key` and the same body, it answers as
   * the first time and changes nothing more, so a retry after a lost answer is safe
   * (docs/decisions/019-idempotent-creates.md).
   */
  once?: true;
  /** Error answers beyond those the entry's shape implies (e.g. 403 for a rule of the server, 409 for a clash). */
  errors: readonly ErrorStatus[];
  /** The spec's text for a refusal (400/422) that comes without a message (DECISIONS A: the director add). */
  refused?: string;
  /**
   * The limit on guesses this call keeps (DECISIONS §F, docs/decisions/024): past it a 429 with Retry-After. The
   * OpenAPI describes the call's 429 with it.
   */
  limit?: string;
}

// Pure: a bundler drops an entry (and the schemas only it uses) that no code of a chunk calls.
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  const M extends Method,
  const P extends string,
  A extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(def: {
  method: M;
  path: P;
  answer: A;
  access: Access;
  spec: string;
  summary: string;
  query?: Q;
  body?: B;
  encoding?: Encoding;
  once?: true;
  errors?: readonly ErrorStatus[];
  refused?: string;
  limit?: string;
}): Endpoint<M, P, Q, B, A> {
  return {
    ...def,
    query: def.query as Q,
    body: def.body as B,
    encoding: def.encoding ?? 'json',
    errors: def.errors ?? [],
  };
}

export type AnyEndpoint = Endpoint<Method, string, Schema | undefined, Schema | undefined, Schema>;

type PathParams<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<E['path']>, string | number>;

/**
 * A part's type: its schema's, none where the entry has no such part, and anything where the entry is any entry
 * (AnyEndpoint: the generic sub-list code calls and answers entries it knows only at run time).
 */
type PartOf<S, T> = S extends Schema ? T : [S] extends [undefined] ? undefined : unknown;
type QueryOf<E extends AnyEndpoint> = PartOf<E['query'], z.input<NonNullable<E['query']>>>;
export type BodyOf<E extends AnyEndpoint> = PartOf<E['body'], z.input<NonNullable<E['body']>>>;
/** What the fake server receives after parsing. */
export type ParsedQueryOf<E extends AnyEndpoint> = PartOf<E['query'], z.output<NonNullable<E['query']>>>;
export type ParsedBodyOf<E extends AnyEndpoint> = PartOf<E['body'], z.output<NonNullable<E['body']>>>;
export type AnswerOf<E extends AnyEndpoint> = z.output<E['answer']>;

type Opt<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };
/** A query whose every field is optional may be left out (the call sends none). */
type QueryArg<V> = [V] extends [undefined] ? { query?: undefined } : object extends V ? { query?: V } : { query: V };
type ParamsArg<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E> };

/**
 * The arguments of one call: params for `:name` segments, the query and the body, each only when the entry has them;
 * `attempt` names the user's attempt (sent as `Idempotency-Key` to entries marked `once`, see `withAttempt`).
 * `token` sends the call with that token rather than the session's, and `keepalive` lets it outlive the page: a
 * session that ends revokes its own token after this tab has already forgotten it (auth/logout).
 */
export type CallArgs<E extends AnyEndpoint> = ParamsArg<E> &
  QueryArg<QueryOf<E>> &
  Opt<'body', BodyOf<E>> & { attempt?: string; token?: string; keepalive?: boolean };

/** Fills `:name` segments; values are URI-encoded so a hostile id can never change the path. */
export function buildPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The client interface machines receive in their input: implemented by src/api, faked in unit tests. */
export interface ApiClient {
  /** `args` may be left out only when the entry has no path params, query or body that are required. */
  call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>]
  ): Promise<AnswerOf<E>>;
  /**
   * Names a new attempt (`newAttempt`): a client made with a seeded source (the CLI's headless world) names them from
   * it, so a replay prints the same bytes every run; without one, a random UUID (the browser).
   */
  newAttempt?: () => string;
}

/** The header that carries a call's attempt to entries marked `once`. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A new name for one attempt of the user's (a form's submits until one succeeds): from the client's own source when
 * it has one (a seeded CLI run), else a random UUID.
 */
export const newAttempt = (api?: Pick<ApiClient, 'newAttempt'>): string => api?.newAttempt?.() ?? globalThis.crypto.randomUUID();

/**
 * The same client, every call sent as part of one attempt: retries of a create the server already made (its
 * answer was lost) get the first answer instead of a second record.
 */
export function withAttempt(api: ApiClient, attempt: string): ApiClient {
  return {
    call: (endpoint, ...args) => (api.call as (e: AnyEndpoint, a: object) => Promise<never>)(endpoint, { ...(args[0] ?? {}), attempt }),
    // A child handed this client (a dialog's form) names its own attempts from the same source.
    ...(api.newAttempt ? { newAttempt: api.newAttempt } : {}),
  };
}
