// One resolver per endpoint-table entry. The handler builder parses the request with the entry's schemas,
// checks access, and parses the resolver's answer with the entry's answer schema.
import type { AnyEndpoint, AnswerOf, ParsedBodyOf, ParsedQueryOf, PathParamNames } from '#contract';
import type { Db } from '../db';
import type { StoredAccount } from './accounts';
import type { Simulation } from '../simulation/simulation';

interface MockContext<E extends AnyEndpoint> {
  params: Record<PathParamNames<E['path']>, string>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** The signed-in account: always set for member and admin entries, null for anonymous public calls. */
  user: E['access'] extends 'public' ? StoredAccount | null : StoredAccount;
  token: string | null;
  db: Db;
  simulation: Simulation;
  request: Request;
}

export interface MockRoute<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  resolve: (ctx: MockContext<E>) => AnswerOf<E> | Promise<AnswerOf<E>>;
}

export function route<E extends AnyEndpoint>(endpoint: E, resolve: MockRoute<E>['resolve']): MockRoute {
  return { endpoint, resolve };
}
