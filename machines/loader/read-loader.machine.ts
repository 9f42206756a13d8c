// The loader of a screen that only shows what one plain read answers (a GET with no input,
// src/contract/plain-read.ts), so that such a screen needs no machine, no flow and no docs page of its own
// (issue 36: the admin recipe). The screen names the call and what it hears in the input — `{ endpoint:
// 'setup.users', hears: ['profile', 'everything'] }` — both plain JSON, so the flow log's export replays it and
// `portal replay read-loader` takes the same input. `hears` is required, so a screen that forgets it is a type error.
import type { AnyEndpoint, AnswerOf, ApiClient } from '#contract';
import { isPlainRead, NO_ARGUMENTS, type PlainReadName } from '#contract/plain-read.ts';
import { CHANGES, type Hears } from '../changes/change-bus';
import { createLoaderMachine } from './loader.machine';

/** A group of endpoints under its area's name, as the endpoint table holds it (`{ setup: setupEndpoints }`). */
type Groups = Readonly<Record<string, Readonly<Record<string, AnyEndpoint>>>>;

/** The ids ("area.name") of the plain reads in the groups. */
export type PlainReadId<G extends Groups> = { [A in keyof G & string]: `${A}.${PlainReadName<G[A]>}` }[keyof G & string];

/** What the call of that id answers. */
export type ReadAnswer<G extends Groups, Id extends PlainReadId<G>> = Id extends `${infer A}.${infer N}`
  ? AnswerOf<G[A][N] & AnyEndpoint>
  : never;

export interface ReadLoaderInput<Id extends string = string> {
  api: ApiClient;
  /** The plain read, by its id in the endpoint table ("area.name"). */
  endpoint: Id;
  /** The changes that reload it (machines/changes/change-bus.ts): `[]` hears nothing. */
  hears: Hears;
}

/** The plain read an id names in the groups; an id that names none is a failed load that says so. */
export function plainRead(groups: Groups, id: string): AnyEndpoint {
  const [area = '', name = ''] = id.split('.');
  const endpoint = Object.hasOwn(groups, area) && Object.hasOwn(groups[area]!, name) ? groups[area]![name] : undefined;
  if (!endpoint || !isPlainRead(endpoint)) throw new Error(`No plain read "${id}" (a GET with no input, as "area.name")`);
  return endpoint;
}

/**
 * The loader over the groups a screen's chunk already carries (a browser chunk passes its own group, never the
 * whole table). Its data is what the call answered, checked against the entry's answer schema by the client.
 */
export const createReadLoader = <G extends Groups>(groups: G) =>
  createLoaderMachine<unknown, ReadLoaderInput<PlainReadId<G>>>(
    'readLoader',
    (api, { endpoint }) => api.call(plainRead(groups, endpoint), NO_ARGUMENTS),
    {
      hears: (input) => input.hears,
    },
  );

/** A replay's `hears`: none when it names none; a kind the bus does not know is an error that names it. */
export function hearsOf(given: unknown): Hears {
  if (given === undefined) return [];
  const known: readonly string[] = CHANGES;
  const unknown = Array.isArray(given) ? given.filter((change) => typeof change !== 'string' || !known.includes(change)) : [given];
  if (unknown.length > 0) throw new Error(`"hears" takes a list of ${CHANGES.join(', ')}; not ${JSON.stringify(unknown)}`);
  return given as Hears;
}
