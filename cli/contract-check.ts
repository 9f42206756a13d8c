// `portal contract check`: calls a backend's read-only GETs through the app's own API client and reports, per
// call, whether the answer matches the endpoint table — "matches" meaning exactly what it means in the portal —
// and whether its status is one the contract lists for that call (a 5xx or an unlisted status fails the check).
// With `--writes` (contract-writes.ts) it also exercises the write calls on a scenario it resets first.
import { createApiClient, isApiError, type ApiError } from '../src/api';
import { listEndpoints, type AnyEndpoint } from '#contract';
import { errorStatusesOf } from '#contract/error-answers.ts';
import { nothingAnswersAt } from './server-client';

/**
 * ok: a 2xx whose answer parses; mismatch: it does not; http-error: a refusal the contract lists for the call (or no
 * answer at all); server-error: a 5xx; unlisted: a status the contract does not list for the call; accepted: a
 * request that must be refused (a wrong password) was not; skipped: not called. The last four but skipped fail it.
 */
export type CheckStatus = 'ok' | 'mismatch' | 'http-error' | 'server-error' | 'unlisted' | 'accepted' | 'skipped';
const FAILING: readonly CheckStatus[] = ['mismatch', 'server-error', 'unlisted', 'accepted'];
const failsTheCheck = (status: CheckStatus) => FAILING.includes(status);

export interface CheckResult {
  id: string;
  method: string;
  path: string;
  access: AnyEndpoint['access'];
  status: CheckStatus;
  /** mismatch: the first zod issue of the answer and where it is (dotted path, '' for the top). */
  issue?: { message: string; path: string };
  /** http-error: the status (null when no answer came: refused, timed out) and the text the portal would show. */
  http?: { status: number | null; message: string };
  /** skipped: why the call was not made; accepted: what should have been refused. */
  reason?: string;
}

export interface CheckReport {
  baseUrl: string;
  withToken: boolean;
  counts: Record<CheckStatus, number>;
  results: CheckResult[];
  /** With --writes: the scenario reset to, and each write call exercised (and the refusals probed), in table order. */
  writes?: { scenario: string; seed: number; counts: Record<CheckStatus, number>; results: CheckResult[] };
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

/** What a status says of a call that did not answer 2xx: a listed refusal, a server error, or a status not listed. */
function statusKind(endpoint: AnyEndpoint, status: number | null): CheckStatus {
  if (status === null) return 'http-error';
  if (status >= 500) return 'server-error';
  return (errorStatusesOf(endpoint) as number[]).includes(status) ? 'http-error' : 'unlisted';
}

/** Calls one entry with these arguments (the token in `args.token`, if any) and classifies the answer. */
export async function checkCall(id: string, endpoint: AnyEndpoint, baseUrl: string, args: object): Promise<CheckResult> {
  const base = { id, method: endpoint.method, path: endpoint.path, access: endpoint.access };
  // The client reads the body; a copy of the last answer lets a mismatch name its first issue and path.
  let answered: Response | undefined;
  const api = createApiClient({
    baseURL: baseUrl,
    timeoutMs: 15_000,
    fetch: async (input, init) => {
      const response = await globalThis.fetch(input, init);
      answered = response.clone();
      return response;
    },
  });
  try {
    await (api.call as (e: AnyEndpoint, args: object) => Promise<unknown>)(endpoint, args);
    return { ...base, status: 'ok' };
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.kind === 'contract') return { ...base, status: 'mismatch', issue: await firstIssue(endpoint, answered, e) };
    const status = e.status ?? null;
    return { ...base, status: statusKind(endpoint, status), http: { status, message: e.message } };
  }
}

const checkOne = (id: string, endpoint: AnyEndpoint, options: CheckOptions) =>
  checkCall(id, endpoint, options.baseUrl, options.token ? { token: options.token } : {});

export const countsOf = (results: readonly CheckResult[]): Record<CheckStatus, number> => {
  const counts: Record<CheckStatus, number> = {
    ok: 0,
    mismatch: 0,
    'http-error': 0,
    'server-error': 0,
    unlisted: 0,
    accepted: 0,
    skipped: 0,
  };
  for (const r of results) counts[r.status] += 1;
  return counts;
};

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
  return { baseUrl: options.baseUrl, withToken: hasToken, counts: countsOf(results), results };
}

function detailOf(r: CheckResult): string {
  if (r.status === 'mismatch' && r.issue) return `${r.issue.path || '(top)'}: ${r.issue.message}`;
  if (r.status === 'server-error' && r.http) return `a server error: ${r.http.message}`;
  if (r.status === 'unlisted' && r.http) return `the contract does not list ${r.http.status} for this call: ${r.http.message}`;
  if (r.status === 'http-error' && r.http) return r.http.message;
  return r.reason ?? '';
}

const labelOf = (r: CheckResult) =>
  r.status === 'http-error' || r.status === 'server-error' || r.status === 'unlisted' ? `http ${r.http?.status ?? '—'}` : r.status;

function lineOf(r: CheckResult, width: number): string {
  return `${labelOf(r).padEnd(9)} ${`${r.method} ${r.path}`.padEnd(width)}  ${detailOf(r)}`.trimEnd();
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "52 ok, 0 mismatches, …": the counts a summary line gives. */
function countsLine(counts: Record<CheckStatus, number>): string {
  return [
    `${counts.ok} ok`,
    plural(counts.mismatch, 'mismatch', 'mismatches'),
    plural(counts['server-error'], 'server error'),
    plural(counts.unlisted, 'unlisted status', 'unlisted statuses'),
    ...(counts.accepted ? [`${counts.accepted} accepted that must be refused`] : []),
    `${plural(counts['http-error'], 'listed refusal')}`,
    `${counts.skipped} skipped`,
  ].join(', ');
}

/** How many results fail the check, reads and writes together. */
export const failuresOf = (report: CheckReport): number =>
  [...report.results, ...(report.writes?.results ?? [])].filter((r) => failsTheCheck(r.status)).length;

export function describeReport(report: CheckReport): string {
  const all = [...report.results, ...(report.writes?.results ?? [])];
  const width = Math.max(...all.map((r) => r.path.length + r.method.length + 1));
  const lines = report.results.map((r) => lineOf(r, width));
  lines.push('', `${report.baseUrl}: GETs: ${countsLine(report.counts)}${report.withToken ? '' : ' (no --token)'}`);
  if (report.writes) {
    const { scenario, seed, counts, results } = report.writes;
    lines.push('', `Writes on scenario "${scenario}", seed ${seed} (reset first):`, ...results.map((r) => lineOf(r, width)));
    lines.push('', `${report.baseUrl}: writes: ${countsLine(counts)}`);
  }
  const called = report.results.filter((r) => r.status !== 'skipped');
  if (called.length > 0 && called.every((r) => r.http?.status === 404))
    lines.push('Every call answered 404: --base-url should be the API base (e.g. http://127.0.0.1:8787/api/).');
  return lines.join('\n');
}
