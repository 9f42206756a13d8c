// Turns resolvers into one MSW handler per base path: the route table picks the entry, the request is parsed with
// the entry's schemas, access checked, the answer parsed with the entry's answer schema, chaos (latency, failures)
// applied, a 404 for a path no entry serves and a 405 (with Allow) for a known path under another method.
import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import { OperationError } from '@msw/data';
import type { z } from 'zod/mini';
import { decodeFormBody, fieldErrors, firstIssueMessage, IDEMPOTENCY_HEADER, type AnyEndpoint } from '#contract';
import type { Chaos, ChaosFault } from '#contract/mock-controls.ts';
import { createRememberedCreates, rememberedAnswer, type RememberedCreates } from './remembered-creates';
import { collectionsOf, type Db } from '../db';
import { NotFilled, untilFilled } from '../db/lazy-collection';
import type { Simulation } from '../simulation/simulation';
import { MockHttpError } from './http-error';
import type { MockRoute } from './route';
import { compileRouteTable, escapeRegex } from './route-table';

export const API_PREFIX = '/api/';
/** Nothing legitimate is larger: a 10 MB attachment plus form overhead. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;

/** What a call failed by chaos answers (503): `portal paths` expects it in the context of a failure state. */
export const CHAOS_FAILURE_MESSAGE = 'The service is temporarily unavailable (simulated failure).';

export type { Chaos } from '#contract/mock-controls.ts';

/** The longest attempt name kept (the OpenAPI says the same): a client's UUID is 36. */
const MAX_ATTEMPT_LENGTH = 200;

/** What a call failed by chaos with `server-error` answers. */
const CHAOS_SERVER_ERROR_MESSAGE = 'The server failed (simulated failure).';

export interface HandlerEnv {
  db: Db;
  simulation: Simulation;
  chaos: Chaos;
  random: () => number;
  /** The answers of creates marked `once`, by attempt (made by `buildHandlers` when not given). */
  creates?: RememberedCreates;
  /** Called after a call that changed data (any create, update or delete in a collection). */
  onChange?: () => void;
}

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

/** Where a table's entries are served: the spec's calls under /api/, the mock controls under /__mock/. */
export interface HandlerBase {
  /** The path the entries' paths are relative to. */
  prefix: string;
  /**
   * The answer for a path under the prefix that no entry takes (`path` is relative to the prefix); `allowed` lists
   * the methods entries do take at that path (empty when the path is unknown).
   */
  unmatched: (request: Request, path: string, allowed: string[]) => Response;
}

export const API_BASE: HandlerBase = {
  prefix: API_PREFIX,
  // What a real server answers (issue 24): 404 for an unknown path, 405 for a method the path does not take.
  unmatched: (request, path, allowed) =>
    allowed.length === 0
      ? json({ message: `There is no call ${request.method} /${path}.` }, 404)
      : HttpResponse.json(
          { message: `${request.method} is not allowed on /${path} (it takes ${allowed.join(', ')}).` },
          { status: 405, headers: { allow: allowed.join(', ') } },
        ),
};

function findAccount(db: Db, token: string | null) {
  if (!token) return null;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) return null;
  const account = db.accounts.findFirst((q) => q.where({ id: session.userId }));
  return account && !account.deleted ? account : null;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

async function readBody(
  endpoint: AnyEndpoint,
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) return { ok: false, response: json({ message: 'The request is too large.' }, 413) };
  if (endpoint.encoding === 'form') {
    // Form entries also accept a JSON body (CLI and curl users); the schema judges either.
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        return { ok: true, value: (await request.json()) as unknown };
      } catch {
        return { ok: false, response: json({ message: 'The request body is not valid JSON.' }, 400) };
      }
    }
    try {
      const form = await request.formData();
      return { ok: true, value: decodeFormBody(endpoint.body, form) };
    } catch {
      return { ok: false, response: json({ message: 'The request body is not valid form data.' }, 400) };
    }
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: json({ message: 'The request is too large.' }, 413) };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: json({ message: 'The request body is not valid JSON.' }, 400) };
  }
}

function invalid(error: z.core.$ZodError) {
  return json({ message: firstIssueMessage(error), errors: fieldErrors(error) }, 422);
}

/** One call of one entry: chaos, access, request parsing, the resolver, and the answer checked against the contract. */
async function answerCall(route: MockRoute, params: Record<string, string>, request: Request, env: HandlerEnv): Promise<Response> {
  const { endpoint } = route;
  const label = `${endpoint.method} /${endpoint.path}`;
  const jitter = env.chaos.jitterMs ?? 0;
  const latency = env.chaos.latencyMs + (jitter > 0 ? Math.round(env.random() * jitter) : 0);
  if (latency > 0) await delay(latency);
  const fault = drawFault(env);
  if (fault === 'unavailable') return json({ message: CHAOS_FAILURE_MESSAGE }, 503);
  if (fault === 'server-error') return json({ message: CHAOS_SERVER_ERROR_MESSAGE }, 500);
  if (fault === 'network') return HttpResponse.error();
  const response = await serveCall(route, params, request, env, label);
  return fault === 'lost-answer' ? HttpResponse.error() : response;
}

function drawFault(env: HandlerEnv): ChaosFault | null {
  // 1 fails every call, whatever the source of randomness (tests give one that always draws 1).
  const { failRate } = env.chaos;
  if (!(failRate >= 1 || (failRate > 0 && env.random() < failRate))) return null;
  const faults = env.chaos.faults ?? ['unavailable'];
  return faults[Math.min(faults.length - 1, Math.floor(env.random() * faults.length))] ?? 'unavailable';
}

