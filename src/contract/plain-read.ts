// A plain read: a GET that takes no input (no path parameter, no query it requires). Such a call is whole by its
// entry alone, so two things follow from the entry rather than being written per call: its working example (who
// may call it: mocks/examples/example.ts) and its loader (machines/loader/read-loader.machine.ts: a screen that
// only shows what one plain read answers needs no machine of its own). The type and the run-time test say the same.
import type { AnyEndpoint, CallArgs } from './endpoint';

/** True for an entry that is a plain read: a GET the client may call with no arguments (as `ApiClient.call` decides). */
export type IsPlainRead<E> = E extends AnyEndpoint
  ? E['method'] extends 'GET'
    ? object extends CallArgs<E>
      ? true
      : false
    : false
  : false;

/** The names of a group's plain reads (`setupEndpoints` → 'users' | 'paymentOptions' | …). */
export type PlainReadName<G> = { [N in keyof G & string]: IsPlainRead<G[N]> extends true ? N : never }[keyof G & string];

/** The same test at run time: GET, no `:param` in the path, and a query (if any) that accepts nothing. */
export const isPlainRead = (endpoint: AnyEndpoint): boolean =>
  endpoint.method === 'GET' && !endpoint.path.includes(':') && (endpoint.query === undefined || endpoint.query.safeParse({}).success);

/** What a plain read is called with (the type of any entry asks for a body, which a GET never has). */
export const NO_ARGUMENTS = {} as CallArgs<AnyEndpoint>;
