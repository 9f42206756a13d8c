// A working request per endpoint-table entry: who calls it and with what. Used by the coverage test
// (every entry answers 2xx and its answer parses) and by `portal serve` smoke checks.
import type { AnyEndpoint, CallArgs } from '#contract';
import type { Db } from '../db';
import type { PersonaKey } from '../scenarios/personas';

interface ExampleContext {
  db: Db;
}

export interface EndpointExample<E extends AnyEndpoint = AnyEndpoint> {
  /** Who makes the call; null for an anonymous visitor. */
  persona: PersonaKey | null;
  /** The arguments; may read the seeded data (ids of the persona's own records). */
  args: (ctx: ExampleContext) => CallArgs<E> | Promise<CallArgs<E>>;
}

/** Typed helper: `example(endpoints.profile.contacts, 'member', () => ({}))`. */
export function example<E extends AnyEndpoint>(
  _endpoint: E,
  persona: PersonaKey | null,
  args: EndpointExample<E>['args'],
): EndpointExample {
  return { persona, args } as unknown as EndpointExample;
}
