// A working request per endpoint-table entry: who calls it and with what. Used by the coverage test
// (every entry answers 2xx and its answer parses) and by `portal serve` smoke checks.
import type { Access, AnyEndpoint, CallArgs } from '#contract';
import { isPlainRead, NO_ARGUMENTS, type PlainReadName } from '#contract/plain-read.ts';
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

/** Who may make a call of that access: anyone, a member, the super administrator (who may make every admin call). */
const CALLER: Record<Access, PersonaKey | null> = { public: null, member: 'member', admin: 'superadmin' };

/**
 * An area's examples: every call needs one except a plain read (src/contract/plain-read.ts), whose example follows
 * from its entry — no arguments, made by whoever its access names. Typecheck fails for any other call left out.
 */
export type ExamplesOf<G> = { [N in Exclude<keyof G & string, PlainReadName<G>>]: EndpointExample } & {
  [N in PlainReadName<G>]?: EndpointExample;
};

/** The written examples in their order (each call's preconditions hold), then each plain read's derived one. */
export function withDerived(
  group: Record<string, AnyEndpoint>,
  written: Partial<Record<string, EndpointExample>>,
): Record<string, EndpointExample> {
  const derived = Object.entries(group)
    .filter(([name, endpoint]) => !written[name] && isPlainRead(endpoint))
    .map(([name, endpoint]): [string, EndpointExample] => [name, { persona: CALLER[endpoint.access], args: () => NO_ARGUMENTS }]);
  return { ...(written as Record<string, EndpointExample>), ...Object.fromEntries(derived) };
}
