// The fake backend's route table, compiled once: method + path → the route that answers it, so one MSW handler
// per base path dispatches every call instead of MSW trying each endpoint's handler in turn (~150 of them).
// Matching keeps what MSW's path patterns did: case-insensitive, one optional trailing slash, `:name` takes one
// segment (percent-decoded), exact paths before parameterised ones, then fewer parameters first.
import type { AnyEndpoint } from '#contract';

type RouteLookup<R> =
  | { kind: 'found'; route: R; params: Record<string, string> }
  /** No entry has this method and path; `allowed` lists the methods that do serve the path (empty: an unknown path). */
  | { kind: 'none'; allowed: string[] }
  /** A path parameter is not valid percent-encoding (e.g. `%E0%A4%A`). */
  | { kind: 'malformed' };

export type RouteTable<R> = (method: string, path: string) => RouteLookup<R>;

interface Pattern<R> {
  regex: RegExp;
  names: string[];
  route: R;
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)$/;
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compilePattern<R>(path: string, route: R): Pattern<R> {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return escapeRegex(segment);
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { regex: new RegExp(`^${source}/?$`, 'i'), names, route };
}

const isParameterised = (path: string) => path.split('/').some((segment) => PARAM.test(segment));
const exactKey = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

/**
 * `path` is what follows the base path (e.g. `profile/search` of `/api/profile/search`), still percent-encoded and
 * without the query string. The first entry of a method and path wins; later duplicates are ignored.
 */
export function compileRouteTable<R extends { endpoint: Pick<AnyEndpoint, 'method' | 'path'> }>(routes: readonly R[]): RouteTable<R> {
  const exact = new Map<string, R>();
  const patterns = new Map<string, Pattern<R>[]>();
  for (const route of routes) {
    const { method, path } = route.endpoint;
    if (!isParameterised(path)) {
      const key = exactKey(method, path);
      if (!exact.has(key)) exact.set(key, route);
      continue;
    }
    const list = patterns.get(method) ?? [];
    list.push(compilePattern(path, route));
    patterns.set(method, list);
  }
  // Array.prototype.sort is stable: among patterns with as many parameters, the first declared wins.
  for (const list of patterns.values()) list.sort((a, b) => a.names.length - b.names.length);

  const lookup = (method: string, path: string): RouteLookup<R> | undefined => {
    const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
    const route = exact.get(exactKey(method, trimmed));
    if (route) return { kind: 'found', route, params: {} };
    for (const pattern of patterns.get(method.toUpperCase()) ?? []) {
      const match = pattern.regex.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      try {
        pattern.names.forEach((name, i) => void (params[name] = decodeURIComponent(match[i + 1]!)));
      } catch {
        return { kind: 'malformed' };
      }
      return { kind: 'found', route: pattern.route, params };
    }
    return undefined;
  };
  const methods = [...new Set(routes.map((route) => route.endpoint.method))];

  return (method, path) =>
    lookup(method, path) ?? {
      kind: 'none',
      // A known path under another method is a 405 with Allow, not a 404 (RFC 9110 §15.5.6).
      allowed: methods.filter((other) => other !== method.toUpperCase() && lookup(other, path)?.kind === 'found'),
    };
}