async function serveCall(
  route: MockRoute,
  params: Record<string, string>,
  request: Request,
  env: HandlerEnv,
  label: string,
): Promise<Response> {
  const { endpoint } = route;
  const token = bearerToken(request);
  // Each step that reads the world runs again once a collection it read is filled (mocks/db/lazy-collection.ts):
  // none has written before such a read, so running it again repeats nothing. Without a fill no step takes a turn
  // more than before (a logout and the call sent after it are served in that order): the session lookup stays
  // synchronous, the two awaited steps are awaited here, not through a helper's promise.
  const found = untilFilled(() => findAccount(env.db, token));
  const user = found instanceof Promise ? await found : found;
  if (endpoint.access !== 'public' && !user) return json({ message: 'Unauthenticated.' }, 401);
  if (endpoint.access === 'admin' && !user?.is_admin) return json({ message: 'This action is reserved to administrators.' }, 403);

  for (let filled = false; !filled;) {
    try {
      await env.simulation.runDue();
      filled = true;
    } catch (e) {
      if (!(e instanceof NotFilled)) throw e;
      await e.fill();
    }
  }

  let query: unknown = undefined;
  if (endpoint.query) {
    const url = new URL(request.url);
    const raw: Record<string, string> = {};
    for (const [k, v] of url.searchParams) raw[k] ??= v;
    const parsed = endpoint.query.safeParse(raw);
    if (!parsed.success) return invalid(parsed.error);
    query = parsed.data;
  }

  let body: unknown = undefined;
  if (endpoint.body) {
    const read = await readBody(endpoint, request);
    if (!read.ok) return read.response;
    const parsed = endpoint.body.safeParse(read.value);
    if (!parsed.success) return invalid(parsed.error);
    body = parsed.data;
  }

  const attempt = endpoint.once ? request.headers.get(IDEMPOTENCY_HEADER) : null;
  if (attempt !== null && (attempt.trim() === '' || attempt.length > MAX_ATTEMPT_LENGTH)) {
    return json({ message: `The ${IDEMPOTENCY_HEADER} header must name the attempt in 1 to ${MAX_ATTEMPT_LENGTH} characters.` }, 400);
  }
  const remembered = attempt && env.creates ? rememberedAnswer(env.creates, { token, label, attempt, body }) : null;
  if (remembered?.answer) return json(remembered.answer);

  let answer: unknown;
  for (let answered = false; !answered;) {
    try {
      answer = await route.resolve({
        params,
        query,
        body,
        user,
        token,
        db: env.db,
        simulation: env.simulation,
        request,
      } as never);
      answered = true;
    } catch (e) {
      if (e instanceof NotFilled) {
        await e.fill();
        continue;
      }
      if (e instanceof MockHttpError) return HttpResponse.json({ message: e.message }, { status: e.status, headers: e.headers });
      if (e instanceof OperationError) return json({ message: `The record was not accepted: ${e.message}` }, 422);
      return json({ message: `Mock server error in ${label}: ${e instanceof Error ? e.message : String(e)}` }, 500);
    } finally {
      env.onChange?.();
    }
  }

  const checked = endpoint.answer.safeParse(answer);
  if (!checked.success) {
    return json(
      {
        message: `Mock answer of ${label} broke the contract: ${firstIssueMessage(checked.error)} at ${checked.error.issues[0]?.path.join('.')}`,
      },
      500,
    );
  }
  remembered?.keep(answer);
  return json(answer);
}

/**
 * One MSW handler for everything under the base's prefix (e.g. `/api/`): the route table finds the entry,
 * `answerCall` answers it, and a call no entry serves gets the base's answer (the API's 404 or 405 names it).
 */
export function buildHandler(base: HandlerBase, routes: MockRoute[], env: HandlerEnv): HttpHandler {
  const { prefix } = base;
  const table = compileRouteTable(routes);
  // A RegExp without groups: MSW decodes a string pattern's wildcard itself and throws on a malformed `%`.
  const underPrefix = new RegExp(escapeRegex(prefix));
  return http.all(underPrefix, ({ request }) => {
    const { pathname } = new URL(request.url);
    const path = pathname.slice(pathname.indexOf(prefix) + prefix.length);
    const found = table(request.method, path);
    if (found.kind === 'malformed') return json({ message: `The path /${path} is not valid percent-encoding.` }, 400);
    if (found.kind === 'none') return base.unmatched(request, path, found.allowed);
    return answerCall(found.route, found.params, request, env);
  });
}

/** The fake backend's handlers: one for the base (`/api/*` unless told), reporting real data changes to `env.onChange`. */
export function buildHandlers(routes: MockRoute[], env: HandlerEnv, base: HandlerBase = API_BASE): HttpHandler[] {
  // Only real changes are reported: a POST that reads (a statement, a PDF) must not rewrite mock mode's stored
  // snapshot, and a GET that runs due timeline tasks must.
  let dirty = false;
  for (const [, collection] of collectionsOf(env.db)) {
    for (const event of ['create', 'update', 'delete'] as const) collection.hooks.on(event, () => void (dirty = true));
  }
  const tracked: HandlerEnv = {
    creates: createRememberedCreates(),
    ...env,
    onChange: () => {
      if (!dirty) return;
      dirty = false;
      env.onChange?.();
    },
  };
  return [buildHandler(base, routes, tracked)];
}
