// `portal contract check`: calls a backend's read-only GETs through the app's own API client and reports, per
// call, whether the answer matches the endpoint table — "matches" meaning exactly what it means in the portal.
import { createApiClient, isApiError, type ApiError } from '../src/api';
import { listEndpoints, type AnyEndpoint } from '#contract';
import { nothingAnswersAt } from './server-client';

type CheckStatus = 'ok' | 'mismatch' | 'http-error' | 'skipped';

interface CheckResult {
  id: string;
  method: string;
  path: string;
  access: AnyEndpoint['access'];
  status: CheckStatus;
  /** mismatch: the first zod issue of the answer and where it is (dotted path, '' for the top). */
  issue?: { message: string; path: string };
  /** http-error: the status (null when no answer came: refused, timed out) and the text the portal would show. */
  http?: { status: number | null; message: string };
  /** skipped: why the call was not made. */
  reason?: string;
}

export interface CheckReport {
  baseUrl: string;
  withToken: boolean;
  counts: Record<CheckStatus, number>;
  results: CheckResult[];
}

export interface CheckOptions {
  /** The API base, as VITE_API_BASE_URL (e.g. http://127.0.0.1:8787/api/). */
  baseUrl: string;
  token?: string;
  /** Calls in flight at once. */
  concurrency?: number;
}

const NOT_JSON = Symbol('not JSON');

/** Why a GET cannot be called blind, or undefined when it can. Read from the entry itself: path and query schema. */
function reasonToSkip(endpoint: AnyEndpoint, hasToken: boolean): string | undefined {
  const params = [...endpoint.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]);
  if (params.length) return `needs path parameter${params.length > 1 ? 's' : ''} ${params.join(', ')}`;
  const query = endpoint.query?.safeParse({});
  if (query && !query.success) {
    const names = [...new Set(query.error.issues.map((i) => String(i.path[0] ?? '?')))];
    return `needs query parameter${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
  }
  if (endpoint.access !== 'public' && !hasToken) return `needs a token (--token): ${endpoint.access} only`;
  return undefined;
}

async function checkOne(id: string, endpoint: AnyEndpoint, options: CheckOptions): Promise<CheckResult> {
  const base = { id, method: endpoint.method, path: endpoint.path, access: endpoint.access };
  // The client reads the body; a copy of the last answer lets a mismatch name its first issue and path.
  let answered: Response | undefined;
  const api = createApiClient({
    baseURL: options.baseUrl,
    getToken: () => options.token,
    timeoutMs: 15_000,
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      answered = response.clone();
      return response;
    },
  });
  try {
    await (api.call as (e: AnyEndpoint, args: object) => Promise<unknown>)(endpoint, {});
    return { ...base, status: 'ok' };
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.kind === 'contract') return { ...base, status: 'mismatch', issue: await firstIssue(endpoint, answered, e) };
    return { ...base, status: 'http-error', http: { status: e.status ?? null, message: e.message } };
  }
}

async function firstIssue(
  endpoint: AnyEndpoint,
  answered: Response | undefined,
  error: ApiError,
): Promise<{ message: string; path: string }> {
  const raw: unknown = answered ? await answered.json().catch(() => NOT_JSON) : NOT_JSON;
  if (raw === NOT_JSON) return { message: 'The answer is not JSON.', path: '' };
  const parsed = endpoint.answer.safeParse(raw);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { message: issue.message, path: issue.path.map(String).join('.') } : { message: error.message, path: '' };
}

async function inPool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** Checks every GET of the table (in table order); throws only when nothing answers at the base URL. */
export async function checkContract(options: CheckOptions): Promise<CheckReport> {
  const hasToken = Boolean(options.token);
  const gets = listEndpoints().filter(({ endpoint }) => endpoint.method === 'GET');
  const results = await inPool(gets, options.concurrency ?? 8, async ({ id, endpoint }): Promise<CheckResult> => {
    const reason = reasonToSkip(endpoint, hasToken);
    if (reason) return { id, method: endpoint.method, path: endpoint.path, access: endpoint.access, status: 'skipped', reason };
    return checkOne(id, endpoint, options);
  });
  const called = results.filter((r) => r.status !== 'skipped');
  if (called.length > 0 && called.every((r) => r.http?.status === null)) throw new Error(nothingAnswersAt(options.baseUrl));
  const counts: Record<CheckStatus, number> = { ok: 0, mismatch: 0, 'http-error': 0, skipped: 0 };
  for (const r of results) counts[r.status] += 1;
  return { baseUrl: options.baseUrl, withToken: hasToken, counts, results };
}

function detailOf(r: CheckResult): string {
  if (r.status === 'mismatch' && r.issue) return `${r.issue.path || '(top)'}: ${r.issue.message}`;
  if (r.status === 'http-error' && r.http) return r.http.message;
  return r.reason ?? '';
}

const labelOf = (r: CheckResult) => (r.status === 'http-error' ? `http ${r.http?.status ?? '—'}` : r.status);

export function describeReport(report: CheckReport): string {
  const width = Math.max(...report.results.map((r) => r.path.length + r.method.length + 1));
  const lines = report.results.map((r) => `${labelOf(r).padEnd(9)} ${`${r.method} ${r.path}`.padEnd(width)}  ${detailOf(r)}`.trimEnd());
  const { ok, mismatch, skipped } = report.counts;
  const httpErrors = report.counts['http-error'];
  lines.push(
    '',
    `${report.baseUrl}: ${ok} ok, ${mismatch} mismatch${mismatch === 1 ? '' : 'es'}, ${httpErrors} HTTP error${httpErrors === 1 ? '' : 's'}, ${skipped} skipped${report.withToken ? '' : ' (no --token)'}`,
  );
  const called = report.results.filter((r) => r.status !== 'skipped');
  if (called.length > 0 && called.every((r) => r.http?.status === 404))
    lines.push('Every call answered 404: --base-url should be the API base (e.g. http://127.0.0.1:8787/api/).');
  return lines.join('\n');
}
